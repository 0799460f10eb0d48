import { asc, inArray } from "drizzle-orm";
import { allocateFefo, type BatchDraw, expiredOn, fefoOrder } from "../../../../lib/batches";
import { indiaDay } from "../../../../lib/india-time";
import type { Db } from "../../../db/client";
import { conflict } from "../../../domain-error";
import { type PackBatch, packBatches } from "../batches.schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The batches of the packs a moveStock call touches, locked after their packs (every caller
 * locks packs, then batches, in id order: no deadlocks), and what the call does to them
 * (docs/decisions/0049-batches-and-expiry.md).
 */
export async function lockBatches(tx: Tx, packIds: readonly number[]) {
  const rows = packIds.length
    ? await tx
        .select()
        .from(packBatches)
        .where(inArray(packBatches.productPriceId, [...packIds]))
        .orderBy(asc(packBatches.id))
        .for("no key update")
    : [];
  const byPack = new Map<number, PackBatch[]>();
  for (const b of rows) byPack.set(b.productPriceId, [...(byPack.get(b.productPriceId) ?? []), b]);
  return byPack;
}

/** The reasons that give an order's units back to the shelf. */
const GIVE_BACK = new Set(["release", "cancel", "return"]);

/** A batch not yet written off whose last day has passed on India's day of `now`. */
export const dueForWriteOff = (b: PackBatch, now: Date) => !b.writtenOffAt && expiredOn(b, indiaDay(now));

/**
 * Units of a batched pack a move takes or gives: drawn earliest expiry first when the caller names
 * no batch (a sale, a hold), else the caller's batches (a receipt, a correction, a give-back).
 * Changes the locked rows in memory; undefined when the batches have too few units.
 */
export function batchPart(
  batches: PackBatch[],
  move: { change: number; batches?: readonly BatchDraw[]; reason: string },
  now: Date,
): BatchDraw[] | undefined {
  const live = batches.filter((b) => !b.writtenOffAt);
  let parts: BatchDraw[] | undefined;
  if (move.batches) {
    const total = move.batches.reduce((n, d) => n + d.qty, 0);
    if (total !== Math.abs(move.change))
      throw new Error("moveStock: the batches' units differ from the change");
    parts = move.batches.map((d) => ({ ...d }));
  } else if (move.change < 0) {
    parts = allocateFefo(
      live.map((b) => ({ id: b.id, batchNo: b.batchNo, expiresOn: b.expiresOn, left: b.left })),
      -move.change,
      indiaDay(now),
    );
  } else if (GIVE_BACK.has(move.reason)) {
    // Units sold before the pack was kept in batches: to the batch expiring last.
    const last = [...(live.length ? live : batches)].sort(fefoOrder).at(-1) as PackBatch;
    parts = [{ batchId: last.id, qty: move.change }];
  } else {
    // Stock of a pack kept in batches comes in only as a batch: the pages refuse first.
    throw conflict(
      "This pack is counted in batches: receive a batch, or correct a batch's count, on its batches page.",
    );
  }
  if (!parts) return undefined;
  const sign = Math.sign(move.change);
  for (const d of parts) {
    const b = batches.find((x) => x.id === d.batchId);
    if (!b) throw new Error(`moveStock: batch ${d.batchId} is not of this pack`);
    if (b.writtenOffAt && sign < 0)
      throw new Error("moveStock: units cannot be taken from a written-off batch");
    if (b.left + sign * d.qty < 0) return undefined;
  }
  for (const d of parts) {
    const b = batches.find((x) => x.id === d.batchId) as PackBatch;
    b.left += sign * d.qty;
  }
  return parts;
}
