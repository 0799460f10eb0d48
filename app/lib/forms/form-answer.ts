import type { SubmissionResult } from "@conform-to/react";

/**
 * What a page's action answers for a form, with scripts or without: Conform's reply (each
 * field's message, the form's message and the values to show again, never a secret) and, on a
 * success, the sentence to show. An action may add its own fields (`extra`).
 */
export interface FormAnswer {
  result: SubmissionResult<string[]>;
  /** The success's sentence, in the page's language. */
  done?: string;
  [extra: string]: unknown;
}

/** The form's own message after a failure (Conform keeps it under the empty name). */
export const failureOf = (answer: FormAnswer | undefined) =>
  answer?.result.status === "error" ? answer.result.error?.[""]?.[0] : undefined;

/**
 * Whether the form's failure is the very sentence already under one of its fields (a refusal
 * that names its field): the form then says it to a screen reader without showing it twice.
 */
export const failureAtField = (answer: FormAnswer | undefined): boolean => {
  const failure = failureOf(answer);
  if (!failure) return false;
  return Object.entries(answer?.result.error ?? {}).some(
    ([name, messages]) => name !== "" && messages?.includes(failure),
  );
};
