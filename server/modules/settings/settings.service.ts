import { eq } from "drizzle-orm";
import type { z } from "zod";
import { type Business, NO_GRIEVANCE_OFFICER, NO_HINDI } from "../../../lib/business";
import type { identityFields } from "../../../lib/validation/settings";
import { createTtlCache } from "../../cache";
import type { CacheBus } from "../../cache-bus";
import type { Db } from "../../db/client";
import { DomainError, invalidInput } from "../../domain-error";
import { type AuditActor, recordAudit } from "../staff";
import { shopSettings } from "./settings.schema";

/** What the owner may require of every staff member. */
export interface SecuritySettings {
  requireTwoFactor: boolean;
}

/**
 * Offline use (docs/decisions/0051-offline.md): whether the storefront installs its service
 * worker. Off is the owner's kill switch for a bad release: every phone's worker removes itself.
 */
export interface OfflineSettings {
  serviceWorker: boolean;
}

/** The identity fields the owner edits; the rest of `Business` (logo, embeds) stays from code. */
export type IdentityInput = Omit<z.output<typeof identityFields>, "expected_updated_at">;

export interface StoredIdentity {
  business: Business;
  /**
   * Where the staff's notifications go (server/modules/notifications); "" until the owner
   * sets it, when they go to the business email. Kept out of `business`, which every
   * storefront page carries.
   */
  ordersEmail: string;
  /** When the owner last saved it (null: never, the defaults show). */
  updatedAt: Date | null;
}

const GRIEVANCE_WHOLE = "Give the grievance officer's name, phone and email, or none of them.";
const GRIEVANCE_PARTS = {
  grievance_name: "Give the grievance officer's name too.",
  grievance_phone: "Give the grievance officer's phone too.",
  grievance_email: "Give the grievance officer's email too.",
} as const;

/** The grievance officer is named with a phone and an email, or not at all (customers must reach them). */
function checkGrievanceOfficer(input: IdentityInput) {
  const given = (Object.keys(GRIEVANCE_PARTS) as (keyof typeof GRIEVANCE_PARTS)[]).filter((k) => input[k]);
  if (given.length === 0 || given.length === 3) return;
  const missing = Object.entries(GRIEVANCE_PARTS).filter(([k]) => !given.includes(k as never));
  throw invalidInput(GRIEVANCE_WHOLE, Object.fromEntries(missing));
}

const STALE =
  "These settings were changed by someone else meanwhile; reload the page and make your change again.";

/**
 * The shop's identity and security settings, stored in `shop_settings` and read through a
 * cache that every process drops when the owner saves (server/cache-bus.ts). Until the owner
 * saves, the identity is lib/business.ts with the BUSINESS_* overrides.
 */
