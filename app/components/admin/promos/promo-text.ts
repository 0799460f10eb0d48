import { INDIA_TIME_ZONE } from "../../../../lib/india-time";
import { formatRupees } from "../../../../lib/money";
import { paise } from "../../../../lib/validation/catalogue";
import type { AdminPromoView } from "../../../../server/modules/promotions";

/** A promo code as the back office's pages receive it: the API's own shape. */
export type WirePromo = AdminPromoView;

/** "10 % off, at most ₹200.00 · cart ₹499.00 or more", or "₹75.00 off". */
export function promoTerms(p: WirePromo): string {
  const off =
    p.promo_type === "percent"
      ? `${p.value} % off${paise(p.max_discount) > 0 ? `, at most ${formatRupees(paise(p.max_discount))}` : ""}`
      : `${formatRupees(paise(p.value))} off`;
  const min = paise(p.min_cart_value);
  return min > 0 ? `${off} · cart ${formatRupees(min)} or more` : off;
}

/** "1 per customer · first order only · new customers · 500 in all", or "" for a code without limits. */
export function promoLimitsText(p: WirePromo): string {
  return [
    p.uses_per_customer !== null && `${p.uses_per_customer} per customer`,
    p.first_order_only && "first order only",
    p.customers === "new" && "new customers",
    p.total_uses !== null && `${p.total_uses} in all`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Its uses so far, "12 of 500" when it has a total. */
export const promoUsesText = (p: WirePromo) =>
  p.total_uses === null ? String(p.uses) : `${p.uses} of ${p.total_uses}`;

/** A moment in India's time, as the back office shows it. */
export const indiaTime = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    timeZone: INDIA_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  });
