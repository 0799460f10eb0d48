import { useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "~/i18n/i18n";
import type { OrderFormAnswer } from "~/lib/checkout/checkout-answers";

export interface AppliedPromo {
  code: string;
  discount: number;
}

/**
 * The checkout's promo box: the code typed, the promo applied and the sentence about it. The
 * server works the discount out from the customer's cart with the rule of lib/pricing.ts (the
 * page's action), and applies it again when the order is placed. With scripts the box asks
 * through a fetcher; a page answered without them (`answer`) starts from what it said.
 */
export function usePromoCode(answer: OrderFormAnswer | undefined) {
  const t = useT().checkout;
  const fetcher = useFetcher<OrderFormAnswer>();
  const [code, setCode] = useState(answer?.echo.promoTyped ?? "");
  const latest = fetcher.data ?? answer;
  const result = latest?.promo;
  const paise = (s: string | undefined) => Math.round(Number(s ?? 0) * 100);
  let applied: AppliedPromo | null = null;
  if (result?.ok === true) applied = { code: result.code, discount: result.discount };
  else if (!result && latest?.echo.appliedPromo) {
    applied = { code: latest.echo.appliedPromo, discount: paise(latest.quote?.quote.coupon_savings) };
  }
  const message = !result
    ? null
    : result.ok === "removed"
      ? { ok: true, text: t.promoRemoved }
      : { ok: result.ok, text: result.message };

  /** Applies the typed code (or takes the applied one off); the figures come back for this address and way of paying. */
  const send = (intent: "promo" | "unpromo", where: { addressId?: number; method: "ONLINE" | "COD" }) => {
    const typed = code.trim();
    if (intent === "promo" && !typed) return;
    if (intent === "unpromo") setCode("");
    fetcher.submit(
      {
        intent,
        promo_code: intent === "promo" ? typed : "",
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
    apply: (where: Parameters<typeof send>[1]) => send("promo", where),
    remove: (where: Parameters<typeof send>[1]) => send("unpromo", where),
    quote: fetcher.data?.quote ?? null,
    checking: fetcher.state !== "idle",
  };
}