export function createSettingsService(
  db: Db,
  opts: { defaults: Business; bus: CacheBus; cacheTtlMs: number },
) {
  const ttlMs = Math.max(opts.cacheTtlMs, 1000);
  const cache = createTtlCache<unknown>({ ttlMs, max: 8, name: "settings" });
  opts.bus.on("settings", () => {
    cache.invalidate();
    void refreshName().catch(() => {});
  });

  /**
   * The shop's name for what is written synchronously deep inside a transaction (emails): the
   * name the cache last gave. It is read again when the owner saves (in every process, through
   * the bus), in the background once older than the cache's time-to-live, and at start-up
   * (`refreshName()`, awaited by server/start.ts).
   */
  let lastName = { value: opts.defaults.name, readAt: 0 };
  async function refreshName(): Promise<string> {
    const { name } = (await identity()).business;
    lastName = { value: name, readAt: Date.now() };
    return name;
  }
  function shopNameNow(): string {
    if (Date.now() - lastName.readAt > ttlMs) void refreshName().catch(() => {});
    return lastName.value;
  }

  const row = async (key: string) => {
    const [r] = await db.select().from(shopSettings).where(eq(shopSettings.key, key));
    return r ?? null;
  };

  async function identity(): Promise<StoredIdentity> {
    return (await cache.get("identity", async () => {
      const r = await row("identity");
      const { ordersEmail = "", ...stored } = (r?.value ?? {}) as Partial<Business> & {
        ordersEmail?: string;
      };
      return {
        // Saved before the WhatsApp number (or the Hindi texts, or the grievance officer) were
        // asked for: no chat, no Hindi and no officer, never the demo's beside the owner's own.
        business: {
          ...opts.defaults,
          ...(r ? { whatsapp: "", hi: NO_HINDI, grievanceOfficer: NO_GRIEVANCE_OFFICER } : {}),
          ...stored,
        },
        ordersEmail,
        updatedAt: r?.updatedAt ?? null,
      };
    })) as StoredIdentity;
  }

  async function security(): Promise<SecuritySettings> {
    return (await cache.get("security", async () => ({
      requireTwoFactor: false,
      ...(((await row("security"))?.value as Partial<SecuritySettings>) ?? {}),
    }))) as SecuritySettings;
  }

  async function offline(): Promise<OfflineSettings> {
    return (await cache.get("offline", async () => ({
      serviceWorker: true,
      ...(((await row("offline"))?.value as Partial<OfflineSettings>) ?? {}),
    }))) as OfflineSettings;
  }

  /** Writes one group under a row lock, refusing a stale form, with its audit entry and the bus's word. */
  async function save(actor: AuditActor, key: string, value: object, expectedUpdatedAt?: string) {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(shopSettings).where(eq(shopSettings.key, key)).for("update");
      if (expectedUpdatedAt !== undefined && (current?.updatedAt.toISOString() ?? "") !== expectedUpdatedAt) {
        throw new DomainError("conflict", STALE);
      }
      const now = new Date();
      await tx
        .insert(shopSettings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: now } });
      await recordAudit(tx, actor, {
        entity: "settings",
        entityId: key,
        action: "update",
        before: (current?.value as Record<string, unknown>) ?? null,
        after: value as Record<string, unknown>,
      });
      await opts.bus.changed("settings", tx);
    });
  }

  /** Another module's group of settings (delivery, cash on delivery), as stored; cached like the rest. */
  async function readGroup(key: string): Promise<{ value: unknown; updatedAt: Date | null }> {
    return (await cache.get(`group:${key}`, async () => {
      const r = await row(key);
      return { value: r?.value ?? null, updatedAt: r?.updatedAt ?? null };
    })) as { value: unknown; updatedAt: Date | null };
  }

  return {
    identity,
    readGroup,
    /** Saves another module's group (checked by that module), audited, refusing a stale form. */
    saveGroup: save,
    /** The business the storefront shows (the stored identity over the defaults). */
    business: async () => (await identity()).business,
    /** The address the staff's notifications go to: the orders email, else the business email. */
    async ordersEmail() {
      const { ordersEmail, business } = await identity();
      return ordersEmail || business.email;
    },
    /** The shop's name as the owner saved it (else the default), through the cache. */
    shopName: async () => (await identity()).business.name,
    shopNameNow,
    refreshName,
    security,

    async updateIdentity(actor: AuditActor, input: IdentityInput, expectedUpdatedAt?: string) {
      checkGrievanceOfficer(input);
      const value: Partial<Business> = {
        name: input.name,
        shortName: input.short_name,
        tagline: input.tagline,
        aboutText: input.about_text,
        address: input.address,
        email: input.email,
        phones: { customerCare: input.customer_care_phones, bulkEnquiry: input.bulk_enquiry_phone },
        hours: input.hours,
        whatsapp: input.whatsapp_phone,
        social: input.social,
        gstin: input.gstin,
        legalName: input.legal_name,
        stateCode: input.state_code,
        invoicePrefix: input.invoice_prefix,
        privacyContact: { email: input.privacy_email, phone: input.privacy_phone },
        grievanceOfficer: {
          name: input.grievance_name,
          phone: input.grievance_phone,
          email: input.grievance_email,
        },
        hi: {
          name: input.name_hi,
          tagline: input.tagline_hi,
          aboutText: input.about_text_hi,
          address: input.address_hi,
          hours: input.hours_hi,
        },
      };
      const stored = { ...value, ordersEmail: input.orders_email };
      await save(actor, "identity", stored, expectedUpdatedAt);
      // The bus dropped this process's cache inside the transaction, before the commit: a read
      // meanwhile may have kept the old identity. Read it again now that it is committed.
      cache.invalidate();
      await refreshName();
      return identity();
    },

    offline,
    async updateOffline(actor: AuditActor, input: OfflineSettings) {
      await save(actor, "offline", { serviceWorker: input.serviceWorker });
      cache.invalidate();
      return offline();
    },

    async updateSecurity(actor: AuditActor, input: SecuritySettings) {
      await save(actor, "security", { requireTwoFactor: input.requireTwoFactor });
      return security();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
