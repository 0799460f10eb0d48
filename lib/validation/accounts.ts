import { z } from "zod";
import { EMAIL_PATTERN, PHONE_PATTERN } from "./fields";

export const MIN_PASSWORD = 8;
const MAX_PASSWORD = 200;

/** Login (spec section 5): an email or a 10-digit phone, and a password. */
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

/** Signup (spec section 5), plus the 8-character minimum and a 10-digit phone. */
export const signupFields = z
  .object({
    fullname: z
      .string({ error: "Full Name is required" })
      .trim()
      .min(1, "Full Name is required")
      .max(200, "Full Name must be at most 200 characters"),
    phonenumber: z
      .string({ error: "Phone Number is required" })
      .trim()
      .min(1, "Phone Number is required")
      .regex(PHONE_PATTERN, "Phone Number must be 10 digits"),
    email: z
      .string({ error: "Email is required" })
      .trim()
      .min(1, "Email is required")
      .max(254, "Invalid email format")
      .regex(EMAIL_PATTERN, "Invalid email format"),
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
  });

/** Change password (spec section 5): the four messages. */
export const changePasswordFields = z
  .object({
    currentpassword: z.string({ error: "Enter current password." }).min(1, "Enter current password."),
    newpassword: z
      .string({ error: "Enter new password." })
      .min(1, "Enter new password.")
      .min(MIN_PASSWORD, `New password must be at least ${MIN_PASSWORD} characters.`)
      .max(MAX_PASSWORD, `New password must be at most ${MAX_PASSWORD} characters.`),
    confirmpassword: z.string({ error: "Enter confirm password." }).min(1, "Enter confirm password."),
  })
  .refine((v) => v.newpassword === v.confirmpassword, {
    message: "New password and confirm password do not match.",
    path: ["confirmpassword"],
  });

export const profileFields = z.object({
  fullname: z
    .string({ error: "Full Name is required" })
    .trim()
    .min(1, "Full Name is required")
    .max(200, "Full Name must be at most 200 characters"),
  phonenumber: z
    .string({ error: "Phone Number is required" })
    .trim()
    .min(1, "Phone Number is required")
    .regex(PHONE_PATTERN, "Phone Number must be 10 digits"),
});
