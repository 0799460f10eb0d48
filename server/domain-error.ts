/**
 * The one error type the services raise (docs/decisions/0006-domain-and-wire.md). It carries
 * a code and a sentence a customer can read; the app's error handler turns the code into an
 * HTTP status and the API's failure envelope, once, for every module.
 */
export type ErrorCode =
  | "invalid_input"
  | "login_required"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unsupported_media_type"
  | "rate_limited"
  /** A service the shop depends on (the payment provider) did not answer; nothing was kept. */
  | "unavailable";

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** One message per input field, for forms. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** Too many attempts: the error handler adds `Retry-After` with the seconds to wait. */
export class RateLimited extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("rate_limited", message);
  }
}

/** Shorthands, so a service reads `throw notFound("No such order.")`. */
export const invalidInput = (message: string, fields?: Record<string, string>) =>
  new DomainError("invalid_input", message, fields);
export const loginRequired = (message: string) => new DomainError("login_required", message);
export const forbidden = (message: string) => new DomainError("forbidden", message);
export const notFound = (message: string) => new DomainError("not_found", message);
export const conflict = (message: string) => new DomainError("conflict", message);
export const unavailable = (message: string) => new DomainError("unavailable", message);
