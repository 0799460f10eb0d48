import type { AppLoadContext } from "react-router";

/** Why a payment did not go through, as the error page is told it (`?why=`). */
export const PAYMENT_FAILURES = ["closed", "failed", "unverified", "refunding"] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

export const failureOfParam = (value: string | null): PaymentFailure =>
  (PAYMENT_FAILURES as readonly string[]).includes(value ?? "") ? (value as PaymentFailure) : "failed";

/**
 * The order a payment page names (/payment-success, /payment-error): its number, amount,
 * items and the day it should arrive, read from the server (never from the address); whether
 * its payment can be tried again (the same order, its packs still held) and whether cash on
 * delivery would be accepted for the cart now. Null when the order is not the customer's.
 */
export async function paymentOutcome(context: AppLoadContext, userId: number, orderParam: string | null) {
  if (!orderParam || !/^\d{1,9}$/.test(orderParam)) return null;
  const { orders, delivery, cart } = context.services;
  const order = await orders.find(userId, Number(orderParam), context.lang);
  if (!order) return null;
  const check = await delivery.checkPincode(order.address.pincode);
  const retry = order.payBy !== null;
  // Cash on delivery instead: offered where the shop's rules take it for the cart as it is now.
  const unpaid = ["PENDING_PAYMENT", "CANCELLED", "EXPIRED"].includes(order.status);
  const cod =
    unpaid && (await cart.list(userId)).length > 0
      ? await delivery
          .quoteCheckout(userId, { pincode: order.address.pincode, method: "COD" })
          .then((q) => q.charges.ok)
          .catch(() => false)
      : false;
  return {
    id: order.id,
    totalPaise: order.totalPaise,
    status: order.status,
    paymentStatus: order.paymentStatus,
    items: order.items.map((i) => ({
      id: i.id,
      name: i.productName,
      pack: i.packLabel ?? `${i.packQty} ${i.unit}`,
      qty: i.qty,
    })),
    arrivesBy: check.served ? check.deliverBy : null,
    retry,
    cod,
  };
}

export type PaymentOutcomeData = NonNullable<Awaited<ReturnType<typeof paymentOutcome>>>;
