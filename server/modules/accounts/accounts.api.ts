import { Hono } from "hono";
import { z } from "zod";
import {
  changePasswordFields,
  loginFields,
  MIN_PASSWORD,
  profileFields,
  signupFields,
} from "../../../lib/validation/accounts";
import { EMAIL_PATTERN } from "../../../lib/validation/fields";
import type { Db } from "../../db/client";
import { rateLimited } from "../../domain-error";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { clearSessionCookie, customerFields, requireCustomer, setSessionCookie } from "../../http/customer";
import { ok, readBody } from "../../http/envelope";
import { type AccountsService, messages } from "./accounts.service";
import { hit, type Limit } from "./rate-limit";

// Per IP and per account; counters live in the database so every process shares them.
const LIMITS = {
  loginIp: { max: 30, windowSeconds: 900 },
  loginAccount: { max: 8, windowSeconds: 900 },
  signupIp: { max: 10, windowSeconds: 3600 },
  signupAccount: { max: 5, windowSeconds: 3600 },
  forgotIp: { max: 10, windowSeconds: 3600 },
  forgotAccount: { max: 3, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

const logoutBody = z.object(customerFields);
const customerBody = z.object(customerFields);
const updateBody = profileFields.extend(customerFields);
const changeBody = z
  .object({
    ...customerFields,
    currentpassword: z
      .string({ error: "Enter current password." })
      .min(1, "Enter current password.")
      .max(200),
    newpassword: z
      .string({ error: "Enter new password." })
      .min(1, "Enter new password.")
      .min(MIN_PASSWORD, `New password must be at least ${MIN_PASSWORD} characters.`)
      .max(200, "New password must be at most 200 characters."),
    confirmpassword: z.string().max(200).optional(),
  })
  .refine((v) => v.confirmpassword === undefined || v.confirmpassword === v.newpassword, {
    message: "New password and confirm password do not match.",
    path: ["confirmpassword"],
  });
const forgotBody = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Invalid email format")
    .regex(EMAIL_PATTERN, "Invalid email format"),
});
const resetBody = z.object({
  token: z
    .string({ error: "The reset link is incomplete." })
    .min(10, "The reset link is incomplete.")
    .max(200),
  newpassword: changePasswordFields.shape.newpassword,
});

function tooMany(retryAfterSeconds: number): never {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  throw rateLimited(`Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

/** The account endpoints of docs/api.md. */
export function accountsApi(
  accounts: AccountsService,
  db: Db,
  opts: { secureCookies: boolean; trustProxy: boolean },
) {
  const api = new Hono<AppEnv>();
  const limit = async (buckets: { key: string; limit: Limit }[]) => {
    const verdict = await hit(db, buckets);
    if (!verdict.allowed) tooMany(verdict.retryAfterSeconds);
  };

  api.post("/signup/v1/", async (c) => {
    const body = await readBody(c, signupFields);
    const ip = clientIp(c, opts.trustProxy);
    await limit([
      { key: `signup:ip:${ip}`, limit: LIMITS.signupIp },
      { key: `signup:acct:${body.email.toLowerCase()}`, limit: LIMITS.signupAccount },
    ]);
    const user = await accounts.signup(body);
    return ok(c, user, messages.signedUp);
  });

  api.post("/login/v1/", async (c) => {
    const body = await readBody(c, loginFields);
    const ip = clientIp(c, opts.trustProxy);
    await limit([
      { key: `login:ip:${ip}`, limit: LIMITS.loginIp },
      { key: `login:acct:${body.email.trim().toLowerCase()}`, limit: LIMITS.loginAccount },
    ]);
    const data = await accounts.login(body.email, body.password);
    setSessionCookie(c, data.session_key, opts.secureCookies);
    return ok(c, data, messages.loggedIn);
  });

  api.post("/logout/v1/", async (c) => {
    const body = await readBody(c, logoutBody);
    const customer = await requireCustomer(c, body, accounts);
    await accounts.logout(customer.sessionKey);
    clearSessionCookie(c);
    return ok(c, null, messages.loggedOut);
  });

  api.post("/profile/details/v1/", async (c) => {
    const customer = await requireCustomer(c, await readBody(c, customerBody), accounts);
    return ok(c, await accounts.profile(customer.userid));
  });

  api.post("/profile/update/v1/", async (c) => {
    const body = await readBody(c, updateBody);
    const customer = await requireCustomer(c, body, accounts);
    const profile = await accounts.updateProfile(customer.userid, body);
    return ok(c, profile, messages.profileUpdated);
  });

  api.post("/profile/changepassword/v1/", async (c) => {
    const body = await readBody(c, changeBody);
    const customer = await requireCustomer(c, body, accounts);
    await limit([{ key: `password:acct:${customer.userid}`, limit: LIMITS.loginAccount }]);
    await accounts.changePassword(
      customer.userid,
      customer.sessionId,
      body.currentpassword,
      body.newpassword,
    );
    return ok(c, null, messages.passwordChanged);
  });

  api.post("/password/forgot/v1/", async (c) => {
    const body = await readBody(c, forgotBody);
    const ip = clientIp(c, opts.trustProxy);
    const verdict = await hit(db, [
      { key: `forgot:ip:${ip}`, limit: LIMITS.forgotIp },
      { key: `forgot:acct:${body.email.toLowerCase()}`, limit: LIMITS.forgotAccount },
    ]);
    // Over the limit the answer is the same, but no more email goes out.
    if (verdict.allowed) await accounts.forgotPassword(body.email);
    return ok(c, null, messages.forgotSent);
  });

  api.post("/password/reset/v1/", async (c) => {
    const body = await readBody(c, resetBody);
    await accounts.resetPassword(body.token, body.newpassword);
    return ok(c, null, messages.resetDone);
  });

  return api;
}
