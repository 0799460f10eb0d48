import { type AppLoadContext, redirect } from "react-router";
import { SESSION_COOKIE } from "../lib/session-cookie";
import { loginPath } from "./lib/return-to";

/** The session cookie's value from a request (the HttpOnly cookie set by the login API). */
export function sessionKeyFrom(request: Request): string | undefined {
  const cookie = request.headers.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The signed-in customer of this request, or null for a guest. */
export async function customerOf(request: Request, context: AppLoadContext) {
  const key = sessionKeyFrom(request);
  return key ? context.services.accounts.authenticate(key) : null;
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
