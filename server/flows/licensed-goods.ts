import { and, eq } from "drizzle-orm";
import { indiaDay } from "../../lib/india-time";
import {
  LICENCE_FOR,
  notCoveredSentence,
  offSaleSentence,
  type RegulatedKind,
  type StateStop,
  saleStopsOn,
  stateStopFor,
  stopFor,
} from "../../lib/regulated";
import type { Db, Tx } from "../db/client";
import { conflict } from "../domain-error";
import { addresses } from "../modules/addresses";
import { coveringLicencesIn } from "../modules/licences";

type Goods = ReadonlyMap<number, { name: string; kind: RegulatedKind }>;

/**
 * Refuses an order holding a product the shop's licences do not cover on India's day of `now`
 * (docs/decisions/0047-regulated-sales.md), naming the first such product and why; with
 * `deliverTo`, also one no valid licence of its kind covers in that state
 * (docs/decisions/0050-where-each-may-be-sold.md). Read in the order's own transaction: a
 * licence saved, narrowed or ended a moment ago counts (the placement decides, not the cart).
 */
export async function refuseUnlicensed(
  tx: Tx,
  products: Goods,
  now: Date,
  deliverTo?: string,
): Promise<void> {
  const licences = await coveringLicencesIn(tx);
  const today = indiaDay(now);
  const stops = saleStopsOn(licences, today);
  for (const p of products.values()) {
    const stop = stopFor(p.kind, stops);
    if (stop) throw conflict(offSaleSentence(p.name, stop));
  }
  if (deliverTo !== undefined) refuseOutOfState(products, deliverTo, licences, today);
}

/** The state rule alone, on licences already read (an order staff place learns its address later). */
export async function refuseUndeliverable(
  tx: Tx,
  products: Goods,
  deliverTo: string,
  now: Date,
): Promise<void> {
  refuseOutOfState(products, deliverTo, await coveringLicencesIn(tx), indiaDay(now));
}

function refuseOutOfState(
  products: Goods,
  state: string,
  licences: Awaited<ReturnType<typeof coveringLicencesIn>>,
  today: string,
) {
  for (const p of products.values()) {
    const stop = stateStopFor(p.kind, state, licences, today);
    if (stop) throw conflict(notCoveredSentence(p.name, stop));
  }
}

/**
 * The cart's guess of where an order goes: the customer's default address
 * (docs/decisions/0050-where-each-may-be-sold.md). Why a product of `kind` cannot go there,
 * or undefined (no default address yet, or covered); the checkout decides on the address chosen.
 */
export async function defaultAddressStop(
  ex: Db | Tx,
  userId: number,
  kind: RegulatedKind,
  now = new Date(),
): Promise<StateStop | undefined> {
  if (!LICENCE_FOR[kind]) return undefined;
  const [home] = await ex
    .select({ state: addresses.state })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true)));
  if (!home) return undefined;
  return stateStopFor(kind, home.state, await coveringLicencesIn(ex), indiaDay(now));
}
