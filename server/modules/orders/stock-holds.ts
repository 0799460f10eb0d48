import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { productPrices } from "../catalog/catalog.schema";
import { orders, stockHolds } from "./orders.schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Stock held for unpaid orders. An order takes its packs when it is placed; if the payment
 * never comes they go back on the shelf, and a late payment takes them again if it can.
 */

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
      const holds = await tx
        .select()
        .from(stockHolds)
        .where(and(eq(stockHolds.orderId, order.id), sql`${stockHolds.releasedAt} is null`));
      for (const h of holds) {
        await tx
          .update(productPrices)
          .set({ stock: sql`${productPrices.stock} + ${h.qty}` })
          .where(eq(productPrices.id, h.productPriceId));
      }
      await tx.update(stockHolds).set({ releasedAt: now }).where(eq(stockHolds.orderId, order.id));
      await tx.update(orders).set({ status: "EXPIRED", updatedAt: now }).where(eq(orders.id, order.id));
    }
    return due.length;
  });
}

/** An expired order paid late: take its stock again where there is some (never below zero). */
export async function retakeStock(tx: Tx, orderId: number, logger: Logger) {
  const holds = await tx.select().from(stockHolds).where(eq(stockHolds.orderId, orderId));
  for (const h of holds) {
    const [ok] = await tx
      .update(productPrices)
      .set({ stock: sql`${productPrices.stock} - ${h.qty}` })
      .where(and(eq(productPrices.id, h.productPriceId), sql`${productPrices.stock} >= ${h.qty}`))
      .returning({ id: productPrices.id });
    if (!ok) {
      logger.warn({ orderId, productPriceId: h.productPriceId }, "late payment: stock short, staff must act");
    }
  }
}
