import { inArray } from "drizzle-orm";
import { indiaDay } from "../../../lib/india-time";
import { notCoveredSentence, type RegulatedKind, stateStopFor } from "../../../lib/regulated";
import type { Db } from "../../db/client";
import { findPincode } from "../addresses";
import { products } from "../catalog";
import { coveringLicencesIn } from "../licences";

/**
 * Why the product cannot be sent to the pincode's state, or undefined: the product page's check
 * tells the customer before the cart and the checkout refuse it
 * (docs/decisions/0050-where-each-may-be-sold.md). A pincode the directory does not know, or
 * one shared by states of which one is covered, is not refused here: the checkout decides on the
 * address's state.
 */
export async function notCoveredAt(
  db: Db,
  pincode: string,
  product: { name: string; kind: RegulatedKind },
  now: Date,
): Promise<string | undefined> {
  const place = findPincode(pincode);
  if (!place) return undefined;
  const licences = await coveringLicencesIn(db);
  const today = indiaDay(now);
  const stops = place.states.map((state) => stateStopFor(product.kind, state, licences, today));
  const first = stops[0];
  return first && stops.every(Boolean) ? notCoveredSentence(product.name, first) : undefined;
}

/**
 * Why the first cart line that cannot go to `state` cannot (the checkout's figures say it before
 * the order is placed), or undefined.
 */
export async function cartNotCovered(
  db: Db,
  state: string,
  lines: readonly { productId: number; productName: string }[],
  now: Date,
): Promise<string | undefined> {
  if (lines.length === 0) return undefined;
  const ids = [...new Set(lines.map((l) => l.productId))];
  const kinds = await db
    .select({ id: products.id, name: products.name, kind: products.regulatedKind })
    .from(products)
    .where(inArray(products.id, ids));
  if (kinds.every((k) => k.kind === "none")) return undefined;
  const licences = await coveringLicencesIn(db);
  const today = indiaDay(now);
  for (const k of kinds) {
    const stop = stateStopFor(k.kind, state, licences, today);
    if (stop) return notCoveredSentence(k.name, stop);
  }
  return undefined;
}
