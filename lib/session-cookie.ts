/**
 * The name of the customer's session cookie, read by the API (server/http/customer.ts) and by
 * the pages' loaders (app/session.server.ts). See docs/decisions/0005-sessions.md.
 */
export const SESSION_COOKIE = "sid";

/**
 * The session key from a Cookie header, or undefined. A value that does not decode (say
 * `sid=%E0%A4%A`) is ignored like a missing one: the request is a guest's, never a fault.
 */
export function sessionKeyFromCookies(header: string | null | undefined): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join("=")) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
