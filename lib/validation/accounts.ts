import { z } from "zod";
import { emailField, PHONE_PATTERN } from "./fields";

export const MIN_PASSWORD = 8;
const MAX_PASSWORD = 200;

const fullname = z
  .string({ error: "Full Name is required" })
  .trim()
  .min(1, "Full Name is required")
  .max(200, "Full Name must be at most 200 characters");

const phonenumber = z
  .string({ error: "Phone Number is required" })
  .trim()
  .min(1, "Phone Number is required")
  .regex(PHONE_PATTERN, "Phone Number must be 10 digits");

/**
 * When to compare two passwords: whenever both were typed, whatever the other fields hold. A
 * form read by Conform gives an empty field as a missing one, and a missing field would
 * otherwise stop zod from running an object's own checks.
 */
const bothTyped =
  (a: string, b: string) =>
  ({ value }: { value: unknown }) => {
    const v = (value ?? {}) as Record<string, unknown>;
    return typeof v[a] === "string" && typeof v[b] === "string";
  };

/** Login: an email or a 10-digit phone, and a password. */
export const loginFields = z.object({
  email: z
    .string({ error: "Email / Phone Number is required" })
    .trim()
    .min(1, "Email / Phone Number is required")
    .max(254, "Invalid email/phone or password"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(MAX_PASSWORD, "Invalid email/phone or password"),
});

/** Signup, with the 8-character minimum and a 10-digit phone. */
export const signupFields = z
  .object({
    fullname,
    phonenumber,
    email: emailField(),
    password: z
      .string({ error: "Password is required" })
      .min(1, "Password is required")
      .min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`)
      .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
    confirmpassword: z
      .string({ error: "Confirm Password is required" })
      .min(1, "Confirm Password is required"),
  })
  .refine((v) => v.password === v.confirmpassword, {
    message: "Passwords do not match",
    path: ["confirmpassword"],
    when: bothTyped("password", "confirmpassword"),
  });

/**
 * The profile: name and phone; and an email, which only an account without one may add (one
 * signed up by phone). Left empty, nothing changes.
 */
export const profileFields = z.object({
  fullname,
  phonenumber,
  email: z.union([z.literal(""), emailField()]).optional(),
});

/** The profile's choice of channels for order messages: ticked boxes, at least one. */
export const channelFields = z
  .object({ whatsapp: z.boolean().optional(), sms: z.boolean().optional(), email: z.boolean().optional() })
  .refine((v) => v.whatsapp || v.sms || v.email, {
    message: "Choose at least one way to get your order messages.",
  });

const newpassword = z
  .string({ error: "Enter new password." })
  .min(1, "Enter new password.")
  .min(MIN_PASSWORD, `New password must be at least ${MIN_PASSWORD} characters.`)
  .max(MAX_PASSWORD, `New password must be at most ${MAX_PASSWORD} characters.`);

const confirmpassword = z
  .string({ error: "Enter confirm password." })
  .min(1, "Enter confirm password.")
  .max(MAX_PASSWORD, "New password and confirm password do not match.");

/**
 * The confirmation must repeat the new password. Forms always send it; an API client that
 * leaves it out is not refused for that (docs/api.md), but one that sends it must match.
 */
const confirmed = <S extends z.ZodType<{ newpassword: string; confirmpassword?: string }>>(schema: S) =>
  schema.refine((v) => v.confirmpassword === undefined || v.confirmpassword === v.newpassword, {
    message: "New password and confirm password do not match.",
    path: ["confirmpassword"],
    when: bothTyped("newpassword", "confirmpassword"),
  });

const changePassword = z.object({
  currentpassword: z
    .string({ error: "Enter current password." })
    .min(1, "Enter current password.")
    .max(MAX_PASSWORD, "Current password is incorrect."),
  newpassword,
  confirmpassword,
});

/** Change password: the form's four messages. */
export const changePasswordFields = confirmed(changePassword);
/** The same rules for `/api/profile/changepassword/v1/`, where the confirmation may be left out. */
export const changePasswordRequest = confirmed(
  changePassword.extend({ confirmpassword: confirmpassword.optional() }),
);

/** 'Forgot password': the email the reset link goes to. */
export const forgotPasswordFields = z.object({ email: emailField() });

/** The emailed link's form: the new password twice. */
export const resetPasswordFields = confirmed(z.object({ newpassword, confirmpassword }));
/** `/api/password/reset/v1/`: the link's token and the new password (its confirmation optional). */
export const resetPasswordRequest = confirmed(
  z.object({
    token: z
      .string({ error: "The reset link is incomplete." })
      .min(10, "The reset link is incomplete.")
      .max(200, "The reset link is incomplete."),
    newpassword,
    confirmpassword: confirmpassword.optional(),
  }),
);
