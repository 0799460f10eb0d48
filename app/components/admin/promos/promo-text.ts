import type { z } from "zod";
import { INDIA_TIME_ZONE } from "../../../../lib/india-time";
import { formatRupees } from "../../../../lib/money";
import { paise } from "../../../../lib/validation/catalogue";
import type { adminPromoJson } from "../../../../server/modules/promotions/promo-admin.present";

/** A promo code as the back office's pages receive it: the API's own shape. */
export type WirePromo = z.infer<typeof adminPromoJson>;

/** "10 % off, at most ₹200.00 · cart ₹499.00 or more", or "₹75.00 off". */
export function promoTerms(p: WirePromo): string {
  const off =
    p.promo_type === "percent"
      ? `${p.value} % off${paise(p.max_discount) > 0 ? `, at most ${formatRupees(paise(p.max_discount))}` : ""}`
      : `${formatRupees(paise(p.value))} off`;
  const min = paise(p.min_cart_value);
  return min > 0 ? `${off} · cart ${formatRupees(min)} or more` : off;
}

/** A moment in India's time, as the back office shows it. */
export const indiaTime = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    timeZone: INDIA_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  });
