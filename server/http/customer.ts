import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { id } from "../../lib/validation/fields";
import { forbidden, loginRequired } from "../domain-error";
import type { AccountsService, PublicUser } from "../modules/accounts/accounts.service";
import { SESSION_IDLE_DAYS } from "../modules/accounts/accounts.service";

export const SESSION_COOKIE = "sid";

/** The fields every customer call may carry (spec section 6). */
export const customerFields = {
  user_id: id("user_id must be a customer id.").optional(),
  sessionkey: z.string().max(200, "sessionkey is not valid.").optional(),
};

export interface Customer extends PublicUser {
  sessionId: number;
  sessionKey: string;
}

const LOGIN_AGAIN = "Your session has ended. Please log in again.";

/**
 * The customer making this call: the session key from the body, the `sessionkey` header or
 * the session cookie must be live, and a `user_id` sent with it must be its owner (401
 * otherwise). A change that relies on the cookie alone must come from this shop's own pages.
 */
export async function requireCustomer(
  c: Context,
  body: { user_id?: number; sessionkey?: string },
  accounts: AccountsService,
): Promise<Customer> {
  const explicit = body.sessionkey || c.req.header("sessionkey");
  const key = explicit || getCookie(c, SESSION_COOKIE);
  if (!key) throw loginRequired("Please log in to continue.");
  if (!explicit) assertSameOrigin(c);
  const user = await accounts.authenticate(key);
  if (!user) throw loginRequired(LOGIN_AGAIN);
  if (body.user_id !== undefined && body.user_id !== user.userid) throw loginRequired(LOGIN_AGAIN);
  return { ...user, sessionKey: key };
}

function assertSameOrigin(c: Context) {
  const origin = c.req.header("origin");
  if (!origin) return; // same-origin GET-less fetches from old browsers; SameSite=Lax covers cross-site POSTs
  const host = c.req.header("x-forwarded-host") ?? c.req.header("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("This request did not come from the shop's pages.");
  }
  if (originHost !== host) throw forbidden("This request did not come from the shop's pages.");
}

export function setSessionCookie(c: Context, key: string, secure: boolean) {
  setCookie(c, SESSION_COOKIE, key, {
    httpOnly: true,
    sameSite: "Lax",
    secure,
    path: "/",
    maxAge: SESSION_IDLE_DAYS * 86_400,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}
