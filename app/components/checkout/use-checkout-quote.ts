import { useEffect, useRef, useState } from "react";
import { callApi } from "~/lib/api";
import type { KnownQuote } from "~/lib/checkout/checkout-answers";
import { type CheckoutQuoteWire, type QuoteInputs, quoteKey } from "../../../lib/checkout-quote";

export type { KnownQuote };

/**
 * The checkout's figures from the server (docs/storefront.md#checkout-and-payment): the quote
 * for the chosen address, promo code, way of paying and cart. A quote the page already has
 * (the loader's, or the promo box's answer) is shown at once; otherwise the page asks
 * /api/checkout/quote/v1/ and keeps showing the last figures, marked `loading`, until the
 * answer comes. An answer for inputs that have changed meanwhile is dropped.
 */
export function useCheckoutQuote(
  inputs: QuoteInputs | null,
  known: readonly (KnownQuote | null | undefined)[],
) {
  const key = inputs ? quoteKey(inputs) : null;
  const [fetched, setFetched] = useState<{ key: string; quote: CheckoutQuoteWire | null } | null>(null);
  const found =
    key === null
      ? undefined
      : (known.find((k) => k?.key === key)?.quote ?? (fetched?.key === key ? fetched.quote : undefined));
  const last = useRef<CheckoutQuoteWire | null>(null);
  if (found) last.current = found;
  // The inputs as one value, so the effect runs when (and only when) they change.
  const wanted = found === undefined && inputs ? JSON.stringify(inputs) : null;

  useEffect(() => {
    if (!wanted || !key) return;
    const ask: QuoteInputs = JSON.parse(wanted);
    let live = true;
    callApi<CheckoutQuoteWire>("/api/checkout/quote/v1/", {
      address_id: ask.addressId,
      promo_code: ask.promoCode || undefined,
      payment_method: ask.method,
      cart_id: ask.lines.map((l) => l.id),
    }).then((answer) => {
      // A failed call (offline) ends the wait with the last figures; the server prices the order anyway.
      if (live) setFetched({ key, quote: answer.status === 1 && answer.data ? answer.data : null });
    });
    return () => {
      live = false;
    };
  }, [wanted, key]);

  return {
    quote: found ?? last.current,
    loading: key !== null && found === undefined && fetched?.key !== key,
  };
}
