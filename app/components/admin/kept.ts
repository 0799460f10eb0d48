import type { FormAnswer } from "~/lib/forms/form-answer";
import type { useShopForm } from "~/lib/forms/use-shop-form";

/**
 * The value a failed post kept for a field, by its posted name ("social[0].label",
 * "hi.title"), or undefined: the page then shows the saved value.
 */
export function keptValue(form: ReturnType<typeof useShopForm>, name: string): string | undefined {
  // After a success the saved record is what the form shows (75 typed is shown as 75.00).
  if (form.form.status !== "error") return undefined;
  let at: unknown = form.form.initialValue;
  for (const part of name.split(/[.[\]]+/).filter(Boolean)) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === "string" ? at : undefined;
}

/** The value to show in a field: what a failed post kept, else the saved one. */
export const shown = (form: ReturnType<typeof useShopForm>) => (name: string, saved: string) =>
  keptValue(form, name) ?? saved;

/** A box or yes-radio's state after a failed post (sent as "on" when chosen), else the saved one. */
export function keptFlag(answer: FormAnswer | undefined, name: string, saved: boolean): boolean {
  const kept = answer?.result.status === "error" ? answer.result.initialValue : undefined;
  return kept ? kept[name] === "on" : saved;
}

/**
 * What a field of the form shows, to spread on a Field: the value the server sent back (else
 * `saved`) and its first message.
 */
export function heldField(form: ReturnType<typeof useShopForm>, name: string, saved?: string) {
  return { defaultValue: form.values[name] ?? saved, error: form.errors[name] };
}
