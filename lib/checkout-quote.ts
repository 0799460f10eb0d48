import type { OrderCharges } from "./delivery";
import { type Paise, toRupeeString } from "./money";

/** The checkout's figures for one address and way of paying (the same pricing as the order's). */
export interface CheckoutQuote {
  mrpPaise: Paise;
  discountPaise: Paise;
  promoDiscountPaise: Paise;
  charges: OrderCharges;
  /** India's date the parcel should arrive by (YYYY-MM-DD), when the pincode is served. */
  deliverBy: string | null;
  /**
   * Why a product in the cart cannot go to the address's state: the shop's licences
   * (docs/decisions/0050-where-each-may-be-sold.md). The order would be refused.
   */
  refusal?: string;
}

/**
 * The quote as `/api/checkout/quote/v1/` sends it (docs/api.md, "Delivery") and the checkout
 * page shows it: rupee strings, and the server's English sentences (the page says them in its
 * language through lib/i18n/hi-sentences.ts).
 */
export interface CheckoutQuoteWire {
  price: string;
  discount: string;
  coupon_savings: string;
  delivery_charge: string;
  /** The COD fee inside this total (0.00 paying online). */
  cod_fee: string;
  total_amount: string;
  served: boolean;
  /** Why the order cannot be placed as asked (a state the licences do not cover, a pincode not served, cash on delivery refused). */
  message: string | null;
  cod_available: boolean;
  cod_message: string | null;
  /** The fee cash on delivery would add here, shown beside the choice; null where it is not offered. */
  cod_option_fee: string | null;
  deliver_by: string | null;
}

/** The checkout's figures as the API (and the checkout page's first render) sends them. */
export function presentQuote(q: CheckoutQuote): CheckoutQuoteWire {
  const c = q.charges;
  const goods = q.mrpPaise - q.discountPaise - q.promoDiscountPaise;
  return {
    price: toRupeeString(q.mrpPaise),
    discount: toRupeeString(q.discountPaise),
    coupon_savings: toRupeeString(q.promoDiscountPaise),
    delivery_charge: toRupeeString(c.ok ? c.deliveryPaise : 0),
    cod_fee: toRupeeString(c.ok ? c.codFeePaise : 0),
    total_amount: toRupeeString(c.ok ? c.totalPaise : goods),
    served: c.ok || c.reason !== "not-served",
    message: q.refusal ?? (c.ok ? null : c.message),
    cod_available: c.cod?.ok ?? false,
    cod_message: c.cod && !c.cod.ok ? c.cod.message : null,
    cod_option_fee: c.cod?.ok ? toRupeeString(c.cod.feePaise) : null,
    deliver_by: q.deliverBy,
  };
}

/** What a quote is asked for: the address (and its pincode), the promo code, how to pay, the cart's lines. */
export interface QuoteInputs {
  addressId: number;
  pincode: string;
  /** The address's state: regulated goods go only where the licences cover (decision 0050). */
  state?: string;
  promoCode: string;
  method: "ONLINE" | "COD";
  lines: readonly { id: number; qty: number }[];
}

/**
 * A quote's identity: the checkout shows a quote only while everything it was priced for is
 * still what the page shows, and asks again when any of it changes.
 */
export const quoteKey = (q: QuoteInputs) =>
  [q.addressId, q.pincode, q.promoCode.toUpperCase(), q.method, q.lines.map((l) => `${l.id}x${l.qty}`)].join(
    "|",
  );
