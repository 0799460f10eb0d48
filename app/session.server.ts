import { type AppLoadContext, redirect } from "react-router";

/** The session cookie's value from a request (the HttpOnly `sid` set by the login API). */
export function sessionKeyFrom(request: Request): string | undefined {
  const cookie = request.headers.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === "sid") return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The signed-in customer of this request, or null for a guest. */
export async function customerOf(request: Request, context: AppLoadContext) {
  const key = sessionKeyFrom(request);
  return key ? context.services.accounts.authenticate(key) : null;
}

/** For customer-only pages: the customer, or a redirect to /login (spec section 4). */
export async function requireCustomerPage(request: Request, context: AppLoadContext) {
  const customer = await customerOf(request, context);
  if (!customer) throw redirect("/login");
  return customer;
}
