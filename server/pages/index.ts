/**
 * What the pages' loaders and actions (app/) may use of the server's HTTP layer: the domain
 * error and its status, the text layer's check, sentences in the page's language and the
 * session cookies. Services themselves come through the load context (app/load-context.ts).
 */
export { Busy, DomainError, RateLimited, retryAfterOf } from "../domain-error";
export { controlCharacterErrors, multilinePathsOf } from "../http/control-characters";
export { clearSessionCookieHeader, sessionCookieHeader } from "../http/customer";
export { HTTP_STATUS, UNEXPECTED } from "../http/error-handler";
export { sayIn } from "../http/language";
export { clearStaffCookieHeaders, staffCookieHeaders } from "../http/staff-auth";
