import { z } from "zod";
import { staffLoginFields, staffSetupFields } from "../../../lib/validation/staff";
import { defineAdminApi } from "../../http/admin-api";
import { addressOf } from "../../http/client-ip";
import { clearStaffCookie, setStaffCookie, staffKeyOf } from "../../http/staff-auth";
import { loginWire, meWire, presentMe, presentStaff, staffWire } from "./staff.present";
import type { StaffService } from "./staff.service";
import { staffMessages } from "./staff-types";

/** Signing in and out of the back office, the signed-in member, and the first owner's setup. */
export function staffAuthApi(staff: StaffService, opts: { secureCookies: boolean }) {
  const api = defineAdminApi("Sign-in", staff.sessions);

  api.postPublic(
    {
      path: "/login",
      summary: "Signs a staff member in and sets the staff cookie (throttled like customers' logins).",
      description:
        "With two-factor sign-in on, a right password without `code` answers `outcome: code_needed` " +
        "and no session; send the same body again with the authenticator's code or a recovery code.",
      body: staffLoginFields,
      data: loginWire,
      errors: ["login_required", "forbidden", "rate_limited"],
    },
    async (c, body) => {
      const result = await staff.login(body.email, body.password, body.code, { ip: addressOf(c) });
      if (result.kind === "code-needed") {
        return { data: { outcome: "code_needed" as const }, message: staffMessages.codeNeeded };
      }
      setStaffCookie(c, result.sessionKey, opts.secureCookies);
      const me = await staff.sessions.authenticate(result.sessionKey);
      if (!me) throw new Error("a session just started did not authenticate");
      return {
        data: { outcome: "signed_in" as const, staff: presentMe(me) },
        message: staffMessages.signedIn,
      };
    },
  );

  api.post(
    {
      path: "/logout",
      summary: "Ends the staff session and clears the staff cookie.",
      permission: "account",
      body: z.object({}),
      data: z.null(),
    },
    async (c) => {
      const key = staffKeyOf(c);
      if (key) await staff.sessions.end(key);
      clearStaffCookie(c);
      return { data: null, message: staffMessages.signedOut };
    },
  );

  api.post(
    {
      path: "/me",
      summary: "The signed-in staff member and the permissions of their role.",
      permission: "account",
      body: z.object({}),
      data: meWire,
    },
    async (_c, _body, me) => ({ data: presentMe(me) }),
  );

  api.postPublic(
    {
      path: "/setup",
      summary: "Creates the first owner with the one-time setup link printed at start-up.",
      description: "Answers 400 for a used, expired or unknown token and 409 once the shop has an owner.",
      body: staffSetupFields,
      data: staffWire,
      errors: ["conflict"],
    },
    async (_c, body) => {
      const owner = await staff.setupOwner(body.token, {
        email: body.email,
        name: body.name,
        password: body.password,
      });
      return { data: presentStaff(owner), message: "The owner account is ready. Please sign in." };
    },
  );

  return api;
}
