import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import { z } from "zod";
import { SESSION_COOKIE, sessionKeyFromCookies } from "../../lib/session-cookie";
import { id } from "../../lib/validation/fields";
import { forbidden, loginRequired } from "../domain-error";
import type { AccountsService, SessionAccount } from "../modules/accounts/accounts.service";
import { SESSION_IDLE_DAYS } from "../modules/accounts/accounts.service";
import type { AppEnv } from "./app-env";
import { controlCharacterErrors } from "./control-characters";
import { preReadBody } from "./raw-body";

const NONE: ReadonlySet<string> = new Set();

/** The fields every customer call may carry (docs/api.md, "Customers"). */
export const customerFields = {
  user_id: id("user_id must be a customer id.").optional(),
  sessionkey: z.string().max(200, "sessionkey is not valid.").optional(),
};
const customerBody = z.object(customerFields);

/** The customer making a call: their account, the live session and its key. */
export interface Customer extends SessionAccount {
  sessionKey: string;
}

const LOGIN_AGAIN = "Your session has ended. Please log in again.";

/** Customers already checked for a request (by `sessionFirst`), so the handler does not look them up twice. */
const checked = new WeakMap<Context, Customer>();

/**
 * The customer making this call: the session key from the body, the `sessionkey` header or
 * the session cookie must be live, and a `user_id` sent with it must be its owner (401
 * otherwise). A change that relies on the cookie alone must come from this shop's own pages.
 */
export async function requireCustomer(
  c: Context<AppEnv>,
  body: { user_id?: number; sessionkey?: string },
  accounts: AccountsService,
): Promise<Customer> {
  const known = checked.get(c);
  if (known) return known;
  const explicit = body.sessionkey || c.req.header("sessionkey");
  const key = explicit || sessionKeyFromCookies(c.req.header("cookie"));
  if (!key) throw loginRequired("Please log in to continue.");
  if (!explicit) assertSameOrigin(c);
  const account = await accounts.authenticate(key);
  if (!account) throw loginRequired(LOGIN_AGAIN);
  if (body.user_id !== undefined && body.user_id !== account.userId) throw loginRequired(LOGIN_AGAIN);
  const customer = { ...account, sessionKey: key };
  checked.set(c, customer);
  return customer;
}

/**
 * For an endpoint whose body a guest could get wrong in many ways: the session is checked
 * before the rest of the body is validated, so a guest is told to log in (401) rather than
 * about fields they cannot send anyway.
 */
export function sessionFirst(accounts: AccountsService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let raw: unknown = {};
    try {
      raw = JSON.parse(preReadBody(c.env)?.toString("utf8") ?? (await c.req.text()));
    } catch {
      // Malformed JSON is the body validation's to answer.
    }
    // A body with control characters is the field layer's to refuse (400), before anything else.
    if (controlCharacterErrors(raw, NONE)) return next();
    const parsed = customerBody.safeParse(raw ?? {});
    await requireCustomer(c, parsed.success ? parsed.data : {}, accounts);
    await next();
  };
}

/** A cookie-only call must come from this shop's own pages (docs/api.md, "Sessions"). */
export function assertSameOrigin(c: Context<AppEnv>) {
  const origin = c.req.header("origin");
  if (!origin) return; // same-origin GET-less fetches from old browsers; SameSite=Lax covers cross-site POSTs
  const host = c.get("requestedHost");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("This request did not come from the shop's pages.");
  }
  if (originHost !== host) throw forbidden("This request did not come from the shop's pages.");
}

const sessionCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: "Lax", secure, path: "/", maxAge: SESSION_IDLE_DAYS * 86_400 }) as const;

export function setSessionCookie(c: Context, key: string, secure: boolean) {
  setCookie(c, SESSION_COOKIE, key, sessionCookieOptions(secure));
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}

/** The same cookies as `Set-Cookie` values, for a page's action (which answers a Response). */
export const sessionCookieHeader = (key: string, secure: boolean) =>
  serialize(SESSION_COOKIE, key, sessionCookieOptions(secure));
export const clearSessionCookieHeader = () => serialize(SESSION_COOKIE, "", { path: "/", maxAge: 0 });
