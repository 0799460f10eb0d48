import { z } from "zod";
import { GSTIN_PATTERN, gstinMessages, gstinProblem } from "../gstin";
import { INDIA_STATES } from "../india-states";
import { EMAIL_PATTERN, emailField } from "./fields";

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

export { GSTIN_PATTERN };

/**
 * A GSTIN, or "" when `optional`: 15 characters whose last one is the check character of the
 * rest (lib/gstin.ts), with a message for each problem.
 */
export const gstinField = (optional: boolean) =>
  z
    .string({ error: "The GSTIN must be text." })
    .trim()
    .toUpperCase()
    .superRefine((v, ctx) => {
      if (v === "" && optional) return;
      const problem = gstinProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: gstinMessages[problem] });
    });

const STATE_CODES = INDIA_STATES.map((s) => s.gstCode) as [string, ...string[]];

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
  /** Chat with us opens WhatsApp with this number; empty: the contact page offers no chat. */
  whatsapp_phone: z
    .string({ error: "The WhatsApp number must be text." })
    .trim()
    .refine(
      (v) => v === "" || /^\+?[0-9][0-9 -]{6,18}[0-9]$/.test(v),
      "The WhatsApp number must be a phone number such as +91 98765 43210, or empty for no chat.",
    )
    .optional()
    .default(""),
  social: z
    .array(z.object({ label: text("The link's name", 40), url: webAddress }))
    .max(6, "At most six social links."),
  gstin: gstinField(true),
  legal_name: optional("The registered name", 160).default(""),
  state_code: z.enum(STATE_CODES, { error: "Choose the shop's state." }),
  invoice_prefix: z
    .string({ error: "The invoice prefix must be text." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{0,6}$/, "The invoice prefix is up to 6 letters or digits, such as HA.")
    .default(""),
  privacy_email: emailField("The privacy contact email is required.", "Enter a valid email address."),
  privacy_phone: phone("The privacy contact phone"),
  /**
   * The grievance officer (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)): a name, a
   * phone and an email, or none of the three (none named yet; the dashboard says so).
   */
  grievance_name: optional("The grievance officer's name", 120).default(""),
  grievance_phone: z
    .string({ error: "The grievance officer's phone must be text." })
    .trim()
    .refine(
      (v) => v === "" || /^\+?[0-9][0-9 -]{6,18}[0-9]$/.test(v),
      "The grievance officer's phone must be a phone number such as +91 98765 43210.",
    )
    .optional()
    .default(""),
  grievance_email: z
    .string({ error: "The grievance officer's email must be text." })
    .trim()
    .max(254, "Enter the grievance officer's email as an address such as grievance@shop.in.")
    .refine(
      (v) => v === "" || EMAIL_PATTERN.test(v),
      "Enter the grievance officer's email as an address such as grievance@shop.in.",
    )
    .optional()
    .default(""),
  /** Where staff notifications go (new paid orders, enquiries, messages, failed refunds); empty: `email`. */
  orders_email: z
    .string({ error: "The orders email must be text." })
    .trim()
    .max(254, "Enter a valid email address, or leave it empty.")
    .refine((v) => v === "" || EMAIL_PATTERN.test(v), "Enter a valid email address, or leave it empty.")
    .optional()
    .default(""),
  // The owner's texts in Hindi, for Hindi readers; empty: they read the English.
  name_hi: optional("The shop's name in Hindi", 80).default(""),
  tagline_hi: optional("The tagline in Hindi", 160).default(""),
  about_text_hi: optional("The about text in Hindi", 2000).default(""),
  address_hi: optional("The address in Hindi", 300).default(""),
  hours_hi: optional("The opening hours in Hindi", 80).default(""),
  /** The settings' `updated_at` the form was loaded with: a change since then is refused. */
  expected_updated_at: z.string().max(40).optional(),
});

export const securityFields = z.object({
  require_two_factor: z.boolean({ error: "Say yes or no." }),
});

/** Offline use: whether phones keep the storefront with the shop's service worker (docs/decisions/0051-offline.md). */
export const offlineFields = z.object({
  service_worker: z.boolean({ error: "Say yes or no." }),
});

/** The rows a form leaves empty (a spare phone, a spare social link) are no rows. */
const filled = (rows: unknown) =>
  Array.isArray(rows)
    ? rows.filter((row) =>
        typeof row === "object" && row !== null
          ? Object.values(row).some((v) => typeof v === "string" && v.trim() !== "")
          : typeof row === "string" && row.trim() !== "",
      )
    : rows;

/**
 * The settings page's form, posted to its page: the same rules, where an empty optional field
 * (left out of a posted form) is "" and the spare rows left empty are dropped.
 */
export const identityForm = identityFields.extend({
  tagline: optional("The tagline", 160).default(""),
  hours: optional("The opening hours", 80).default(""),
  gstin: gstinField(true).default(""),
  customer_care_phones: z.preprocess(filled, identityFields.shape.customer_care_phones),
  social: z.preprocess(filled, identityFields.shape.social),
});

/** The page's button: `require_two_factor` present ("on") asks for it, absent stops it. */
export const securityForm = z.object({
  require_two_factor: z.boolean({ error: "Say yes or no." }).default(false),
});

/** The page's button: `service_worker` present ("on") turns offline use on, absent turns it off. */
export const offlineForm = z.object({
  service_worker: z.boolean({ error: "Say yes or no." }).default(false),
});
