import { z } from "zod";
import { emailField } from "./fields";

// The owner's shop settings form and its API body: one set of rules for both sides.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);
const phone = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, `${label} must be a phone number such as +91 98765 43210.`);
const webAddress = z
  .string({ error: "The link must be text." })
  .trim()
  .max(300, "The link must be at most 300 characters.")
  .regex(/^https:\/\/[^\s]+$/, "The link must start with https://.");

/** India's GST identification number: 15 characters (state code, PAN, entity, Z, check). */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const identityFields = z.object({
  name: text("The business name", 120),
  short_name: text("The short name", 40),
  tagline: optional("The tagline", 160),
  about_text: text("The about text", 2000),
  address: text("The address", 300),
  email: emailField("The email is required.", "Enter a valid email address."),
  customer_care_phones: z
    .array(phone("A customer care phone"), { error: "Give at least one customer care phone." })
    .min(1, "Give at least one customer care phone.")
    .max(3, "At most three customer care phones."),
  bulk_enquiry_phone: phone("The bulk enquiry phone"),
  hours: optional("The opening hours", 80),
  social: z
    .array(z.object({ label: text("The link's name", 40), url: webAddress }))
    .max(6, "At most six social links."),
  gstin: z
    .string({ error: "The GSTIN must be text." })
    .trim()
    .toUpperCase()
    .refine(
      (v) => v === "" || GSTIN_PATTERN.test(v),
      "The GSTIN must be 15 characters such as 19AAACH1234F1Z5.",
    ),
  privacy_email: emailField("The privacy contact email is required.", "Enter a valid email address."),
  privacy_phone: phone("The privacy contact phone"),
  /** The settings' `updated_at` the form was loaded with: a change since then is refused. */
  expected_updated_at: z.string().max(40).optional(),
});

export const securityFields = z.object({
  require_two_factor: z.boolean({ error: "Say yes or no." }),
});
