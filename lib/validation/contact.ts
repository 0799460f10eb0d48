import { z } from "zod";
import { EMAIL_PATTERN, multiline } from "./fields";
import { mobileDigits, NOT_INDIAN_MOBILE } from "./phone-sign-in";

/** Said when neither an email nor a phone number was given: the shop could not answer. */
export const EMAIL_OR_PHONE = "Give an email or a phone number, so that we can answer you.";

/**
 * The contact form ('Get In Touch'); the spec shows no messages, so these are ours. Email and
 * last name are optional (many farmers have no email): at least one of email and phone.
 */
export const contactFields = z
  .object({
    first_name: z
      .string({ error: "First name is required." })
      .trim()
      .min(1, "First name is required.")
      .max(100, "First name is too long."),
    last_name: z.string().trim().max(100, "Last name is too long.").optional().default(""),
    email: z
      .string()
      .trim()
      .max(254, "Invalid email address.")
      .refine((v) => v === "" || EMAIL_PATTERN.test(v), "Invalid email address.")
      .optional(),
    phone: z
      .string()
      .trim()
      .max(20, NOT_INDIAN_MOBILE)
      .refine((v) => v === "" || mobileDigits(v) !== null, NOT_INDIAN_MOBILE)
      .optional(),
    message: multiline(
      z
        .string({ error: "Message is required." })
        .trim()
        .min(1, "Message is required.")
        .max(2000, "Message must be at most 2000 characters."),
    ),
  })
  .refine((v) => Boolean(v.email || v.phone), {
    message: EMAIL_OR_PHONE,
    path: ["phone"],
    // Said as soon as both are left empty, whatever the other fields hold.
    when: ({ value }) => {
      const v = (value ?? {}) as Record<string, unknown>;
      return !v.email && !v.phone;
    },
  });

export type ContactInput = z.infer<typeof contactFields>;
