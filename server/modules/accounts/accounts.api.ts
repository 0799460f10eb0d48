import type { Context } from "hono";
import { z } from "zod";
import {
  changePasswordRequest,
  forgotPasswordFields,
  loginFields,
  profileFields,
  resetPasswordRequest,
  signupFields,
} from "../../../lib/validation/accounts";
import type { AppEnv } from "../../http/app-env";
import { addressOf } from "../../http/client-ip";
import { clearSessionCookie, customerFields, requireCustomer, setSessionCookie } from "../../http/customer";
import { defineApi } from "../../http/endpoint";
import {
  loginWire,
  presentLogin,
  presentProfile,
  presentUser,
  profileWire,
  userWire,
} from "./accounts.present";
import { type AccountsService, messages } from "./accounts.service";

const customerBody = z.object(customerFields);

/** The account endpoints of docs/api.md. Rules and rate limits live in the service. */
export function accountsApi(accounts: AccountsService, opts: { secureCookies: boolean }) {
  const api = defineApi("Accounts");
  const from = (c: Context<AppEnv>) => ({ ip: addressOf(c), lang: c.get("lang") });

  api.post(
    {
      path: "/signup/v1/",
      summary: "Creates a customer account (and queues a welcome email).",
      body: signupFields,
      data: userWire,
      errors: ["conflict", "rate_limited"],
    },
    async (c, body) => {
      const account = await accounts.signup(
        { fullName: body.fullname, phone: body.phonenumber, email: body.email, password: body.password },
        from(c),
      );
      return { data: presentUser(account), message: messages.signedUp };
    },
  );

  api.post(
    {
      path: "/login/v1/",
      summary:
        "Logs in by email or 10-digit phone; answers the session key and sets the session cookie (403 for an account the shop disabled).",
      body: loginFields,
      data: loginWire,
      errors: ["login_required", "forbidden", "rate_limited"],
    },
    async (c, body) => {
      const { account, sessionKey } = await accounts.login(body.email, body.password, from(c));
      setSessionCookie(c, sessionKey, opts.secureCookies);
      return { data: presentLogin(account, sessionKey), message: messages.loggedIn };
    },
  );

  api.post(
    {
      path: "/logout/v1/",
      summary: "Ends the session (its key is refused afterwards) and clears the cookie.",
      body: customerBody,
      data: z.null(),
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      await accounts.logout(customer.sessionKey);
      clearSessionCookie(c);
      return { data: null, message: messages.loggedOut };
    },
  );

  api.post(
    {
      path: "/profile/details/v1/",
      summary: "The customer's name, phone and email.",
      body: customerBody,
      data: profileWire,
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      return { data: presentProfile(await accounts.profile(customer.userId)) };
    },
  );

  api.post(
    {
      path: "/profile/update/v1/",
      summary: "Changes the name and phone; the email never changes here.",
      body: profileFields.extend(customerFields),
      data: profileWire,
      errors: ["conflict", "rate_limited"],
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      const account = await accounts.updateProfile(customer.userId, {
        fullName: body.fullname,
        phone: body.phonenumber,
      });
      return { data: presentProfile(account), message: messages.profileUpdated };
    },
  );

  api.post(
    {
      path: "/profile/changepassword/v1/",
      summary: "Changes the password after checking the current one; ends the customer's other sessions.",
      body: changePasswordRequest.and(customerBody),
      data: z.null(),
      errors: ["rate_limited"],
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      await accounts.changePassword(
        customer.userId,
        customer.sessionId,
        body.currentpassword,
        body.newpassword,
      );
      return { data: null, message: messages.passwordChanged };
    },
  );

  api.post(
    {
      path: "/password/forgot/v1/",
      summary: "Emails a one-time reset link when the account exists; the answer is the same either way.",
      body: forgotPasswordFields,
      data: z.null(),
      errors: ["rate_limited"],
    },
    async (c, body) => {
      await accounts.forgotPassword(body.email, from(c));
      return { data: null, message: messages.forgotSent };
    },
  );

  api.post(
    {
      path: "/password/reset/v1/",
      summary: "Sets a new password with the emailed token, spends the token and ends every session.",
      body: resetPasswordRequest,
      data: z.null(),
      errors: ["rate_limited"],
    },
    async (c, body) => {
      await accounts.resetPassword(body.token, body.newpassword, from(c));
      return { data: null, message: messages.resetDone };
    },
  );

  return api;
}
