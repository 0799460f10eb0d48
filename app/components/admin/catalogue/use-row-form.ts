import { useNavigation } from "react-router";
import type { z } from "zod";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";

/**
 * The form that creates or edits one row of a list page (a category, a synonym): its ids'
 * prefix (`category-7`, `new-category`), its intent (`update` or `create`) and whether that
 * post is on its way; `start` holds the row's values.
 */
export function useRowForm<S extends z.ZodType>(
  kind: string,
  row: { id: number } | undefined,
  schema: S,
  answer: FormAnswer | undefined,
  start: Record<string, unknown>,
) {
  const prefix = row ? `${kind}-${row.id}` : `new-${kind}`;
  const intent = row ? "update" : "create";
  const form = useShopForm(schema, answer, prefix, start);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return { form, prefix, intent, busy };
}
