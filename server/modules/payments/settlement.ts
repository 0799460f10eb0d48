import { and, eq, inArray } from "drizzle-orm";
import { invalidInput, notFound } from "../../domain-error";
import type { ShopMail } from "../orders/order-emails";
import { moveOrder, type Tx } from "../orders/order-lifecycle";
import { completePaidOrder } from "../orders/order-paid";
import { isPaid } from "../orders/order-status";
import { orders } from "../orders/orders.schema";
import { retakeStock } from "../orders/stock-holds";
import { paymentTransactions } from "./payments.schema";
import { oweWhole } from "./refund-rows";

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

/** Payment statuses of an order that never kept any money. */
const NEVER_PAID = ["PENDING", "FAILED", "UNPAID", "CANCELLED"] as const;

/**
 * Applies one captured payment inside the caller's transaction. Every distinct payment id is
 * recorded once. The payment settles an order awaiting it (or an expired one whose stock can
 * be taken again) and becomes its Credit; money the shop cannot honour (an expired order whose
 * stock is gone, a cancelled order, a second payment for a paid order) is recorded as
 * Refunding, and the order owes a refund (REFUND_DUE) when it had no money before.
 */
export async function applyPayment(
  tx: Tx,
  p: { providerOrderId: string; paymentId: string; amountPaise?: number; from: PaymentSource },
  shop: ShopMail,
): Promise<Applied> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.providerOrderId, p.providerOrderId))
    .for("update");
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
