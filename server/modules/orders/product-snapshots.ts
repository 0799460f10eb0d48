import { asc, inArray } from "drizzle-orm";
import { productImages, products } from "../catalog";
import type { Tx } from "./order-lifecycle";

/**
 * Each product's name, first picture and regulated kind (the licence it needs), read once for
 * all the lines of an order.
 */
export async function productSnapshots(tx: Tx, productIds: number[]) {
  const names = await tx
    .select({ id: products.id, name: products.name, kind: products.regulatedKind })
    .from(products)
    .where(inArray(products.id, productIds));
  // The first picture of each product: ordered by product, then by the picture's place.
  const pictures = await tx
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      url: productImages.url,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(productImages.productId, asc(productImages.displayOrder), asc(productImages.id));
  const image = new Map(pictures.map((p) => [p.productId, p.url]));
  return new Map(names.map((p) => [p.id, { name: p.name, image: image.get(p.id) ?? "", kind: p.kind }]));
}
