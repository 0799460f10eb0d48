import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { productPrices, products } from "../catalog.schema";
import { moveStock } from "./move-stock";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Packs about to be sold, locked in id order inside the caller's transaction (two checkouts
 * lock alike, so they never deadlock): each with what a sale needs to know, by pack id. A
 * checkout checks them, then takes its units with moveStock while still holding the locks.
 */
export async function lockPacksForSale(tx: Tx, packIds: readonly number[], now = new Date()) {
  // Expired batches leave the stock first, in this transaction (docs/decisions/0049-batches-and-expiry.md):
  // the count checked is what may be sold today, even before the nightly write-off has run.
  await moveStock(tx, [], now, { writeOff: packIds });
  const packs = await tx
    .select({
      id: productPrices.id,
      stock: productPrices.stock,
      /** Offered for sale by staff, and its product on sale. */
      sellable: productPrices.inStock,
      active: products.isActive,
      mrp: productPrices.mrpPaise,
      discount: productPrices.discountPaise,
      qtyLabel: productPrices.qty,
      unit: productPrices.unit,
      grams: productPrices.shippingWeightGrams,
    })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(inArray(productPrices.id, [...packIds]))
    .orderBy(productPrices.id)
    .for("no key update", { of: productPrices });
  return new Map(packs.map((p) => [p.id, p]));
}
