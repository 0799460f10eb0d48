import { inArray, sql } from "drizzle-orm";
import type { StockReason } from "../../../../lib/stock-ledger";
import type { Db } from "../../../db/client";
import { productPrices } from "../catalog.schema";
import { stockMovements } from "../stock.schema";

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
}

/** The packs' stock once moved, or the packs that had too little (then nothing moved). */
export type MoveResult = { ok: true; stock: Map<number, number> } | { ok: false; short: number[] };

const CHUNK = 1000;

/**
 * The one way a pack's stock changes (docs/decisions/0030-stock-ledger.md): inside the caller's
 * transaction it locks the packs (in id order, so two callers never deadlock), checks that no
 * pack would go below zero, sets the new counts and writes one movement per move. All or
 * nothing: if any pack has too little, nothing moves and the short packs are named, so the
 * caller chooses between refusing (a checkout) and answering otherwise (a late payment).
 */
export async function moveStock(tx: Tx, moves: readonly StockMove[], now = new Date()): Promise<MoveResult> {
  const real = moves.filter((m) => m.change !== 0);
  if (real.length === 0) return { ok: true, stock: new Map() };
  const ids = [...new Set(real.map((m) => m.packId))].sort((a, b) => a - b);
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

  // Each movement keeps the count it left, in the order the caller gave them.
  const after: number[] = [];
  const short = new Set<number>();
  for (const m of real) {
    const was = stock.get(m.packId);
    if (was === undefined || was + m.change < 0) {
      short.add(m.packId);
      continue;
    }
    stock.set(m.packId, was + m.change);
    after.push(was + m.change);
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
  const rows = real.map((m, i) => ({
    productPriceId: m.packId,
    change: m.change,
    stockAfter: after[i],
    reason: m.reason,
    actorKind: m.who.kind,
    actorId: m.who.kind === "system" ? null : m.who.id,
    orderId: m.orderId ?? null,
    reference: m.reference ?? "",
    at: now,
  }));
  for (const part of chunks(rows)) await tx.insert(stockMovements).values(part);
  return { ok: true, stock };
}

function* chunks<T>(list: readonly T[]) {
  for (let i = 0; i < list.length; i += CHUNK) yield list.slice(i, i + CHUNK);
}
