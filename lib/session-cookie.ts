/**
 * The name of the customer's session cookie, read by the API (server/http/customer.ts) and by
 * the pages' loaders (app/session.server.ts). See docs/decisions/0005-sessions.md.
 */
export const SESSION_COOKIE = "sid";
