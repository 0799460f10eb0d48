import { type AppLoadContext, data } from "react-router";
import { DomainError, HTTP_STATUS, sayIn } from "../../server/pages";

/**
 * A service's refusal (a DomainError) as a loader sees it: the page's status and the sentence
 * in the page's language. Anything else is not a refusal: undefined, for the caller to throw on.
 */
export function refusalOf(error: unknown, context: Pick<AppLoadContext, "lang">) {
  if (!(error instanceof DomainError)) return undefined;
  return { status: HTTP_STATUS[error.code], code: error.code, message: sayIn(context.lang, error.message) };
}

/**
 * Runs a loader's work; a refusal becomes the route's error page with its status and sentence
 * (a 404 for someone else's order, a 400 for a bad filter), never a 500.
 */
export async function orRefusalPage<T>(
  context: Pick<AppLoadContext, "lang">,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refusal = refusalOf(error, context);
    if (!refusal) throw error;
    throw data(refusal.message, { status: refusal.status });
  }
}

/** The sentence of a refusal, for a page that shows it beside what it shows instead; others go on. */
export function refusalMessage(error: unknown, context: Pick<AppLoadContext, "lang">): string {
  const refusal = refusalOf(error, context);
  if (!refusal) throw error;
  return refusal.message;
}
