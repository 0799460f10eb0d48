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

/**
 * The pages' server build (React Router's) bundles its own copy of this file beside the
 * server's: `instanceof` goes by a mark both copies share, so an error thrown by a service is
 * known for what it is in a page's action or loader too.
 */
const MARK = Symbol.for("haritha.domain-error");
type Marked = { [MARK]?: string };

export class DomainError extends Error {
  /** The mark of this class's errors; a subclass has its own. */
  static readonly mark: string = "DomainError";

  static [Symbol.hasInstance](value: unknown): boolean {
    const mark = typeof value === "object" && value !== null ? (value as Marked)[MARK] : undefined;
    if (mark === undefined) return false;
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class asked about (DomainError or a subclass)
    const asked = this.mark;
    return asked === DomainError.mark || mark === asked;
  }

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** One message per input field, for forms. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "DomainError";
    (this as Marked)[MARK] = (new.target as typeof DomainError).mark;
  }
}

/** Too many attempts: the error handler adds `Retry-After` with the seconds to wait. */
export class RateLimited extends DomainError {
  static override readonly mark: string = "RateLimited";

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

/** Too busy for now (a queue full): answered 503 with `Retry-After`; nothing was done. */
export class Busy extends DomainError {
  static override readonly mark: string = "Busy";

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("unavailable", message);
  }
}

/** The seconds a refusal asks the caller to wait (`Retry-After`), when it says so. */
export const retryAfterOf = (error: unknown): number | undefined =>
  error instanceof RateLimited || error instanceof Busy ? error.retryAfterSeconds : undefined;
