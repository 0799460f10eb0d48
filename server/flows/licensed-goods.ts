import { offSaleSentence, type RegulatedKind, stopFor } from "../../lib/regulated";
import type { Tx } from "../db/client";
import { conflict } from "../domain-error";
import { saleStopsIn } from "../modules/licences";

/**
 * Refuses an order holding a product the shop's licences do not cover on India's day of `now`
 * (docs/decisions/0047-regulated-sales.md), naming the first such product and why. Read in the
 * order's own transaction: a licence saved or ended a moment ago counts.
 */
export async function refuseUnlicensed(
  tx: Tx,
  products: ReadonlyMap<number, { name: string; kind: RegulatedKind }>,
  now: Date,
): Promise<void> {
  const stops = await saleStopsIn(tx, now);
  for (const p of products.values()) {
    const stop = stopFor(p.kind, stops);
    if (stop) throw conflict(offSaleSentence(p.name, stop));
  }
}
