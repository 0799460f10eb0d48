import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { moveStock, type StockWho } from "../catalog";
import { batchesBack, recordDraws } from "./line-batches";
import { type Actor, moveOrder, type Tx } from "./order-lifecycle";
import { orders, stockHolds } from "./orders.schema";

/**
 * Stock held for unpaid orders. An order takes its packs when it is placed; if the payment
 * never comes (or cannot be started) they go back on the shelf, and a late payment takes them
 * again if it can. Every one of these moves is a line of the stock ledger (docs/decisions/0030).
 */

/** Who moved an order's stock, as the ledger names them (the provider and jobs are the shop). */
export const stockWho = (actor: Actor): StockWho =>
  actor.kind === "customer" || actor.kind === "staff"
    ? { kind: actor.kind, id: actor.id }
    : { kind: "system" };

/**
 * Puts an order's held packs back on the shelf (each hold once), as `reason`: a hold that never
 * became a sale is a release, a sale undone a cancel or a return.
 */
export async function releaseHolds(
  tx: Tx,
  orderId: number,
  now: Date,
  why: { reason: "release" | "cancel" | "return"; who: Actor },
) {
  const holds = await tx
    .update(stockHolds)
    .set({ releasedAt: now })
    .where(and(eq(stockHolds.orderId, orderId), isNull(stockHolds.releasedAt)))
    .returning();
  const moves = [];
  for (const h of holds) {
    moves.push({
      packId: h.productPriceId,
      change: h.qty,
      reason: why.reason,
      who: stockWho(why.who),
      orderId,
      // Back to the batches they were drawn from (docs/decisions/0049-batches-and-expiry.md).
      batches: await batchesBack(tx, orderId, h.productPriceId, h.qty),
    });
  }
  await moveStock(tx, moves, now);
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
      await releaseHolds(tx, order.id, now, { reason: "release", who: { kind: "job" } });
      await moveOrder(tx, order.id, "EXPIRED", { kind: "job" }, "no payment within the hold", now);
    }
    return due.length;
  });
}

/**
 * An expired order paid late: take all of its packs again, or none (never below zero): a sale
 * now, since the payment is in. Whether it got them all.
 */
export async function retakeStock(tx: Tx, orderId: number): Promise<boolean> {
  const holds = await tx.select().from(stockHolds).where(eq(stockHolds.orderId, orderId));
  const taken = await moveStock(
    tx,
    holds.map((h) => ({
      packId: h.productPriceId,
      change: -h.qty,
      reason: "sale",
      who: { kind: "system" },
      orderId,
    })),
  );
  if (!taken.ok) return false;
  await recordDraws(
    tx,
    orderId,
    holds.map((h) => h.productPriceId),
    taken.batches,
  );
  await tx.update(stockHolds).set({ releasedAt: null }).where(eq(stockHolds.orderId, orderId));
  return true;
}
