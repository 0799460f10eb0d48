import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessIn } from "../lib/business";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { adminPost, newStaff } from "./helpers/staff";

const t = testAppForFile({ TRUST_PROXY: "true", CACHE_TTL_SECONDS: "3600" });

const identity = {
  name: "Dooars Agro Centre",
  short_name: "Dooars Agro",
  tagline: "Seeds and saplings for the Dooars",
  about_text: "A family shop in Jalpaiguri since 1988.",
  address: "12 Station Road, Jalpaiguri, West Bengal 735101",
  email: "hello@dooars-agro.example",
  customer_care_phones: ["+91 98300 12345"],
  bulk_enquiry_phone: "+91 98300 54321",
  hours: "9am-6pm",
  social: [{ label: "Facebook", url: "https://facebook.example/dooars" }],
  gstin: "19aaach1234f1z0",
  legal_name: "Dooars Agro Centre LLP",
  state_code: "19",
  invoice_prefix: "da",
  privacy_email: "privacy@dooars-agro.example",
  privacy_phone: "+91 98300 12345",
};

describe("the shop's settings", () => {
  it("the owner saves the identity; the storefront's pages show it at once, with an audit entry", async () => {
    const owner = await newStaff(t, "owner");
    const before = await adminPost(t, owner.cookie, "/settings/get");
    expect(before.body.data.identity.updated_at).toBeNull();
    // The storefront reads (and caches, for an hour here) the identity first.
    expect((await t.services.settings.business()).name).toBe(before.body.data.identity.name);
    const saved = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      expected_updated_at: "",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.identity).toMatchObject({
      name: "Dooars Agro Centre",
      gstin: "19AAACH1234F1Z0",
      invoice_prefix: "DA",
    });
    const shown = await t.services.settings.business();
    expect(shown).toMatchObject({
      name: "Dooars Agro Centre",
      phones: { customerCare: ["+91 98300 12345"], bulkEnquiry: "+91 98300 54321" },
      logo: "/images/logo.svg",
      // Saved without a WhatsApp number: the contact page offers no chat (never the demo's number).
      whatsapp: "",
    });
    const [audit] = await queryRows<{
      actor: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }>(
      t.database.db,
      sql`select actor, changes from audit_log where entity = 'settings' order by id desc limit 1`,
    );
    expect(audit.actor).toBe(owner.name);
    expect(audit.changes.name).toEqual({ before: null, after: "Dooars Agro Centre" });

    // A form loaded before that save is stale.
    const stale = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      name: "Other",
      expected_updated_at: "",
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("changed by someone else");
    const fresh = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      name: "Dooars Agro",
      expected_updated_at: saved.body.data.identity.updated_at,
    });
    expect(fresh.status).toBe(200);
    const [second] = await queryRows<{ changes: Record<string, unknown> }>(
      t.database.db,
      sql`select changes from audit_log where entity = 'settings' order by id desc limit 1`,
    );
    expect(second.changes).toEqual({ name: { before: "Dooars Agro Centre", after: "Dooars Agro" } });
  });

  it("keeps the WhatsApp number the owner saves for Chat with us", async () => {
    const owner = await newStaff(t, "owner");
    const before = await adminPost(t, owner.cookie, "/settings/get");
    const saved = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      whatsapp_phone: " 98300 12345 ",
      expected_updated_at: before.body.data.identity.updated_at ?? "",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.identity.whatsapp_phone).toBe("98300 12345");
    expect((await t.services.settings.business()).whatsapp).toBe("98300 12345");
  });

  it("names the grievance officer, all three of name, phone and email or none, for the contact page and footer", async () => {
    const owner = await newStaff(t, "owner");
    const fresh = await adminPost(t, owner.cookie, "/settings/get");
    const at = () => fresh.body.data.identity.updated_at ?? "";
    const partial = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      grievance_name: "Rina Thapa",
      grievance_phone: "",
      grievance_email: "grievance@",
      expected_updated_at: at(),
    });
    expect(partial.status).toBe(400);
    expect(partial.body.errors).toMatchObject({
      grievance_email: "Enter the grievance officer's email as an address such as grievance@shop.in.",
    });
    const half = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      grievance_name: "Rina Thapa",
      expected_updated_at: at(),
    });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe("Give the grievance officer's name, phone and email, or none of them.");
    expect(half.body.errors).toEqual({
      grievance_phone: "Give the grievance officer's phone too.",
      grievance_email: "Give the grievance officer's email too.",
    });
    const saved = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      grievance_name: "Rina Thapa",
      grievance_phone: "+91 98300 55555",
      grievance_email: "grievance@dooars-agro.example",
      expected_updated_at: at(),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await t.services.settings.business()).grievanceOfficer).toEqual({
      name: "Rina Thapa",
      phone: "+91 98300 55555",
      email: "grievance@dooars-agro.example",
    });
    // Saved without one (an older form or API client): none is named, never the demo's.
    const none = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      expected_updated_at: saved.body.data.identity.updated_at,
    });
    expect(none.status).toBe(200);
    expect((await t.services.settings.business()).grievanceOfficer.name).toBe("");
    // Details saved before the officer was asked for: none, never the demo's.
    await t.database.db.execute(
      sql`update shop_settings set value = value - 'grievanceOfficer' where key = 'identity'`,
    );
    await t.services.bus.changed("settings");
    expect((await t.services.settings.business()).grievanceOfficer).toEqual({
      name: "",
      phone: "",
      email: "",
    });
  });

  it("keeps the owner's texts in Hindi for Hindi readers; without them Hindi readers read the English", async () => {
    const owner = await newStaff(t, "owner");
    const before = await adminPost(t, owner.cookie, "/settings/get");
    const hindi = {
      tagline_hi: "डुआर्स के लिए बीज और पौधे",
      about_text_hi: "1988 से जलपाईगुड़ी की एक पारिवारिक दुकान।",
      address_hi: "12 स्टेशन रोड, जलपाईगुड़ी, पश्चिम बंगाल 735101",
      hours_hi: "सुबह 9 से शाम 6 तक",
    };
    const saved = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      ...hindi,
      expected_updated_at: before.body.data.identity.updated_at ?? "",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.identity).toMatchObject(hindi);
    const stored = await t.services.settings.business();
    expect(businessIn(stored, "hi")).toMatchObject({
      tagline: hindi.tagline_hi,
      aboutText: hindi.about_text_hi,
      address: hindi.address_hi,
      hours: hindi.hours_hi,
    });
    expect(businessIn(stored, "en")).toMatchObject({ aboutText: identity.about_text, hours: identity.hours });
    // Emptied, the Hindi reader reads the owner's English (never the demo shop's Hindi).
    const emptied = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      expected_updated_at: saved.body.data.identity.updated_at,
    });
    expect(emptied.status).toBe(200);
    expect(businessIn(await t.services.settings.business(), "hi")).toMatchObject({
      aboutText: identity.about_text,
      address: identity.address,
    });
  });

  it("checks every field with a message of its own", async () => {
    const owner = await newStaff(t, "owner");
    const res = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      name: "",
      gstin: "1234",
      customer_care_phones: [],
      social: [{ label: "Site", url: "http://plain.example" }],
      email: "not-an-email",
      whatsapp_phone: "call me",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      whatsapp_phone:
        "The WhatsApp number must be a phone number such as +91 98765 43210, or empty for no chat.",
      name: "The business name is required.",
      gstin: "The GSTIN must be 15 characters such as 19AAACH1234F1Z0.",
      customer_care_phones: "Give at least one customer care phone.",
      "social.0.url": "The link must start with https://.",
      email: "Enter a valid email address.",
    });
    // A GSTIN of the right shape whose check character does not match; a state that is none.
    const typo = await adminPost(t, owner.cookie, "/settings/identity", {
      ...identity,
      gstin: "19AAACH1234F1Z5",
      state_code: "99",
      invoice_prefix: "HA/26",
    });
    expect(typo.status).toBe(400);
    expect(typo.body.errors).toMatchObject({
      gstin: "This GSTIN's last character does not match the rest: check it for a typing mistake.",
      state_code: "Choose the shop's state.",
      invoice_prefix: "The invoice prefix is up to 6 letters or digits, such as HA.",
    });
  });

  it("is the owner's alone: a manager and a packer get 403", async () => {
    for (const role of ["manager", "packer"] as const) {
      const member = await newStaff(t, role);
      for (const path of ["/settings/get", "/settings/identity", "/settings/security"]) {
        expect((await adminPost(t, member.cookie, path, identity)).status, `${role} ${path}`).toBe(403);
      }
    }
  });
});
