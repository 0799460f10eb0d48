import { and, isNull, lt } from "drizzle-orm";
import { indiaDay } from "../../../../lib/india-time";
import type { Db } from "../../../db/client";
import { packBatches } from "../batches.schema";
import { moveStock } from "./move-stock";

/**
 * The nightly write-off (docs/decisions/0049-batches-and-expiry.md): every batch whose last day
 * has passed on India's day leaves its pack's stock, an `expired` movement each. Safe to run in
 * any number of processes and again: moveStock locks the packs, reads their batches afresh and
 * writes off only what is not yet. A sale does the same for its own packs before drawing.
 * The number of packs looked at.
 */
export async function writeOffExpiredBatches(db: Db, now = new Date()): Promise<number> {
  let done = 0;
  for (;;) {
    const due = await db
      .selectDistinct({ id: packBatches.productPriceId })
      .from(packBatches)
      .where(and(lt(packBatches.expiresOn, indiaDay(now)), isNull(packBatches.writtenOffAt)))
      .limit(200);
    if (due.length === 0) return done;
    await db.transaction((tx) => moveStock(tx, [], now, { writeOff: due.map((d) => d.id) }));
    done += due.length;
  }
}
