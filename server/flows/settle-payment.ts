import { and, eq, inArray } from "drizzle-orm";
import { invalidInput, notFound } from "../domain-error";
import {
  isPaid,
  lockOrderByProviderId,
  moveOrder,
  type Order,
  retakeStock,
  type ShopMail,
  type Tx,
} from "../modules/orders";
import { type Applied, oweWhole, type PaymentSource, paymentTransactions } from "../modules/payments";
import { invoice, saleMade } from "./order-effects";

/** Payment statuses of an order that never kept any money. */
const NEVER_PAID = ["PENDING", "FAILED", "UNPAID", "CANCELLED"] as const;

/**
 * What follows a received payment, inside the caller's transaction: the order becomes PAID, its
 * tax invoice is issued in the same transaction (a paid order never lacks one, an invoice number
 * is never lost) and the sale is made (order-effects.ts).
 */
async function completePaidOrder(tx: Tx, order: Order, shop: ShopMail, note: string, now = new Date()) {
  await moveOrder(tx, order.id, "PAID", { kind: "provider" }, note, now);
  await invoice(tx, order.id, shop);
  await saleMade(tx, order, shop);
}

/**
 * Applies one captured payment inside the caller's transaction (the payments service calls it
 * for a checkout's signed answer and for a webhook). Every distinct payment id is recorded once.
 * The payment settles an order awaiting it (or an expired one whose stock can be taken again)
 * and becomes its Credit; money the shop cannot honour (an expired order whose stock is gone, a
 * cancelled order, a second payment for a paid order) is recorded as Refunding, and the order
 * owes a refund (REFUND_DUE) when it had no money before.
 */
export async function applyPayment(
  tx: Tx,
  p: { providerOrderId: string; paymentId: string; amountPaise?: number; from: PaymentSource },
  shop: ShopMail,
): Promise<Applied> {
  const order = await lockOrderByProviderId(tx, p.providerOrderId);
  if (!order) throw notFound("This order was not found.");
  const [seen] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.providerPaymentId, p.paymentId),
        inArray(paymentTransactions.status, ["Credit", "Refunding", "Refund"]),
      ),
    );
  if (seen) return { orderId: order.id, paid: isPaid(order.status), settledNow: false };
  if (p.amountPaise !== undefined && p.amountPaise !== order.totalPaise) {
    throw invalidInput("The amount paid does not match the order.");
  }
  const note = `payment ${p.paymentId} (${p.from.source})`;
  const record = (status: "Credit" | "Refunding") =>
    tx
      .insert(paymentTransactions)
      .values({
        orderId: order.id,
        userId: order.userId,
        provider: order.provider,
        providerOrderId: p.providerOrderId,
        providerPaymentId: p.paymentId,
        status,
        amountPaise: order.totalPaise,
        signatureValid: true,
        raw: p.from,
      })
      .returning({ id: paymentTransactions.id });

  const keep =
    order.status === "PENDING_PAYMENT" || (order.status === "EXPIRED" && (await retakeStock(tx, order.id)));
  if (keep) {
    await record("Credit");
    await completePaidOrder(tx, order, shop, note);
    return { orderId: order.id, paid: true, settledNow: true };
  }
  const owesOrder =
    order.status === "EXPIRED" ||
    (order.status === "CANCELLED" && (NEVER_PAID as readonly string[]).includes(order.paymentStatus));
  if (owesOrder) {
    await moveOrder(tx, order.id, "REFUND_DUE", { kind: "provider" }, `${note}: no stock to honour it`);
  }
  const [row] = await record("Refunding");
  return {
    orderId: order.id,
    paid: isPaid(order.status),
    settledNow: false,
    refund: await oweWhole(tx, { orderId: order.id, transactionId: row.id, amountPaise: order.totalPaise }),
  };
}
