import { formatRupees, type Paise } from "./money";

/**
 * The shop's price arithmetic, used by the cart, the checkout page and the server's
 * payment request alike. All amounts are integer paise.
 */

export interface PricedLine {
  qty: number;
  unitMrp: Paise;
  unitDiscount: Paise;
}

export interface LineTotals {
  unitFinal: Paise;
  totalMrp: Paise;
  totalDiscount: Paise;
  totalFinal: Paise;
}

export function lineTotals(line: PricedLine): LineTotals {
  const unitFinal = line.unitMrp - line.unitDiscount;
  return {
    unitFinal,
    totalMrp: line.unitMrp * line.qty,
    totalDiscount: line.unitDiscount * line.qty,
    totalFinal: unitFinal * line.qty,
  };
}

export interface CartTotals {
  /** Sum of MRPs ("Price"). */
  mrp: Paise;
  /** Sum of catalogue discounts ("Discount"). */
  discount: Paise;
  /** What the lines cost ("Total Amount" before a promo). */
  final: Paise;
}

export function cartTotals(lines: PricedLine[]): CartTotals {
  let mrp = 0;
  let discount = 0;
  for (const line of lines) {
    const t = lineTotals(line);
    mrp += t.totalMrp;
    discount += t.totalDiscount;
  }
  return { mrp, discount, final: mrp - discount };
}

/** A percent promo takes a share of the cart's total; a flat promo a fixed amount. */
export type PromoType = "percent" | "flat";

export interface PromoTerms {
  promoType: PromoType;
  /** Paused by staff: not valid until resumed, whatever its dates. */
  paused: boolean;
  /** percent: whole percent (10 = 10 %); flat: paise. */
  promoValue: number;
  minCartValue: Paise;
  maxAmount: Paise;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Where a promo code stands at a moment: the one answer both the checkout (applyPromo) and the
 * back office's list use, so a code is never shown active while the checkout refuses it.
 * An ended code is "expired" even when paused (resuming it would not bring it back).
 */
export type PromoStatus = "active" | "paused" | "scheduled" | "expired";

export function promoStatus(
  terms: Pick<PromoTerms, "paused" | "startsAt" | "endsAt">,
  now: Date,
): PromoStatus {
  const t = now.getTime();
  if (t > terms.endsAt.getTime()) return "expired";
  if (terms.paused) return "paused";
  if (t < terms.startsAt.getTime()) return "scheduled";
  return "active";
}

export type PromoOutcome =
  | { ok: true; discount: Paise }
  | { ok: false; reason: "not-valid-now" }
  | { ok: false; reason: "below-minimum"; minCartValue: Paise };

/**
 * The promo rule (docs/storefront.md#promo-codes): valid only while active (between start and
 * end, not paused), and only when the cart's final total reaches the minimum; percent of that total (rounded half up to the
 * paisa) or a flat amount, capped at max_amount and never more than the total.
 */
export function applyPromo(terms: PromoTerms, cartFinal: Paise, now: Date): PromoOutcome {
  if (promoStatus(terms, now) !== "active") return { ok: false, reason: "not-valid-now" };
  if (cartFinal < terms.minCartValue)
    return { ok: false, reason: "below-minimum", minCartValue: terms.minCartValue };
  const raw =
    terms.promoType === "percent" ? Math.floor((cartFinal * terms.promoValue + 50) / 100) : terms.promoValue;
  const capped = terms.maxAmount > 0 ? Math.min(raw, terms.maxAmount) : raw;
  return { ok: true, discount: Math.max(0, Math.min(capped, cartFinal)) };
}

/** Payable total and total savings once a promo discount is known. */
export function payable(totals: CartTotals, promoDiscount: Paise) {
  return { total: totals.final - promoDiscount, savings: totals.discount + promoDiscount };
}

/**
 * The promo messages (docs/storefront.md#promo-codes), for the checkout page and the server
 * alike, with amounts in the shop's one display form ("₹5,000.00").
 */
export const promoText = {
  notNow: "Promo code is not valid at this time.",
  minimum: (amount: Paise) => `Minimum cart value should be ${formatRupees(amount)}`,
  applied: (type: PromoType, amount: Paise) =>
    type === "percent"
      ? `${formatRupees(amount)} Discount Applied`
      : `Flat ${formatRupees(amount)} Discount Applied`,
} as const;

/** The sentence a customer reads for the outcome of a promo of this type. */
export function promoOutcomeText(type: PromoType, outcome: PromoOutcome): string {
  if (outcome.ok) return promoText.applied(type, outcome.discount);
  return outcome.reason === "not-valid-now" ? promoText.notNow : promoText.minimum(outcome.minCartValue);
}
