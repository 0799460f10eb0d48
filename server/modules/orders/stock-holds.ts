import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { productPrices } from "../catalog/catalog.schema";
import { moveOrder, type Tx } from "./order-lifecycle";
import { orders, stockHolds } from "./orders.schema";

/**
 * Stock held for unpaid orders. An order takes its packs when it is placed; if the payment
 * never comes (or cannot be started) they go back on the shelf, and a late payment takes them
 * again if it can.
 */

/** Puts an order's held packs back on the shelf (each hold once). */
export async function releaseHolds(tx: Tx, orderId: number, now: Date) {
  const holds = await tx
    .update(stockHolds)
    .set({ releasedAt: now })
    .where(and(eq(stockHolds.orderId, orderId), isNull(stockHolds.releasedAt)))
    .returning();
  for (const h of holds) {
    await tx
      .update(productPrices)
      .set({ stock: sql`${productPrices.stock} + ${h.qty}` })
      .where(eq(productPrices.id, h.productPriceId));
  }
}

/** Expires unpaid orders past their hold and gives their stock back; the number expired. */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // SKIP LOCKED: several processes may run this at once without touching one order twice.
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, "PENDING_PAYMENT"), sql`${orders.expiresAt} < ${now.toISOString()}`))
      .limit(50)
      .for("update", { skipLocked: true });
    for (const order of due) {
      await releaseHolds(tx, order.id, now);
      await moveOrder(tx, order.id, "EXPIRED", { kind: "job" }, "no payment within the hold", now);
    }
    return due.length;
  });
}

/**
 * An expired order paid late: take all of its packs again, or none (never below zero).
 * Whether it got them all.
 */
export async function retakeStock(tx: Tx, orderId: number): Promise<boolean> {
  const holds = await tx
    .select()
    .from(stockHolds)
    .where(eq(stockHolds.orderId, orderId))
    .orderBy(stockHolds.productPriceId);
  const taken: typeof holds = [];
  for (const h of holds) {
    const [ok] = await tx
      .update(productPrices)
      .set({ stock: sql`${productPrices.stock} - ${h.qty}` })
      .where(and(eq(productPrices.id, h.productPriceId), sql`${productPrices.stock} >= ${h.qty}`))
      .returning({ id: productPrices.id });
    if (!ok) {
      for (const t of taken) {
        await tx
          .update(productPrices)
          .set({ stock: sql`${productPrices.stock} + ${t.qty}` })
          .where(eq(productPrices.id, t.productPriceId));
      }
      return false;
    }
    taken.push(h);
  }
  await tx.update(stockHolds).set({ releasedAt: null }).where(eq(stockHolds.orderId, orderId));
  return true;
}
