import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import type { z } from "zod";
import {
  controlCharacterErrors,
  DomainError,
  HTTP_STATUS,
  multilinePathsOf,
  retryAfterOf,
  sayIn,
} from "../../../server/pages";
import type { FormAnswer } from "./form-answer";

/**
 * Fields whose values never go back to the page (docs/decisions/0028-forms-without-scripts.md):
 * passwords and tokens always; a one-time code by the action's `hide` (a promo code is no secret).
 */
const SECRET = /password|token/i;

export interface ReadFormOptions {
  /** More fields whose typed values the answer leaves out (passwords are always left out). */
  hide?: string[];
  /** Added to every answer, to tell which of a page's forms it belongs to (`{ intent: "disable" }`). */
  tag?: Record<string, unknown>;
  /** Completes the posted fields before the schema reads them; the answer shows them so. */
  prepare?: (form: FormData) => void;
}

type Parsed<S extends z.ZodType> = Submission<z.input<S>, string[], z.output<S>>;

/** Each issue's sentence in the page's language. */
const sentences = (say: (s: string) => string) => (issues: { message: string }[]) =>
  issues.map((issue) => say(issue.message));

/**
 * A posted form read with its zod schema (the same one the page checks with): on success the
 * values, and `run` to do the work and turn a DomainError into the page's answer; otherwise the
 * answer to return at once, with a message per field in the page's language and the values kept
 * (never a secret). Works the same for a plain POST (no scripts) and React Router's own.
 */
export async function readForm<S extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  schema: S,
  options: ReadFormOptions = {},
) {
  const formData = await readFormData(request);
  if (formData) options.prepare?.(formData);
  const say = (sentence: string) => sayIn(context.lang, sentence);
  const submission: Parsed<S> = parseWithZod(formData ?? new FormData(), {
    schema,
    formatError: sentences(say),
  });
  const hideFields = [...(formData?.keys() ?? [])]
    .filter((name) => SECRET.test(name))
    .concat(options.hide ?? []);

  /** The page's answer to a failure: the status, the sentence, each field's message. */
  const failure = (
    status: number,
    message: string,
    fields: Record<string, string> = {},
    headers?: HeadersInit,
  ) =>
    data<FormAnswer>(
      {
        ...options.tag,
        result: submission.reply({
          formErrors: message ? [message] : [],
          fieldErrors: Object.fromEntries(Object.entries(fields).map(([name, m]) => [name, [say(m)]])),
          hideFields,
        }) as SubmissionResult<string[]>,
      },
      { status, headers },
    );

  const controls = formData
    ? controlCharacterErrors(Object.fromEntries(formData), multilinePathsOf(schema))
    : undefined;
  if (!formData || controls) {
    return {
      ok: false as const,
      answer: failure(
        400,
        say(formData ? "Please correct the highlighted fields." : "The form could not be read."),
        controls,
      ),
    };
  }
  if (submission.status !== "success") {
    return {
      ok: false as const,
      answer: data<FormAnswer>(
        { ...options.tag, result: submission.reply({ hideFields }) as SubmissionResult<string[]> },
        { status: 400 },
      ),
    };
  }

  return {
    ok: true as const,
    value: submission.value as z.output<S>,
    formData,
    /** A success: the page's status message (values kept unless `reset`). */
    done: (message: string, extra: Partial<FormAnswer> = {}, after: { reset?: boolean } = {}) =>
      data<FormAnswer>({
        ...options.tag,
        ...extra,
        result: submission.reply({ resetForm: after.reset, hideFields }) as SubmissionResult<string[]>,
        done: say(message),
      }),
    /** A refusal found after the schema (a DomainError), as the page's answer. */
    failure,
    /**
     * Does the work; a DomainError it throws becomes the page's answer (its status, sentence and
     * field messages; `Retry-After` for a rate limit). Redirects and other errors go on.
     */
    async run<T>(work: (value: z.output<S>) => Promise<T>) {
      try {
        return await work(submission.value as z.output<S>);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const wait = retryAfterOf(error);
        const headers = wait !== undefined ? { "Retry-After": String(wait) } : undefined;
        return failure(HTTP_STATUS[error.code], say(error.message), error.fields, headers);
      }
    },
  };
}

/** The posted fields, or null when the body is not a form (a client mistake, answered 400). */
async function readFormData(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
