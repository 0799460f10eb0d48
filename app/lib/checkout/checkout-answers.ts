import type { CheckoutQuoteWire } from "../../../lib/checkout-quote";
import type { FormAnswer } from "../forms/form-answer";

/** A quote with what it was priced for (lib/checkout-quote.ts, quoteKey). */
export interface KnownQuote {
  key: string;
  quote: CheckoutQuoteWire;
}

/** What the checkout's form said last, shown again by a page answered without scripts. */
export interface CheckoutEcho {
  addressId?: number;
  method: "ONLINE" | "COD";
  /** The code in the coupon box. */
  promoTyped: string;
  /** The code applied to the figures ("" for none). */
  appliedPromo: string;
  gstin: string;
  legalName: string;
}

/**
 * The promo box's answer (app/routes/checkout.tsx): the code applied with its discount, a
 * refusal, or the code taken off; with the quote it makes (null without an address), so the
 * message and the figures change together.
 */
export type PromoResult = (
  | { ok: true; code: string; discount: number; message: string }
  | { ok: false; message: string }
  | { ok: "removed" }
) & { quote: KnownQuote | null };

/** An order placed for the page's scripts: they open the payment window or go to the order. */
export type PlacedWire =
  | { method: "COD"; orderId: number; amount: number }
  | { method: "ONLINE"; orderId: number; amount: number; providerOrderId: string; key: string };

/** What the checkout's main form (Apply, Remove, Place Order) is answered. */
export interface OrderFormAnswer {
  intent: "promo" | "unpromo" | "place";
  echo: CheckoutEcho;
  quote: KnownQuote | null;
  promo?: PromoResult;
  /** Why the order was not placed, in the page's language. */
  failure?: string;
  /** A message per field (the GSTIN's). */
  fields?: Record<string, string>;
  /** The figures changed since the page showed them: the new ones are in `quote`. */
  totalChanged?: boolean;
  /** Paying online with Razorpay needs its script: nothing was placed. */
  needsScripts?: boolean;
  placed?: PlacedWire;
}

/** What the address forms (add, edit, make default, delete) are answered. */
export interface AddressAnswer extends FormAnswer {
  intent: "add" | "update" | "primary" | "remove";
}

export type CheckoutAnswer = OrderFormAnswer | AddressAnswer;

export const isOrderAnswer = (a: CheckoutAnswer | undefined): a is OrderFormAnswer =>
  !!a && (a.intent === "promo" || a.intent === "unpromo" || a.intent === "place");

export const isAddressAnswer = (a: CheckoutAnswer | undefined): a is AddressAnswer =>
  !!a && !isOrderAnswer(a);

/** The `?done=` of the page a change of address goes on to without scripts. */
export const ADDRESS_DONE = ["added", "updated", "primary", "removed"] as const;
export type AddressDone = (typeof ADDRESS_DONE)[number];

/** The id of the checkout's main form: the address and payment radios and the GST fields belong to it. */
export const CHECKOUT_FORM = "checkout";
