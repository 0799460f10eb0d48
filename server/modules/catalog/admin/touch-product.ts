import { eq, sql } from "drizzle-orm";
import { notFound } from "../../../domain-error";
import type { Tx } from "../../staff";
import { products } from "../catalog.schema";

/**
 * Moves a product on to its next version when something that belongs to it but lives in another
 * module changed (its crop uses): a product form or a spreadsheet row started from the older
 * version is then refused as stale, as after any edit of the product itself. Locks the row for
 * the rest of the caller's transaction; answers the product's name, for the audit log.
 */
export async function touchProduct(tx: Tx, productId: number): Promise<{ id: number; name: string }> {
  const [row] = await tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, productId))
    .returning({ id: products.id, name: products.name });
  if (!row) throw notFound("No such product.");
  return row;
}
