import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DomainError, type ErrorCode, retryAfterOf } from "../domain-error";
import type { Logger } from "../logger";
import type { AppEnv } from "./app-env";
import { fail } from "./envelope";
import { say } from "./language";

/** The HTTP status of each domain error code: the only place the two meet. */
export const HTTP_STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_input: 400,
  login_required: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

export const UNEXPECTED = "Something went wrong. Please try again.";

/**
 * The app's one error path: a DomainError becomes its status and the failure envelope
 * `{status: 0, message, errors?}`; anything else is logged with an id and answered 500.
 */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context<AppEnv>) => {
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) c.header("Retry-After", String(retryAfter));
    if (error instanceof DomainError) return fail(c, HTTP_STATUS[error.code], error.message, error.fields);
    const errorId = c.get("requestId");
    logger.error({ err: error, errorId }, "unhandled error");
    if (c.req.path.startsWith("/api/")) {
      return c.json({ status: 0, message: say(c, UNEXPECTED), error_id: errorId }, 500);
    }
    return c.text(`${UNEXPECTED} (error ${errorId})`, 500);
  };
}
