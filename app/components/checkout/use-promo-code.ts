import { useState } from "react";
import { callApi } from "~/lib/api";
import { parseRupees } from "../../../lib/money";
import { applyPromo, type PromoTerms, type PromoType, promoOutcomeText } from "../../../lib/pricing";

/** A promo's terms as /api/promo/promo_details/v1 sends them (docs/api.md). */
interface PromoDetailsAnswer {
  promo_code: string;
  start_date: string;
  end_date: string;
  min_cart_value: string;
  promo_type: PromoType;
  promo_value: string;
  max_amount: string;
}

/** The API's promo terms as domain values: this is the browser's side of the wire. */
function termsFrom(d: PromoDetailsAnswer): PromoTerms {
  const paise = (rupees: string) => parseRupees(rupees) ?? 0;
  return {
    promoType: d.promo_type,
    promoValue: d.promo_type === "percent" ? Number(d.promo_value) : paise(d.promo_value),
    minCartValue: paise(d.min_cart_value),
    maxAmount: paise(d.max_amount),
    startsAt: new Date(d.start_date),
    endsAt: new Date(d.end_date),
  };
}

export interface AppliedPromo {
  code: string;
  discount: number;
}

/**
 * The checkout's promo box: the code typed, the promo applied and the sentence about it. The
 * discount shown comes from the rule of lib/pricing.ts; the server applies it again when the
 * order is placed, so what the browser works out here is for display only.
 */
export function usePromoCode(cartFinal: number) {
  const [code, setCode] = useState("");
  const [applied, setApplied] = useState<AppliedPromo | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const apply = async () => {
    const typed = code.trim();
    if (!typed) return;
    const answer = await callApi<PromoDetailsAnswer>("/api/promo/promo_details/v1", { promo_code: typed });
    if (answer.status !== 1 || !answer.data) {
      setApplied(null);
      return setMessage({ ok: false, text: answer.message });
    }
    const outcome = applyPromo(termsFrom(answer.data), cartFinal, new Date());
    setApplied(outcome.ok ? { code: answer.data.promo_code, discount: outcome.discount } : null);
    setMessage({ ok: outcome.ok, text: promoOutcomeText(answer.data.promo_type, outcome) });
  };

  return { code, setCode, applied, message, apply };
}
