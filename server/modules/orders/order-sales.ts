import { and, eq, inArray, sql } from "drizzle-orm";
import { cartLines, carts } from "../cart";
import { products } from "../catalog";
import type { Tx } from "./order-lifecycle";
import { type Order, orderLines } from "./orders.schema";

/**
 * What a sale does to the rest of the shop, inside the caller's transaction: the lines bought
 * leave the buyer's cart and the products count the sale; a sale undone counts it no more.
 * Run by the moves' flows (server/flows/order-effects.ts).
 */

/** The cart lines an order was made of leave the buyer's cart. */
export async function clearBoughtLines(tx: Tx, order: Pick<Order, "id" | "userId">) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, order.userId));
  const cartLineIds = lines.map((l) => l.cartLineId).filter((id): id is number => id !== null);
  if (cart && cartLineIds.length) {
    await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), inArray(cartLines.id, cartLineIds)));
  }
}

/** The order's products count its sale. */
export async function countSale(tx: Tx, orderId: number) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const l of lines) {
    await tx
      .update(products)
      .set({ salesCount: sql`${products.salesCount} + ${l.qty}` })
      .where(eq(products.id, l.productId));
  }
}

/** A sale undone (cancelled, or a parcel refused at the door): its products count it no more. */
export async function uncountSale(tx: Tx, orderId: number) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const l of lines) {
    await tx
      .update(products)
      .set({ salesCount: sql`greatest(${products.salesCount} - ${l.qty}, 0)` })
      .where(eq(products.id, l.productId));
  }
}
