import { and, eq, inArray, sql } from "drizzle-orm";
import { formatRupees } from "../../../lib/money";
import { cartLines, carts } from "../cart/cart.schema";
import { products } from "../catalog/catalog.schema";
import { issueInvoice } from "../invoices/issue-invoice";
import { recordNotice } from "../notifications/notices";
import type { ShopMail } from "./order-emails";
import { moveOrder, type Tx } from "./order-lifecycle";
import { queueOrderEmail } from "./order-mail";
import { STORED_METHOD } from "./order-status";
import { type Order, orderLines } from "./orders.schema";

/**
 * What follows a received payment, inside the caller's transaction: the order becomes PAID,
 * then the sale is confirmed (below). Its tax invoice is issued in the same transaction, so a
 * paid order never lacks one and an invoice number is never lost.
 */
export async function completePaidOrder(
  tx: Tx,
  order: Order,
  shop: ShopMail,
  note: string,
  now = new Date(),
) {
  await moveOrder(tx, order.id, "PAID", { kind: "provider" }, note, now);
  await issueInvoice(tx, order.id, { defaults: shop.business, now });
  await confirmSale(tx, order, shop);
}

/**
 * A sale made, paid online or confirmed for cash on delivery, inside the caller's
 * transaction: its cart lines leave the cart, its products count the sale, the confirmation
 * email is queued (sent by the outbox after the commit) and the staff get a notice of a new
 * order to pack (their digest, server/modules/notifications).
 */
export async function confirmSale(tx: Tx, order: Order, shop: ShopMail) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, order.userId));
  const cartLineIds = lines.map((l) => l.cartLineId).filter((id): id is number => id !== null);
  if (cart && cartLineIds.length) {
    await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), inArray(cartLines.id, cartLineIds)));
  }
  for (const l of lines) {
    await tx
      .update(products)
      .set({ salesCount: sql`${products.salesCount} + ${l.qty}` })
      .where(eq(products.id, l.productId));
  }
  await queueOrderEmail(tx, order.id, "confirmation", shop);
  await recordNotice(tx, {
    kind: "new-order",
    refId: order.id,
    summary: `#${order.id} · ${formatRupees(order.totalPaise)} ${order.paymentMethod === STORED_METHOD.COD ? "cash on delivery" : "paid online"} · ${order.shipFullName}, ${order.shipCity}`,
  });
}

/** A sale undone (a parcel refused at the door): its products count it no more. */
export async function uncountSale(tx: Tx, orderId: number) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const l of lines) {
    await tx
      .update(products)
      .set({ salesCount: sql`greatest(${products.salesCount} - ${l.qty}, 0)` })
      .where(eq(products.id, l.productId));
  }
}
