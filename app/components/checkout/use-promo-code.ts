import { useState } from "react";
import { useFetcher } from "react-router";
import type { KnownQuote } from "./use-checkout-quote";

/**
 * What the checkout's action answers for a promo code (app/routes/checkout.tsx), with the
 * quote it makes (null without an address), so the message and the figures change together.
 */
export type PromoResult = (
  | { ok: true; code: string; discount: number; message: string }
  | { ok: false; message: string }
) & { quote: KnownQuote | null };

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

  /** Applies the typed code; the figures come back for this address and way of paying. */
  const apply = (where: { addressId?: number; method: "ONLINE" | "COD" }) => {
    const typed = code.trim();
    if (!typed) return;
    fetcher.submit(
      {
        intent: "promo",
        promo_code: typed,
        address_id: where.addressId ?? "",
        payment_method: where.method,
      },
      { method: "post", action: "/checkout" },
    );
  };

  return {
    code,
    setCode,
    applied,
    message,
    apply,
    quote: result?.quote ?? null,
    checking: fetcher.state !== "idle",
  };
}
