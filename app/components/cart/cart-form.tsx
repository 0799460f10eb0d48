import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { SCRIPTS_FIELD, useScriptsRunning } from "~/lib/forms/scripts-running";
import { useToast } from "../ui/Toaster";

/** Where every cart form posts (app/lib/cart-action.server.ts). */
export const CART_ACTION = "/cart";

/** The answer's sentence for a refusal: the form's own (Conform keeps it under ""), else the first field's. */
export const refusalOf = (answer: FormAnswer) => {
  if (answer.result.status !== "error") return undefined;
  const errors = answer.result.error ?? {};
  return errors[""]?.[0] ?? Object.values(errors).find((m) => m?.[0])?.[0];
};

/**
 * A cart form's fetcher: React Router posts it once the scripts run (no reload; the header's
 * badge and the cart lists reload by themselves after the action), and its answer becomes a
 * toast. A refusal is always said; a success unless its notice is one of `quiet` (a line's
 * − and +, which show themselves). Before the scripts, the same form is a plain POST
 * answered with the cart page.
 */
export function useCartForm(quiet: readonly string[] = []) {
  const fetcher = useFetcher<FormAnswer>();
  const toast = useToast();
  const scripts = useScriptsRunning();
  const answer = fetcher.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer is said once
  useEffect(() => {
    if (!answer) return;
    const refusal = refusalOf(answer);
    if (refusal) toast(refusal, "error");
    else if (answer.done && !quiet.includes(String(answer.notice))) toast(answer.done, "success");
  }, [answer]);
  return { fetcher, busy: fetcher.state !== "idle", scripts };
}

export type CartForm = ReturnType<typeof useCartForm>;

/** The hidden fields of a cart form: ids only (never a price), and `js=1` once scripts run. */
export function CartFields({
  fields,
  scripts,
}: {
  fields: Record<string, string | number>;
  scripts: boolean;
}) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {scripts && <input type="hidden" name={SCRIPTS_FIELD} value="1" />}
    </>
  );
}
