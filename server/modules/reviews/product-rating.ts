import { and, count, eq, sum } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { products } from "../catalog";
import { reviews } from "./reviews.schema";

/**
 * Sets a product's rating count and total from its published reviews, in the caller's
 * transaction (every move that publishes, hides or edits a review calls it). Counted again
 * rather than added to, so the figures can never drift from the reviews. The product's
 * version and updated_at stay: a rating is not a staff edit of the product.
 */
export async function refreshRating(tx: Tx, productId: number) {
  const [row] = await tx
    .select({ n: count(), total: sum(reviews.stars) })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "published")));
  await tx
    .update(products)
    .set({ ratingCount: Number(row?.n ?? 0), ratingTotal: Number(row?.total ?? 0) })
    .where(eq(products.id, productId));
}
