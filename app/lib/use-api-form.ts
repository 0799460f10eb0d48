import { type FormEvent, useCallback, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { useToast } from "~/components/ui/Toaster";
import { useTranslateSentence } from "~/i18n/i18n";
import { fieldErrors } from "../../lib/validation/fields";
import type { ApiAnswer } from "./api";

const UNEXPECTED = "Something went wrong. Please try again.";

export interface ApiFormOptions<S extends z.ZodType, T> {
  /** The rules of the form: the same zod schema the server validates with. */
  schema: S;
  /** Calls the API with the checked values. */
  send: (values: z.output<S>) => Promise<ApiAnswer<T>>;
  /** A controlled form's values; without it the form's named fields are read. */
  values?: () => unknown;
  /** Which outcomes are also told in a toast (the server's message). */
  toast?: "always" | "success" | "never";
  /** Reload the page's data after a success (what the form changed shows at once). */
  revalidate?: boolean;
  /** Empty an uncontrolled form after a success. */
  reset?: boolean;
  /** The failure message when the server gives none. */
  failed?: string;
  /** What else a success does (store, navigate); runs before the revalidation. */
  onSuccess?: (answer: ApiAnswer<T>, values: z.output<S>) => void | Promise<void>;
}

/**
 * The shop's forms in one shape: check the values with the zod schema (showing one message per
 * field), call the API, then show its field errors and message, or its success: a toast, an
 * optional reset and a revalidation of the page.
 */
export function useApiForm<S extends z.ZodType, T>(options: ApiFormOptions<S, T>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The server's message after a failure (shown in an alert beside the button). */
  const [failure, setFailure] = useState("");
  /** The server's message after a success. */
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const say = useTranslateSentence();
  const revalidator = useRevalidator();
  const latest = useRef(options);
  latest.current = options;

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const o = latest.current;
      const form = event.currentTarget;
      const raw = o.values ? o.values() : Object.fromEntries(new FormData(form));
      setFailure("");
      setDone("");
      const parsed = o.schema.safeParse(raw);
      if (!parsed.success) {
        // The shared rules word their checks in English; the page's language says them.
        const english = fieldErrors(parsed.error);
        setErrors(Object.fromEntries(Object.entries(english).map(([field, m]) => [field, say(m)])));
        return;
      }
      setErrors({});
      setBusy(true);
      try {
        const answer = await o.send(parsed.data);
        const tell = o.toast ?? "always";
        if (answer.status !== 1) {
          setErrors(answer.errors ?? {});
          const message = answer.message || o.failed || say(UNEXPECTED);
          setFailure(message);
          if (tell === "always") toast(message, "error");
          return;
        }
        if (tell !== "never") toast(answer.message, "success");
        setDone(answer.message);
        if (o.reset) form.reset();
        await o.onSuccess?.(answer, parsed.data);
        if (o.revalidate) revalidator.revalidate();
      } finally {
        setBusy(false);
      }
    },
    [toast, revalidator, say],
  );

  return { onSubmit, errors, setErrors, failure, done, busy };
}

export type ApiForm = ReturnType<typeof useApiForm>;
