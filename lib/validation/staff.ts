import { z } from "zod";
import { STAFF_ROLES } from "../staff-roles";
import { MIN_PASSWORD } from "./accounts";
import { emailField, id } from "./fields";

// The back office's staff forms and their API bodies: one set of rules for both sides.

const MAX_PASSWORD = 200;

export const staffName = z
  .string({ error: "Enter the staff member's name." })
  .trim()
  .min(1, "Enter the staff member's name.")
  .max(100, "The name must be at most 100 characters.");

export const staffRoleField = z.enum(STAFF_ROLES, { error: "Choose owner, manager or packer." });

/** A new password, with the customers' length rules. */
export const newStaffPassword = z
  .string({ error: "Choose a password." })
  .min(1, "Choose a password.")
  .min(MIN_PASSWORD, `The password must be at least ${MIN_PASSWORD} characters.`)
  .max(MAX_PASSWORD, `The password must be at most ${MAX_PASSWORD} characters.`);

const confirmation = z.string({ error: "Type the password again." }).max(MAX_PASSWORD).optional();
const matching = <T extends { password: string; confirm_password?: string }>(v: T) =>
  v.confirm_password === undefined || v.confirm_password === v.password;
const mismatch = { message: "The two passwords are not the same.", path: ["confirm_password"] };

/** Sign-in: email, password and, for two-factor accounts, the code (sent once asked for). */
export const staffLoginFields = z.object({
  email: emailField("Enter your email.", "Enter a valid email address."),
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(MAX_PASSWORD),
  code: z
    .string({ error: "Enter the code." })
    .trim()
    .max(40, "That code is not right.")
    .optional()
    .transform((v) => v || undefined),
});

const token = z
  .string({ error: "The link is incomplete." })
  .min(10, "The link is incomplete.")
  .max(200, "The link is incomplete.");

/** The first owner, created with the setup link printed at start-up. */
export const staffSetupFields = z
  .object({
    token,
    name: staffName,
    email: emailField("Enter your email.", "Enter a valid email address."),
    password: newStaffPassword,
    confirm_password: confirmation,
  })
  .refine(matching, mismatch);

/** Accepting an invitation: the emailed link's token and a password. */
export const acceptInviteFields = z
  .object({ token, password: newStaffPassword, confirm_password: confirmation })
  .refine(matching, mismatch);

/** The owner invites a staff member by email. */
export const inviteStaffFields = z.object({
  email: emailField("Enter their email.", "Enter a valid email address."),
  name: staffName,
  role: staffRoleField,
});

export const staffIdField = z.object({ staff_id: id("Choose a staff member.") });
export const changeRoleFields = staffIdField.extend({ role: staffRoleField });

/** Changing one's own password: the current one, then the new one twice. */
export const ownPasswordFields = z
  .object({
    current_password: z
      .string({ error: "Enter your current password." })
      .min(1, "Enter your current password.")
      .max(MAX_PASSWORD, "Your current password is not right."),
    password: newStaffPassword,
    confirm_password: confirmation,
  })
  .refine(matching, mismatch);
