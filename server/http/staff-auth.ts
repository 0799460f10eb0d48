import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import { STAFF_COOKIE, STAFF_COOKIE_PATHS } from "../../lib/staff-cookie";
import { can, type Permission, refusal } from "../../lib/staff-roles";
import { DomainError, forbidden, loginRequired } from "../domain-error";
import type { StaffSessions } from "../modules/staff/staff-sessions";
import type { SessionStaff } from "../modules/staff/staff-types";
import { staffMessages } from "../modules/staff/staff-types";

/**
 * The staff cookie: HttpOnly, SameSite=Strict, Secure over HTTPS, and set once for `/admin`
 * and once for `/api/admin` so no storefront request carries it. No Max-Age: it goes when
 * the browser closes; the server ends the session after 12 idle hours either way.
 */
export function setStaffCookie(c: Context, key: string, secure: boolean) {
  for (const path of STAFF_COOKIE_PATHS) {
    setCookie(c, STAFF_COOKIE, key, { httpOnly: true, sameSite: "Strict", secure, path });
  }
}

/** The staff cookies as `Set-Cookie` values, for a back-office page's action. */
export const staffCookieHeaders = (key: string, secure: boolean) =>
  STAFF_COOKIE_PATHS.map((path) =>
    serialize(STAFF_COOKIE, key, { httpOnly: true, sameSite: "Strict", secure, path }),
  );

/** The staff cookies cleared, as `Set-Cookie` values, for the back office's sign-out action. */
export const clearStaffCookieHeaders = (secure: boolean) =>
  STAFF_COOKIE_PATHS.map((path) =>
    serialize(STAFF_COOKIE, "", { httpOnly: true, sameSite: "Strict", secure, path, maxAge: 0 }),
  );

export function clearStaffCookie(c: Context) {
  for (const path of STAFF_COOKIE_PATHS) deleteCookie(c, STAFF_COOKIE, { path });
}

export const staffKeyOf = (c: Context) => getCookie(c, STAFF_COOKIE);

/**
 * The signed-in staff member, if their role has `permission`: 401 without a live session,
 * 403 (naming the roles that may) otherwise. While the owner requires two-factor sign-in and
 * this member has not set it up, only `account` endpoints answer.
 */
export async function requireStaff(
  c: Context,
  sessions: StaffSessions,
  permission: Permission,
): Promise<SessionStaff> {
  const key = staffKeyOf(c);
  if (!key) throw loginRequired(staffMessages.signInFirst);
  const member = await sessions.authenticate(key);
  if (!member) throw loginRequired(staffMessages.sessionEnded);
  if (member.mustSetUpTwoFactor && permission !== "account") {
    throw new DomainError("forbidden", staffMessages.mustSetUpTwoFactor);
  }
  if (!can(member.role, permission)) throw forbidden(refusal(permission));
  return member;
}
