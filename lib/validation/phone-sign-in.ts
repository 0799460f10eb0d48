import { z } from "zod";
import { MIN_PASSWORD } from "./accounts";

/**
 * The forms of signing in by phone (docs/decisions/0036-sign-in-by-phone.md). The browser checks
 * a mobile number by the plain rule (10 digits starting 6–9, after +91 or a 0); the server reads
 * it with libphonenumber (server/phone-number.ts), and its answer is the one that counts.
 */
export const MOBILE_REQUIRED = "Enter your mobile number.";
export const NOT_A_NUMBER = "This is not a phone number. Type the 10 digits of your mobile.";
export const NOT_INDIAN_MOBILE =
  "This is not an Indian mobile number: it has 10 digits and starts with 6, 7, 8 or 9.";

/** The 10 digits of a typed Indian mobile ("+91 98300 12345", "098300-12345"), or null. */
export function mobileDigits(typed: string): string | null {
  const digits = typed.replace(/[\s().-]/g, "").replace(/^(\+91|0091|0)(?=\d{10}$)/, "");
  const plain = /^91\d{10}$/.test(digits) ? digits.slice(2) : digits;
  return /^[6-9]\d{9}$/.test(plain) ? plain : null;
}

export const mobileField = z
  .string({ error: MOBILE_REQUIRED })
  .trim()
  .min(1, MOBILE_REQUIRED)
  .max(20, NOT_A_NUMBER)
  .refine((v) => !/[a-z]/i.test(v), NOT_A_NUMBER)
  .refine((v) => mobileDigits(v) !== null, NOT_INDIAN_MOBILE);

export const CODE_REQUIRED = "Enter the 6-digit code from the SMS.";
export const CODE_FORMAT = "The code is the 6 digits in the SMS.";

const codeField = z
  .string({ error: CODE_REQUIRED })
  .trim()
  .min(1, CODE_REQUIRED)
  .max(12, CODE_FORMAT)
  .refine((v) => /^\d{6}$/.test(v.replace(/[\s-]/g, "")), CODE_FORMAT);

const fullname = z
  .string({ error: "Full Name is required" })
  .trim()
  .min(1, "Full Name is required")
  .max(200, "Full Name must be at most 200 characters");

const newpassword = z
  .string({ error: "Enter new password." })
  .min(1, "Enter new password.")
  .min(MIN_PASSWORD, `New password must be at least ${MIN_PASSWORD} characters.`)
  .max(200, "New password must be at most 200 characters.");

const confirmpassword = z.string({ error: "Enter confirm password." }).min(1, "Enter confirm password.");

const matching = <S extends z.ZodType<{ newpassword: string; confirmpassword: string }>>(schema: S) =>
  schema.refine((v) => v.newpassword === v.confirmpassword, {
    message: "New password and confirm password do not match.",
    path: ["confirmpassword"],
    when: ({ value }) => {
      const v = (value ?? {}) as Record<string, unknown>;
      return typeof v.newpassword === "string" && typeof v.confirmpassword === "string";
    },
  });

/** Which step a phone form is: asking for a code, or typing it back. */
export const PHONE_STEP = "step";

/** Signing up: a name and a mobile number; then the code. */
export const phoneSignupAsk = z.object({ fullname, phonenumber: mobileField });
export const phoneSignupFinish = phoneSignupAsk.extend({ code: codeField });

/** Signing in, or a new password: the number; then the code (and the new password twice). */
export const phoneAsk = z.object({ phonenumber: mobileField });
export const phoneLoginFinish = phoneAsk.extend({ code: codeField });
export const phoneResetFinish = matching(phoneAsk.extend({ code: codeField, newpassword, confirmpassword }));

/** A first password for an account made by phone (the profile's Password tab). */
export const setPasswordFields = matching(z.object({ newpassword, confirmpassword }));
