import { inArray, sql } from "drizzle-orm";
import type { BatchDraw } from "../../../../lib/batches";
import type { StockReason } from "../../../../lib/stock-ledger";
import type { Db } from "../../../db/client";
import { type PackBatch, packBatches } from "../batches.schema";
import { productPrices } from "../catalog.schema";
import { stockMovements } from "../stock.schema";
import { batchPart, dueForWriteOff, lockBatches } from "./batch-stock";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who moved stock: a staff member (null: the command line), a customer, or the shop itself. */
export type StockWho =
  | { kind: "staff"; id: number | null }
  | { kind: "customer"; id: number }
  | { kind: "system" };

/** The ledger's name for a back-office writer (an audit actor: null is the command line). */
export const staffWho = (actor: { staffId: number | null }): StockWho => ({
  kind: "staff",
  id: actor.staffId,
});

/** One change of one pack's stock, as the ledger keeps it. */
export interface StockMove {
  packId: number;
  /** Units added (positive) or taken (negative); a move of 0 is left out. */
  change: number;
  reason: StockReason;
  who: StockWho;
  orderId?: number | null;
  /** The staff member's reason, the file imported, "opening balance"… */
  reference?: string;
  /**
   * For a pack kept in batches: the batches the units go to or come from (a receipt, a
   * correction, a cancel's give-back). Left out of a sale or hold: drawn earliest expiry first.
   */
  batches?: readonly BatchDraw[];
}

/**
 * The packs' stock once moved, and for each move (in the caller's order) the batches its units
 * came from or went to (empty for a pack without batches); or the packs that had too little
 * (then nothing moved).
 */
export type MoveResult =
  | { ok: true; stock: Map<number, number>; batches: BatchDraw[][] }
  | { ok: false; short: number[] };

const CHUNK = 1000;

/**
 * The one way a pack's stock changes (docs/decisions/0030-stock-ledger.md): inside the caller's
 * transaction it locks the packs (in id order, so two callers never deadlock), checks that no
 * pack would go below zero, sets the new counts and writes one movement per move. All or
 * nothing: if any pack has too little, nothing moves and the short packs are named, so the
 * caller chooses between refusing (a checkout) and answering otherwise (a late payment).
 *
 * A pack kept in batches (docs/decisions/0049-batches-and-expiry.md) moves its batches too: its
 * expired batches are written off first (an `expired` movement each, so a sale never takes an
 * expired unit even before the nightly job), a sale or hold draws the earliest expiry first, and
 * a receipt, correction or give-back names its batches. `writeOff` names more packs whose expired
 * batches to write off (the job).
 */
export async function moveStock(
  tx: Tx,
  moves: readonly StockMove[],
  now = new Date(),
  opts: { writeOff?: readonly number[] } = {},
): Promise<MoveResult> {
  const real = moves.map((m, i) => ({ m, i })).filter(({ m }) => m.change !== 0);
  const ids = [...new Set([...real.map(({ m }) => m.packId), ...(opts.writeOff ?? [])])].sort(
    (a, b) => a - b,
  );
  const drawn: BatchDraw[][] = moves.map(() => []);
  if (ids.length === 0) return { ok: true, stock: new Map(), batches: drawn };
  const stock = new Map<number, number>();
  for (const part of chunks(ids)) {
    const rows = await tx
      .select({ id: productPrices.id, stock: productPrices.stock })
      .from(productPrices)
      .where(inArray(productPrices.id, part))
      .orderBy(productPrices.id)
      .for("no key update");
    for (const r of rows) stock.set(r.id, r.stock);
  }
  const batchesOf = await lockBatches(tx, ids);
  const touched = new Set<PackBatch>();

  // Each movement keeps the count it left, in the order made: write-offs first, then the caller's.
  const ledger: (typeof stockMovements.$inferInsert)[] = [];
  const record = (packId: number, change: number, m: Omit<StockMove, "packId" | "change">) => {
    const after = (stock.get(packId) ?? 0) + change;
    stock.set(packId, after);
    ledger.push({
      productPriceId: packId,
      change,
      stockAfter: after,
      reason: m.reason,
      actorKind: m.who.kind,
      actorId: m.who.kind === "system" ? null : m.who.id,
      orderId: m.orderId ?? null,
      reference: m.reference ?? "",
      at: now,
    });
  };
  for (const id of ids) {
    for (const b of batchesOf.get(id) ?? []) {
      if (!dueForWriteOff(b, now)) continue;
      b.writtenOffAt = now;
      touched.add(b);
      if (b.left > 0)
        record(id, -b.left, {
          reason: "expired",
          who: { kind: "system" },
          reference: `batch ${b.batchNo} expired ${b.expiresOn}`,
        });
    }
  }

  const short = new Set<number>();
  for (const { m, i } of real) {
    const was = stock.get(m.packId);
    const batches = batchesOf.get(m.packId);
    if (was === undefined) {
      short.add(m.packId);
      continue;
    }
    let offBack: { qty: number; batch: PackBatch }[] = [];
    if (batches?.length) {
      const parts = batchPart(batches, m, now);
      if (!parts) {
        short.add(m.packId);
        continue;
      }
      drawn[i] = parts;
      for (const d of parts) touched.add(batches.find((b) => b.id === d.batchId) as PackBatch);
      // Units given back to a batch already written off leave the sellable stock again at once.
      if (m.change > 0)
        offBack = parts
          .map((d) => ({ qty: d.qty, batch: batches.find((b) => b.id === d.batchId) as PackBatch }))
          .filter((d) => d.batch.writtenOffAt);
    } else if (m.batches?.length) {
      throw new Error("moveStock: batches named for a pack that has none");
    }
    if (was + m.change < 0) {
      short.add(m.packId);
      continue;
    }
    record(m.packId, m.change, m);
    for (const o of offBack)
      record(m.packId, -o.qty, {
        reason: "expired",
        who: { kind: "system" },
        orderId: m.orderId,
        reference: `batch ${o.batch.batchNo} expired ${o.batch.expiresOn}`,
      });
  }
  if (short.size > 0) return { ok: false, short: [...short] };

  for (const part of chunks(ids)) {
    const values = sql.join(
      part.map((id) => sql`(${id}::int, ${stock.get(id)}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update ${productPrices} as p set stock = v.stock
      from (values ${values}) as v(id, stock) where p.id = v.id`);
  }
  for (const part of chunks([...touched])) {
    const values = sql.join(
      part.map(
        (b) => sql`(${b.id}::int, ${b.left}::int, ${b.writtenOffAt?.toISOString() ?? null}::timestamptz)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ${packBatches} as b set units_left = v.units_left, written_off_at = v.off
      from (values ${values}) as v(id, units_left, off) where b.id = v.id`);
  }
  for (const part of chunks(ledger)) await tx.insert(stockMovements).values(part);
  return { ok: true, stock, batches: drawn };
}

function* chunks<T>(list: readonly T[]) {
  for (let i = 0; i < list.length; i += CHUNK) yield list.slice(i, i + CHUNK);
}
