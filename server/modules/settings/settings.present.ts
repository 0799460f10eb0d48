import { z } from "zod";
import type { StoredIdentity } from "./settings.service";

/** The identity as the settings form edits it (the same names as its body). */
export const identityWire = z.object({
  name: z.string(),
  short_name: z.string(),
  tagline: z.string(),
  about_text: z.string(),
  address: z.string(),
  email: z.string(),
  customer_care_phones: z.array(z.string()),
  bulk_enquiry_phone: z.string(),
  hours: z.string(),
  whatsapp_phone: z.string().describe("Chat with us opens WhatsApp with this number; empty: no chat."),
  social: z.array(z.object({ label: z.string(), url: z.string() })),
  gstin: z.string(),
  legal_name: z.string(),
  state_code: z.string(),
  invoice_prefix: z.string(),
  privacy_email: z.string(),
  privacy_phone: z.string(),
  grievance_name: z
    .string()
    .describe(
      "The grievance officer customers complain to (Consumer Protection (E-Commerce) Rules, 2020); empty: none named.",
    ),
  grievance_phone: z.string(),
  grievance_email: z.string(),
  orders_email: z.string().describe("Where staff notifications go; empty: `email`."),
  name_hi: z
    .string()
    .describe("The shop's name in Hindi: the installed app's name for Hindi readers; empty: `name`."),
  tagline_hi: z.string().describe("The tagline for Hindi readers; empty: they read `tagline`."),
  about_text_hi: z.string().describe("The about text for Hindi readers; empty: they read `about_text`."),
  address_hi: z.string().describe("The address for Hindi readers; empty: they read `address`."),
  hours_hi: z.string().describe("The opening hours for Hindi readers; empty: they read `hours`."),
  /** Send back as `expected_updated_at`; null until the owner first saves. */
  updated_at: z.string().nullable(),
});

export const settingsWire = z.object({
  identity: identityWire,
  security: z.object({ require_two_factor: z.boolean() }),
  offline: z.object({
    service_worker: z
      .boolean()
      .describe(
        "Phones keep the storefront for use offline; false: every phone's service worker removes itself.",
      ),
  }),
});

export const presentIdentity = ({
  business: b,
  ordersEmail,
  updatedAt,
}: StoredIdentity): z.infer<typeof identityWire> => ({
  name: b.name,
  short_name: b.shortName,
  tagline: b.tagline,
  about_text: b.aboutText,
  address: b.address,
  email: b.email,
  customer_care_phones: b.phones.customerCare,
  bulk_enquiry_phone: b.phones.bulkEnquiry,
  hours: b.hours,
  whatsapp_phone: b.whatsapp,
  social: b.social,
  gstin: b.gstin,
  legal_name: b.legalName,
  state_code: b.stateCode,
  invoice_prefix: b.invoicePrefix,
  privacy_email: b.privacyContact.email,
  privacy_phone: b.privacyContact.phone,
  grievance_name: b.grievanceOfficer.name,
  grievance_phone: b.grievanceOfficer.phone,
  grievance_email: b.grievanceOfficer.email,
  orders_email: ordersEmail,
  name_hi: b.hi.name ?? "",
  tagline_hi: b.hi.tagline,
  about_text_hi: b.hi.aboutText,
  address_hi: b.hi.address,
  hours_hi: b.hi.hours,
  updated_at: updatedAt?.toISOString() ?? null,
});

/** The shop's identity as the settings page shows it. */
export type ShopIdentity = z.infer<typeof identityWire>;
