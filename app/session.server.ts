import { type AppLoadContext, redirect } from "react-router";
import { loginPath } from "../lib/return-to";
import { sessionKeyFromCookies } from "../lib/session-cookie";

/** The session cookie's value from a request (the HttpOnly cookie set by the login API). */
export function sessionKeyFrom(request: Request): string | undefined {
  return sessionKeyFromCookies(request.headers.get("cookie"));
}

/** The signed-in customer of this request, or null for a guest. */
export async function customerOf(request: Request, context: AppLoadContext) {
  // The services first: for an address no page has, reaching them answers 404 (server/ssr.ts).
  const { accounts } = context.services;
  const key = sessionKeyFrom(request);
  return key ? accounts.authenticate(key) : null;
}

/**
 * For customer-only pages: the customer, or a redirect to /login that brings them back here
 * afterwards (docs/decisions/0005-sessions.md).
 */
export async function requireCustomerPage(request: Request, context: AppLoadContext) {
  const customer = await customerOf(request, context);
  if (!customer) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  return customer;
}
