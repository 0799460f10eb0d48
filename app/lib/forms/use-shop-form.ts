import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useTranslateSentence } from "~/i18n/i18n";
import { type FormAnswer, failureOf } from "./form-answer";

/**
 * A form of the shop, checked in the browser with the same zod schema its action checks with
 * (Conform): messages on submit, in the page's language, cleared as the field is corrected; the
 * first wrong field takes the focus. Before the scripts arrive the form is a plain POST to the
 * route's action, which answers a whole page (docs/decisions/0028-forms-without-scripts.md).
 */
export function useShopForm<S extends z.ZodType>(
  schema: S,
  answer: FormAnswer | undefined,
  id?: string,
  /** The values the form starts with (a record being edited); an answer's values win. */
  defaultValue?: Record<string, unknown>,
) {
  const say = useTranslateSentence();
  const [form] = useForm({
    id,
    // Conform's own type for it follows the schema's input, which this hook does not carry.
    defaultValue: defaultValue as never,
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema,
        formatError: (issues: { message: string }[]) => issues.map((i) => say(i.message)),
      }),
  });
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const [name, messages] of Object.entries(form.allErrors)) {
    if (name && messages[0]) errors[name] = messages[0];
  }
  for (const [name, value] of Object.entries((form.initialValue ?? {}) as Record<string, unknown>)) {
    if (typeof value === "string") values[name] = value;
  }
  return {
    form,
    /** Spread on the `<Form>`: its id, Conform's submit check and `noValidate` once hydrated. */
    props: getFormProps(form),
    /** Each field's first message. */
    errors,
    /** The values the server sent back (no-script answers keep what was typed, never a secret). */
    values,
    /** The form's own message after a failure. */
    failure: form.errors?.[0] ?? failureOf(answer),
    done: answer?.done,
  };
}

export { SCRIPTS_FIELD, useScriptsRunning } from "./scripts-running";
