import { type AppLoadContext, data, redirect } from "react-router";
import type { z } from "zod";
import { STAFF_COOKIE } from "../lib/staff-cookie";
import { can, type Permission, refusal } from "../lib/staff-roles";

/** The staff cookie's value from a request (set by /api/admin/v1/login). */
export function staffKeyFrom(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === STAFF_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The signed-in staff member of this request, or null. */
export async function staffOf(request: Request, context: AppLoadContext) {
  // Reached first: for an address no page can have, this answers 404 (server/ssr.ts).
  const { sessions } = context.services.staff;
  const key = staffKeyFrom(request);
  return key ? sessions.authenticate(key) : null;
}

/** Only back-office paths are followed after signing in (no open redirect). */
export function safeNext(next: string | null): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith("//") ? next : "/admin";
}

/**
 * For a back-office page: the staff member, if their role has `permission`. Without a session,
 * a redirect to /admin/login that comes back here; without the permission, the 403 page
 * (app/routes/admin/layout.tsx's error boundary); a member who must still set up two-factor
 * sign-in goes to their account page.
 */
export async function requireStaffPage(request: Request, context: AppLoadContext, permission: Permission) {
  const member = await staffOf(request, context);
  const url = new URL(request.url);
  if (!member) throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  if (member.mustSetUpTwoFactor && permission !== "account") throw redirect("/admin/account");
  if (!can(member.role, permission)) throw data(refusal(permission), { status: 403 });
  return member;
}

/**
 * A list page's query (`?status=new&q=…&page=2`) read with its API's body schema: the values as
 * given (empty ones left out, for the links that keep them), the filter, and the first
 * problem's message when a value is refused (the list then shows everything).
 */
export function listQuery<S extends z.ZodType>(request: Request, schema: S) {
  const url = new URL(request.url);
  const values = Object.fromEntries([...url.searchParams].filter(([, v]) => v.trim() !== ""));
  const parsed = schema.safeParse(values);
  return {
    values,
    filter: (parsed.success ? parsed.data : {}) as Partial<z.output<S>>,
    invalid: parsed.success ? null : parsed.error.issues[0].message,
  };
}
