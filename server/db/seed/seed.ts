import { sql } from "drizzle-orm";
import { indiaDay } from "../../../lib/india-time";
import { cleanHtml } from "../../clean-html";
import { moveStock, packBatches } from "../../modules/catalog";
import type { Db } from "../client";
import {
  blogCategories as blogCategoriesTable,
  blogPosts,
  categories as categoriesTable,
  productImages,
  productPrices,
  products as productsTable,
  promos as promosTable,
  shopLicences,
  shopSettings,
} from "../schema";
import { BATCHED_SKUS, demoBatches } from "./data/batches";
import { blogCategories, posts } from "./data/blog";
import { categories } from "./data/categories";
import { demoCod, demoDelivery } from "./data/delivery";
import { gstFor } from "./data/gst";
import { labelDetails } from "./data/label-details";
import { products } from "./data/products";
import { promos } from "./data/promos";
import { demoLicences, regulatedKindFor } from "./data/regulated";
import { seedCrops } from "./seed-crops";
import { seedHindi } from "./seed-hindi";

/**
 * Fills an empty database with the demo shop (server/db/seed/data), in one transaction. A
 * database that already has a category is left alone, so running it twice, or on a real
 * shop, adds nothing; inserts also skip rows whose unique key exists, as a second guard.
 * The demo shop comes with the delivery and cash-on-delivery rules of
 * server/db/seed/data/delivery.ts, so someone trying it sees delivery charges and COD;
 * `rules: false` leaves them unset: free delivery and COD off, as a real shop starts
 * (docs/demo-shop.md, docs/decisions/0025-delivery-rules-and-cash-on-delivery.md).
 */
