import { Form } from "react-router";
import { type FieldTable, keptFields } from "~/components/admin/field-table";
import { FormMessage, SubmitButton } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { ownPasswordFields } from "../../../lib/validation/staff";
import { Panel } from "./Panel";

const secret = { type: "password", maxLength: 200 } as const;

/** The three passwords, by their posted names. */
const OWN_PASSWORD_FIELDS = {
  current_password: { label: "Current password", ...secret, autoComplete: "current-password" },
  password: { id: "own-new-password", label: "New password", ...secret, autoComplete: "new-password" },
  confirm_password: { label: "New password again", ...secret, autoComplete: "new-password" },
} satisfies FieldTable;

/**
 * Changing one's own password on /admin/account (posted to that page's action with
 * `intent=password`): the current one, the new one twice (the rules of every staff password,
 * checked here and on the server). The other sessions end; this one stays.
 */
export function OwnPassword({ answer, busy }: { answer: FormAnswer | undefined; busy: boolean }) {
  const form = useShopForm(ownPasswordFields, answer);
  const field = keptFields(form, OWN_PASSWORD_FIELDS, "own");
  return (
    <Panel id="password" title="Password" className="mt-6">
      <p className="mt-1 text-sm text-stone-700">
        Changing it signs you out on every other device; you stay signed in here.
      </p>
      <Form method="post" {...form.props} className="mt-3 grid gap-3 sm:max-w-sm">
        {field("current_password")}
        {field("password")}
        {field("confirm_password")}
        <FormMessage failure={form.failure} done={form.done} />
        <SubmitButton
          busy={busy}
          label="Change password"
          busyLabel="Changing…"
          className="btn-primary"
          intent="password"
        />
      </Form>
    </Panel>
  );
}
