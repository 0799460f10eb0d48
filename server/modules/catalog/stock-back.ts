import { eq, sql } from "drizzle-orm";
import type { BatchDraw } from "../../../lib/batches";
import type { Db } from "../../db/client";
import { products } from "./catalog.schema";
import { moveStock, type StockWho } from "./stock/move-stock";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Goods a customer sent back, inside the caller's transaction: `qty` of the pack go back on the
 * shelf through the stock ledger (a `return` movement for the order, by whoever refunded it)
 * and the product counts `qty` fewer sales.
 */
export async function putBackOnShelf(
  tx: Tx,
  pack: { productId: number; productPriceId: number },
  qty: number,
  why: { orderId: number; who: StockWho; reference?: string; batches?: BatchDraw[] },
) {
  await moveStock(tx, [
    {
      packId: pack.productPriceId,
      change: qty,
      reason: "return",
      who: why.who,
      orderId: why.orderId,
      reference: why.reference ?? "part refund",
      batches: why.batches,
    },
  ]);
  await uncountSold(tx, pack.productId, qty);
}

/** A sale of `qty` units undone (refunded, whether or not the goods came back). */
export async function uncountSold(tx: Tx, productId: number, qty: number) {
  await tx
    .update(products)
    .set({ salesCount: sql`greatest(${products.salesCount} - ${qty}, 0)` })
    .where(eq(products.id, productId));
}
