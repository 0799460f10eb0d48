import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { productPrices, products } from "./catalog.schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Goods a customer sent back, inside the caller's transaction: `qty` of the pack go back on the
 * shelf (the one stock change of a part refund, kept in this one function so that it can move
 * to the stock ledger's function) and the product counts `qty` fewer sales.
 */
export async function putBackOnShelf(
  tx: Tx,
  pack: { productId: number; productPriceId: number },
  qty: number,
) {
  await tx
    .update(productPrices)
    .set({ stock: sql`${productPrices.stock} + ${qty}` })
    .where(eq(productPrices.id, pack.productPriceId));
  await uncountSold(tx, pack.productId, qty);
}

/** A sale of `qty` units undone (refunded, whether or not the goods came back). */
export async function uncountSold(tx: Tx, productId: number, qty: number) {
  await tx
    .update(products)
    .set({ salesCount: sql`greatest(${products.salesCount} - ${qty}, 0)` })
    .where(eq(products.id, productId));
}
