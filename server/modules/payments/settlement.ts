import type { ShopMail, Tx } from "../orders";

/** Where a payment report came from; kept with its transaction for staff. */
export type PaymentSource = { source: "checkout" } | { source: "webhook"; event: string };

export interface Applied {
  orderId: number;
  /** Whether the order is paid (kept) now, by this payment or an earlier one. */
  paid: boolean;
  /** This payment made the order PAID (stock and sales changed). */
  settledNow: boolean;
  /** The refund owed of a payment the shop cannot keep (refunds.id), made after the commit. */
  refund?: number;
}

/**
 * Applies one captured payment inside the caller's transaction: the settle-payment flow
 * (server/flows/settle-payment.ts), handed to the payments service where the shop is wired.
 */
export type ApplyPayment = (
  tx: Tx,
  p: { providerOrderId: string; paymentId: string; amountPaise?: number; from: PaymentSource },
  shop: ShopMail,
) => Promise<Applied>;
