import { asc, eq, gte } from "drizzle-orm";
import { applyPromo, type PromoTerms, promoOutcomeText, promoStatus } from "../../../lib/pricing";
import type { PromoAudience, PromoLimits } from "../../../lib/promo-limits";
import type { Db } from "../../db/client";
import { claimPromoUse, type PromoUsageCounter, promoRefusalFor } from "./promo-limits";
import { type Promo, promos } from "./promotions.schema";

export const promoMessages = { unknown: "Promo code is not valid." } as const;

/** A promo code with its terms: percent as a whole number, money in paise. */
export interface Promotion extends PromoTerms {
  code: string;
  description: string;
  /** The description in Hindi; "" when none was written. */
  descriptionHi: string;
  /** Uses per customer, in all, first order only, who it is for (lib/promo-limits.ts). */
  limits: PromoLimits;
}

export const toPromotion = (p: Promo): Promotion => ({
  code: p.code,
  description: p.description,
  descriptionHi: p.descriptionHi,
  promoType: p.promoType === "percent" ? "percent" : "flat",
  paused: !p.isActive,
  promoValue: p.promoValue,
  minCartValue: p.minCartValuePaise,
  maxAmount: p.maxAmountPaise,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
  limits: {
    usesPerCustomer: p.maxUsesPerCustomer,
    totalUses: p.maxUses,
    firstOrderOnly: p.firstOrderOnly,
    customers: p.customers as PromoAudience,
  },
});

export type PromoVerdict = { ok: true; discount: number; message: string } | { ok: false; message: string };

/**
 * Promo codes: the ones valid now, one by its code, the rule of lib/pricing.ts with its
 * messages, and the code's limits (promo-limits.ts) counted by `usage`. Nothing is cached: a
 * code staff pause or change counts at the next checkout.
 */
export function createPromotionsService(db: Db, deps: { usage: PromoUsageCounter }) {
  /**
   * A promo by code (any case), paused or not: the rule says whether it applies. Pass the
   * caller's transaction when inside one (PGlite has one connection).
   */
  async function find(code: string, executor: Pick<Db, "select"> = db): Promise<Promotion | undefined> {
    const [row] = await executor.select().from(promos).where(eq(promos.code, code.trim().toUpperCase()));
    return row && toPromotion(row);
  }
  return {
    find,
    /** The codes a customer may use now: those whose status (lib/pricing.ts) is active. */
    async activeNow(now = new Date()): Promise<Promotion[]> {
      const rows = await db.select().from(promos).where(gte(promos.endsAt, now)).orderBy(asc(promos.id));
      return rows.map(toPromotion).filter((p) => promoStatus(p, now) === "active");
    },
    /** Applies a code to a cart's final total (paise). */
    evaluate(promo: Promotion | undefined, cartFinal: number, now = new Date()): PromoVerdict {
      if (!promo) return { ok: false, message: promoMessages.unknown };
      const outcome = applyPromo(promo, cartFinal, now);
      const message = promoOutcomeText(promo.promoType, outcome);
      return outcome.ok ? { ok: true, discount: outcome.discount, message } : { ok: false, message };
    },
    /** Why this customer may not use the code now (its limits), or null: the checkout's Apply. */
    refusalFor: (promo: Promotion, userId: number) => promoRefusalFor(deps.usage, promo, userId, db),
    /** Takes a use of the code for the order placed in `tx`, or throws why not (under locks). */
    claimUse: (tx: Parameters<Parameters<Db["transaction"]>[0]>[0], promo: Promotion, userId: number) =>
      claimPromoUse(tx, deps.usage, promo, userId),
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
