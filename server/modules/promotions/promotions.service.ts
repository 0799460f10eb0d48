import { and, asc, eq, gte, lte } from "drizzle-orm";
import { applyPromo, type PromoTerms, promoOutcomeText } from "../../../lib/pricing";
import type { Db } from "../../db/client";
import { type Promo, promos } from "./promotions.schema";

export const promoMessages = { unknown: "Promo code is not valid." } as const;

/** A promo code with its terms: percent as a whole number, money in paise. */
export interface Promotion extends PromoTerms {
  code: string;
  description: string;
}

const toPromotion = (p: Promo): Promotion => ({
  code: p.code,
  description: p.description,
  promoType: p.promoType === "percent" ? "percent" : "flat",
  promoValue: p.promoValue,
  minCartValue: p.minCartValuePaise,
  maxAmount: p.maxAmountPaise,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
});

export type PromoVerdict = { ok: true; discount: number; message: string } | { ok: false; message: string };

/** Promo codes: the ones valid now, one by its code, and the rule of lib/pricing.ts with its messages. */
export function createPromotionsService(db: Db) {
  /** A promo by code; pass the caller's transaction when inside one (PGlite has one connection). */
  async function find(code: string, executor: Pick<Db, "select"> = db): Promise<Promotion | undefined> {
    const [row] = await executor
      .select()
      .from(promos)
      .where(and(eq(promos.code, code.trim().toUpperCase()), eq(promos.isActive, true)));
    return row && toPromotion(row);
  }
  return {
    find,
    async activeNow(now = new Date()): Promise<Promotion[]> {
      const rows = await db
        .select()
        .from(promos)
        .where(and(eq(promos.isActive, true), lte(promos.startsAt, now), gte(promos.endsAt, now)))
        .orderBy(asc(promos.id));
      return rows.map(toPromotion);
    },
    /** Applies a code to a cart's final total (paise). */
    evaluate(promo: Promotion | undefined, cartFinal: number, now = new Date()): PromoVerdict {
      if (!promo) return { ok: false, message: promoMessages.unknown };
      const outcome = applyPromo(promo, cartFinal, now);
      const message = promoOutcomeText(promo.promoType, outcome);
      return outcome.ok ? { ok: true, discount: outcome.discount, message } : { ok: false, message };
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
