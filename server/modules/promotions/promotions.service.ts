import { and, asc, eq, gte, lte } from "drizzle-orm";
import { toRupeeString } from "../../../lib/money";
import { applyPromo, type PromoTerms, promoText } from "../../../lib/pricing";
import type { Db } from "../../db/client";
import { type Promo, promos } from "./promotions.schema";

export const promoMessages = { unknown: "Promo code is not valid.", ...promoText } as const;

export const termsOf = (p: Promo): PromoTerms => ({
  promoType: p.promoType as "percent" | "flat",
  promoValue: p.promoValue,
  minCartValue: p.minCartValuePaise,
  maxAmount: p.maxAmountPaise,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
});

/** The promo's details in the API's shape (money in rupee strings, percent as a number). */
export const promoDetails = (p: Promo) => ({
  promo_code: p.code,
  description: p.description,
  start_date: p.startsAt.toISOString(),
  end_date: p.endsAt.toISOString(),
  min_cart_value: toRupeeString(p.minCartValuePaise),
  promo_type: p.promoType,
  promo_value: p.promoType === "percent" ? String(p.promoValue) : toRupeeString(p.promoValue),
  max_amount: toRupeeString(p.maxAmountPaise),
});

export type PromoVerdict = { ok: true; discount: number; message: string } | { ok: false; message: string };

/** Promo codes: the list valid now, their details, and the rule of lib/pricing.ts with the spec's messages. */
export function createPromotionsService(db: Db) {
  /** A promo by code; pass the caller's transaction when inside one (PGlite has one connection). */
  async function find(code: string, executor: Pick<Db, "select"> = db): Promise<Promo | undefined> {
    const [row] = await executor
      .select()
      .from(promos)
      .where(and(eq(promos.code, code.trim().toUpperCase()), eq(promos.isActive, true)));
    return row;
  }
  return {
    find,
    async activeNow(now = new Date()) {
      const rows = await db
        .select()
        .from(promos)
        .where(and(eq(promos.isActive, true), lte(promos.startsAt, now), gte(promos.endsAt, now)))
        .orderBy(asc(promos.id));
      return rows.map((p) => ({ promo_code: p.code, description: p.description }));
    },
    /** Applies a code to a cart's final total (paise). */
    evaluate(promo: Promo | undefined, cartFinal: number, now = new Date()): PromoVerdict {
      if (!promo) return { ok: false, message: promoMessages.unknown };
      const outcome = applyPromo(termsOf(promo), cartFinal, now);
      if (!outcome.ok) {
        return outcome.reason === "not-valid-now"
          ? { ok: false, message: promoMessages.notNow }
          : { ok: false, message: promoMessages.minimum(toRupeeString(outcome.minCartValue)) };
      }
      const amount = toRupeeString(outcome.discount);
      return {
        ok: true,
        discount: outcome.discount,
        message: promoText.applied(promo.promoType as "percent" | "flat", amount),
      };
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
