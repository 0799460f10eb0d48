import { useState } from "react";
import { useFetcher } from "react-router";

/** What the checkout's action answers for a promo code (app/routes/checkout.tsx). */
export type PromoResult =
  | { ok: true; code: string; discount: number; message: string }
  | { ok: false; message: string };

export interface AppliedPromo {
  code: string;
  discount: number;
}

/**
 * The checkout's promo box: the code typed, the promo applied and the sentence about it. The
 * server works the discount out from the customer's cart with the rule of lib/pricing.ts (the
 * page's action), and applies it again when the order is placed.
 */
export function usePromoCode() {
  const fetcher = useFetcher<PromoResult>();
  const [code, setCode] = useState("");
  const result = fetcher.data;
  const applied: AppliedPromo | null = result?.ok ? { code: result.code, discount: result.discount } : null;
  const message = result ? { ok: result.ok, text: result.message } : null;

  const apply = () => {
    const typed = code.trim();
    if (!typed) return;
    fetcher.submit({ intent: "promo", promo_code: typed }, { method: "post", action: "/checkout" });
  };

  return { code, setCode, applied, message, apply, checking: fetcher.state !== "idle" };
}