export async function seedDemoShop(db: Db, opts: { rules?: boolean } = {}): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Two processes starting at once on one PostgreSQL: the second waits here, then sees data.
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(categoriesTable);
    if (Number(n) > 0) return { seeded: false };

    const cats = await tx
      .insert(categoriesTable)
      .values(
        categories.map((c) => ({
          name: c.name,
          categoryKey: c.key,
          description: c.description,
          displayOrder: c.order,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: categoriesTable.id, key: categoriesTable.categoryKey });
    const categoryId = new Map(cats.map((c) => [c.key, c.id]));

    // One statement per table; ids follow the data's order (product 1 is the first product).
    const rows = await tx
      .insert(productsTable)
      .values(
        products.map((p) => {
          const id = categoryId.get(p.category);
          if (id === undefined) throw new Error(`Product ${p.sku} names an unknown category "${p.category}"`);
          return {
            categoryId: id,
            name: p.name,
            slug: p.slug,
            sku: p.sku,
            descriptionHtml: cleanHtml(p.descriptionHtml),
            shortDescription: p.shortDescription,
            isFeatured: p.featured,
            hsnCode: gstFor(p.category, p.sku).hsn,
            gstRate: gstFor(p.category, p.sku).rate,
            regulatedKind: regulatedKindFor(p.category, p.sku),
            ...labelDetails[p.sku],
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: productsTable.id, slug: productsTable.slug });
    const productId = new Map(rows.map((r) => [r.slug, r.id]));
    const added = products.filter((p) => productId.has(p.slug));
    let packs: { id: number; productId: number; displayOrder: number }[] = [];
    if (added.length > 0) {
      packs = await tx
        .insert(productPrices)
        .values(
          added.flatMap((p) =>
            p.packs.map((k, i) => ({
              productId: productId.get(p.slug)!,
              qty: String(k.qty),
              unit: k.unit,
              mrpPaise: k.mrpPaise,
              discountPaise: k.discountPaise,
              stock: 0,
              inStock: k.inStock,
              shippingWeightGrams: k.shippingWeightGrams,
              displayOrder: i,
            })),
          ),
        )
        .returning({
          id: productPrices.id,
          productId: productPrices.productId,
          displayOrder: productPrices.displayOrder,
        });
      // The demo shop's stock arrives as the ledger's first lines (docs/decisions/0030).
      const stockOf = new Map(
        added.flatMap((p) => p.packs.map((k, i) => [`${productId.get(p.slug)}:${i}`, k.stock] as const)),
      );
      await moveStock(
        tx,
        packs.map((k) => ({
          packId: k.id,
          change: stockOf.get(`${k.productId}:${k.displayOrder}`) ?? 0,
          reason: "import",
          who: { kind: "system" },
          reference: "demo shop",
        })),
      );
      // A few regulated packs counted into batches (docs/decisions/0049-batches-and-expiry.md):
      // the stock just imported, the same units, so the ledger does not move.
      const today = indiaDay(new Date());
      const batchRows = packs.flatMap((k) => {
        const p = added.find((a) => productId.get(a.slug) === k.productId);
        const stock = stockOf.get(`${k.productId}:${k.displayOrder}`) ?? 0;
        if (!p || !BATCHED_SKUS.includes(p.sku) || stock <= 0) return [];
        return demoBatches(p.sku, k.displayOrder, stock, today).map((b) => ({
          productPriceId: k.id,
          batchNo: b.batchNo,
          madeOn: b.madeOn,
          expiresOn: b.expiresOn,
          received: b.qty,
          left: b.qty,
        }));
      });
      if (batchRows.length > 0) await tx.insert(packBatches).values(batchRows);
      await tx.insert(productImages).values(
        added.map((p) => ({
          productId: productId.get(p.slug)!,
          url: p.image,
          alt: p.imageAlt,
          displayOrder: 0,
        })),
      );
    }

    const blogCats = await tx
      .insert(blogCategoriesTable)
      .values(blogCategories.map((c) => ({ name: c.name, categoryKey: c.key })))
      .onConflictDoNothing()
      .returning({ id: blogCategoriesTable.id, key: blogCategoriesTable.categoryKey });
    const blogCategoryId = new Map(blogCats.map((c) => [c.key, c.id]));
    const postRows = await tx
      .insert(blogPosts)
      .values(
        posts.map((post) => ({
          categoryId: blogCategoryId.get(post.category) ?? null,
          urlTitle: post.urlTitle,
          title: post.title,
          imageUrl: post.image,
          imageAlt: post.imageAlt,
          shortDescription: post.short,
          bodyHtml: cleanHtml(post.body),
          authorName: post.author,
          postedOn: new Date(`${post.postedOn}T09:00:00+05:30`),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: blogPosts.id, urlTitle: blogPosts.urlTitle });
    await seedHindi(tx, { categoryId, productId, packs, posts: postRows });
    const productIdOfSku = new Map(
      products.flatMap((p) =>
        productId.has(p.slug) ? [[p.sku, productId.get(p.slug) as number] as const] : [],
      ),
    );
    await seedCrops(tx, productIdOfSku);

    await tx
      .insert(promosTable)
      .values(
        promos.map((p) => ({
          code: p.code,
          description: p.description,
          descriptionHi: p.descriptionHi,
          promoType: p.type,
          promoValue: p.value,
          minCartValuePaise: p.minCartValuePaise,
          maxAmountPaise: p.maxAmountPaise,
          startsAt: new Date(p.startsAt),
          endsAt: new Date(p.endsAt),
          maxUsesPerCustomer: p.usesPerCustomer ?? null,
          firstOrderOnly: p.firstOrderOnly ?? false,
        })),
      )
      .onConflictDoNothing();

    // The demo shop's licences to sell insecticides, fertilisers and seeds (invented).
    await tx.insert(shopLicences).values(demoLicences);

    if (opts.rules ?? true) {
      await tx
        .insert(shopSettings)
        .values([
          { key: "delivery", value: demoDelivery },
          { key: "cod", value: demoCod },
        ])
        .onConflictDoNothing();
    }
    return { seeded: true };
  });
}
