import { and, eq, inArray, sql } from "drizzle-orm";
import { cartLines, carts } from "../cart/cart.schema";
import { products } from "../catalog/catalog.schema";
import type { ShopMail } from "./order-emails";
import { moveOrder, type Tx } from "./order-lifecycle";
import { queueOrderEmail } from "./order-mail";
import { type Order, orderLines } from "./orders.schema";

/**
 * What follows a received payment, inside the caller's transaction: the order becomes PAID,
 * its cart lines leave the cart, its products count the sale, and the confirmation email is
 * queued (sent by the outbox after the commit).
 */
export async function completePaidOrder(
  tx: Tx,
  order: Order,
  shop: ShopMail,
  note: string,
  now = new Date(),
) {
  await moveOrder(tx, order.id, "PAID", { kind: "provider" }, note, now);
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
}
