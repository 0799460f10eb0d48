import { SubmitRow } from "~/components/admin/fields";
import type { useShopForm } from "~/lib/forms/use-shop-form";

/**
 * The button of a list page's row form (useRowForm), across its grid: `labels` as it edits or
 * creates the row, and why a post was refused (the page itself says what was saved).
 */
export function RowSubmit({
  form,
  busy,
  intent,
  labels: [update, create],
}: {
  form: ReturnType<typeof useShopForm>;
  busy: boolean;
  intent: string;
  labels: [update: string, create: string];
}) {
  return (
    <SubmitRow
      form={{ failure: form.failure }}
      layout="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center"
      busy={busy}
      label={intent === "update" ? update : create}
      intent={intent}
    />
  );
}
