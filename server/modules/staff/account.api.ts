import { z } from "zod";
import { ownPasswordFields } from "../../../lib/validation/staff";
import { defineAdminApi } from "../../http/admin-api";
import type { StaffService } from "./staff.service";
import type { TwoFactor } from "./two-factor";

const code = z
  .string({ error: "Enter the 6-digit code from your app." })
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from your app.");

/**
 * A staff member's own account (any role, and before two-factor sign-in is set up when it is
 * required): two-factor sign-in, and their password.
 */
export function accountApi(staff: StaffService, twoFactor: TwoFactor) {
  const api = defineAdminApi("My account", staff.sessions);

  api.post(
    {
      path: "/account/two-factor/begin",
      summary: "Starts setting up two-factor sign-in: a new secret, its otpauth:// link and a QR code (SVG).",
      permission: "account",
      body: z.object({}),
      data: z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() }),
    },
    async (_c, _body, me) => {
      const { secret, uri, qrSvg } = await twoFactor.begin(me.id, me.email);
      return { data: { secret, uri, qr_svg: qrSvg } };
    },
  );

  api.post(
    {
      path: "/account/two-factor/confirm",
      summary:
        "Puts two-factor sign-in in force with a first right code; answers 10 recovery codes, shown once.",
      permission: "account",
      body: z.object({ code }),
      data: z.object({ recovery_codes: z.array(z.string()) }),
    },
    async (_c, body, me) => {
      const codes = await twoFactor.confirm({ staffId: me.id, name: me.name }, me.id, body.code);
      return {
        data: { recovery_codes: codes },
        message: "Two-factor sign-in is on. Keep the recovery codes somewhere safe: each works once.",
      };
    },
  );

  api.post(
    {
      path: "/account/two-factor/disable",
      summary: "Switches two-factor sign-in off; the password confirms it.",
      permission: "account",
      body: z.object({
        password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(200),
      }),
      data: z.null(),
    },
    async (_c, body, me) => {
      await twoFactor.disable({ staffId: me.id, name: me.name }, me.id, body.password);
      return { data: null, message: "Two-factor sign-in is off." };
    },
  );

  api.post(
    {
      path: "/account/password",
      summary: "Changes one's own password: the current one must be right; one's other sessions end.",
      description:
        "Wrong current passwords are limited per member (RATE_LIMIT_PASSWORD_CHANGE_ACCOUNT, 429 after that). The session making the change stays signed in.",
      permission: "account",
      body: ownPasswordFields,
      data: z.object({ other_sessions_ended: z.number().int() }),
      errors: ["rate_limited"],
    },
    async (_c, body, me) => {
      const { sessionsEnded } = await staff.changeOwnPassword(me, body.current_password, body.password);
      return {
        data: { other_sessions_ended: sessionsEnded },
        message:
          sessionsEnded > 0
            ? "Your password is changed. You were signed out everywhere else."
            : "Your password is changed.",
      };
    },
  );

  return api;
}
