import { z } from "zod";
import { identityFields, securityFields } from "../../../lib/validation/settings";
import { defineAdminApi } from "../../http/admin-api";
import type { StaffSessions } from "../staff/staff-sessions";
import type { SettingsService, StoredIdentity } from "./settings.service";

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
  orders_email: z.string().describe("Where staff notifications go; empty: `email`."),
  /** Send back as `expected_updated_at`; null until the owner first saves. */
  updated_at: z.string().nullable(),
});

const settingsWire = z.object({
  identity: identityWire,
  security: z.object({ require_two_factor: z.boolean() }),
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
  orders_email: ordersEmail,
  updated_at: updatedAt?.toISOString() ?? null,
});

/** The owner's shop settings: identity (name, address, phones, links, GSTIN…) and security. */
export function settingsApi(settings: SettingsService, sessions: StaffSessions) {
  const api = defineAdminApi("Shop settings", sessions);
  const current = async () => ({
    identity: presentIdentity(await settings.identity()),
    security: { require_two_factor: (await settings.security()).requireTwoFactor },
  });

  api.post(
    {
      path: "/settings/get",
      summary: "The shop's identity and security settings.",
      permission: "settings",
      body: z.object({}),
      data: settingsWire,
    },
    async () => ({ data: await current() }),
  );

  api.post(
    {
      path: "/settings/identity",
      summary: "Saves the shop's identity; the storefront shows it at once, in every process.",
      description:
        "A form loaded before someone else saved is refused with 409 (send `expected_updated_at`).",
      permission: "settings",
      body: identityFields,
      data: settingsWire,
      errors: ["conflict"],
    },
    async (_c, body, me) => {
      const { expected_updated_at, ...input } = body;
      await settings.updateIdentity({ staffId: me.id, name: me.name }, input, expected_updated_at);
      return { data: await current(), message: "The shop's details are saved." };
    },
  );

  api.post(
    {
      path: "/settings/security",
      summary: "Requires (or stops requiring) two-factor sign-in of every staff member.",
      permission: "settings",
      body: securityFields,
      data: settingsWire,
    },
    async (_c, body, me) => {
      await settings.updateSecurity(
        { staffId: me.id, name: me.name },
        { requireTwoFactor: body.require_two_factor },
      );
      return {
        data: await current(),
        message: body.require_two_factor
          ? "Two-factor sign-in is now required of every staff member."
          : "Two-factor sign-in is now each staff member's choice.",
      };
    },
  );

  return api;
}
