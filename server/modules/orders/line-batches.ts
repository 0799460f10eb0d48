import { and, eq, inArray, sql } from "drizzle-orm";
import { type BatchDraw, giveBackTo } from "../../../lib/batches";
import { packBatches } from "../catalog";
import type { Tx } from "./order-lifecycle";
import { orderLineBatches, orderLines } from "./orders.schema";

/**
 * Which batches an order's lines drew (docs/decisions/0049-batches-and-expiry.md): written when
 * moveStock draws them, read back when units go back to the shelf, so a cancel or return puts
 * them into the batches they came from.
 */

/** Records the batches moveStock drew for each of an order's packs (`drawn[i]` for `packIds[i]`). */
export async function recordDraws(
  tx: Tx,
  orderId: number,
  packIds: readonly number[],
  drawn: readonly (readonly BatchDraw[])[],
) {
  if (!drawn.some((d) => d.length)) return;
  const lines = await tx
    .select({ id: orderLines.id, packId: orderLines.productPriceId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const lineOf = new Map(lines.map((l) => [l.packId, l.id]));
  const rows = packIds.flatMap((packId, i) =>
    drawn[i].map((d) => ({ orderLineId: lineOf.get(packId) as number, batchId: d.batchId, qty: d.qty })),
  );
  await tx
    .insert(orderLineBatches)
    .values(rows)
    .onConflictDoUpdate({
      target: [orderLineBatches.orderLineId, orderLineBatches.batchId],
      set: { qty: sql`${orderLineBatches.qty} + excluded.qty` },
    });
}

/**
 * The batches `qty` units of an order's pack go back to (the batch expiring last first), taken
 * off the line's record; undefined when the line drew no batch (a pack without batches).
 */
export async function batchesBack(
  tx: Tx,
  orderId: number,
  packId: number,
  qty: number,
): Promise<BatchDraw[] | undefined> {
  const drawn = await tx
    .select({
      id: orderLineBatches.id,
      batchId: orderLineBatches.batchId,
      qty: orderLineBatches.qty,
      expiresOn: packBatches.expiresOn,
    })
    .from(orderLineBatches)
    .innerJoin(orderLines, eq(orderLines.id, orderLineBatches.orderLineId))
    .innerJoin(packBatches, eq(packBatches.id, orderLineBatches.batchId))
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productPriceId, packId)))
    .for("update", { of: orderLineBatches });
  const held = drawn.filter((d) => d.qty > 0);
  if (held.length === 0) return undefined;
  const back = giveBackTo(
    held,
    Math.min(
      qty,
      held.reduce((n, d) => n + d.qty, 0),
    ),
  );
  if (!back) return undefined;
  const given = held.reduce((n, d) => n + d.qty, 0);
  // More units back than the line still holds of its batches (never expected): moveStock puts the rest in the batch expiring last.
  if (qty > given) back[0] = { ...back[0], qty: back[0].qty + qty - given };
  for (const b of back) {
    const row = held.find((d) => d.batchId === b.batchId);
    if (!row) continue;
    await tx
      .update(orderLineBatches)
      .set({ qty: sql`greatest(${orderLineBatches.qty} - ${b.qty}, 0)` })
      .where(eq(orderLineBatches.id, row.id));
  }
  return back;
}

/** Each of the orders' lines' batches, earliest expiry first (the invoice, the packing slip). */
export async function lineBatches(tx: Pick<Tx, "select">, orderIds: readonly number[]) {
  if (orderIds.length === 0) return new Map<number, { batch: string; expiresOn: string; qty: number }[]>();
  const rows = await tx
    .select({
      lineId: orderLineBatches.orderLineId,
      batch: packBatches.batchNo,
      expiresOn: packBatches.expiresOn,
      qty: orderLineBatches.qty,
    })
    .from(orderLineBatches)
    .innerJoin(orderLines, eq(orderLines.id, orderLineBatches.orderLineId))
    .innerJoin(packBatches, eq(packBatches.id, orderLineBatches.batchId))
    .where(and(inArray(orderLines.orderId, [...orderIds]), sql`${orderLineBatches.qty} > 0`))
    .orderBy(packBatches.expiresOn, packBatches.id);
  const byLine = new Map<number, { batch: string; expiresOn: string; qty: number }[]>();
  for (const r of rows)
    byLine.set(r.lineId, [
      ...(byLine.get(r.lineId) ?? []),
      { batch: r.batch, expiresOn: r.expiresOn, qty: r.qty },
    ]);
  return byLine;
}
