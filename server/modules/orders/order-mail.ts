import { asc, eq } from "drizzle-orm";
import { users } from "../accounts";
import { enqueueEmail } from "../outbox";
import { type OrderEmailKind, type OrderMailFacts, orderEmail, type ShopMail } from "./order-emails";
import type { Tx } from "./order-lifecycle";
import { chargesOf } from "./order-rows";
import { STORED_METHOD } from "./order-status";
import { orderLines, orders } from "./orders.schema";

/** Reads what an order's emails show, inside the caller's transaction. */
export async function orderMailFacts(tx: Tx, orderId: number): Promise<OrderMailFacts> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const [customer] = await tx
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, o.userId));
  return {
    orderId,
    lang: o.lang === "hi" ? "hi" : "en",
    customer,
    lines: lines.map((l) => ({ ...l, packQty: Number(l.priceQty) })),
    ...chargesOf(o),
    cashOnDelivery: o.paymentMethod === STORED_METHOD.COD,
    totalPaise: o.totalPaise,
    courierName: o.courierName,
    awbNumber: o.awbNumber,
    trackingUrl: o.trackingUrl,
  };
}

/**
 * Queues one of an order's emails in the caller's transaction: it is sent (by the outbox)
 * only if what it tells of has been committed.
 */
export async function queueOrderEmail(
  tx: Tx,
  orderId: number,
  kind: OrderEmailKind,
  shop: ShopMail,
  extra: { reason?: string; refundPaise?: number } = {},
) {
  await enqueueEmail(tx, orderEmail(kind, await orderMailFacts(tx, orderId), shop, extra));
}
