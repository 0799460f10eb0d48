import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ProductCard, ProductWithImages } from "../../../lib/catalog-types";
import { LANGUAGES, type Lang } from "../../../lib/i18n/language";
import { indiaDay } from "../../../lib/india-time";
import type { Db } from "../../db/client";
import {
  categories,
  createProductRows,
  createReadCache,
  productColumnsIn,
  products,
  type SaleStopsSource,
  visible,
} from "../catalog";
import { orderLines, orders, PAID_STATUSES } from "../orders";

/**
 * What the product page suggests: products bought together with this one, and others of its
 * category, in any language (`in(lang)`). It reads both the catalogue and the orders, so the catalogue itself needs to know
 * nothing about orders. Cached like the catalogue; invalidate() after a stock change.
 */
export function createRecommendationsService(
  db: Db,
  options: { cacheTtlMs?: number; saleStops?: SaleStopsSource } = {},
) {
  const rows = createProductRows(db, options.saleStops);
  // Per India's day, as the catalogue's: a product off sale from today shows so (licences).
  const cache = createReadCache(options.cacheTtlMs ?? 30_000, 1000, "recommendations", () =>
    indiaDay(new Date()),
  );

  async function categoryOf(productId: number): Promise<number | undefined> {
    const [self] = await db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, productId));
    return self?.categoryId;
  }

  /** Ids of the products most often in the same paid orders as this one (paid: bought for real). */
  async function boughtWith(productId: number, limit: number): Promise<number[]> {
    const mine = alias(orderLines, "mine");
    const other = alias(orderLines, "other");
    const found = await db
      .select({ id: other.productId, n: sql<number>`count(*)::int` })
      .from(mine)
      .innerJoin(orders, and(eq(orders.id, mine.orderId), inArray(orders.status, PAID_STATUSES)))
      .innerJoin(other, and(eq(other.orderId, mine.orderId), ne(other.productId, mine.productId)))
      .where(eq(mine.productId, productId))
      .groupBy(other.productId)
      .orderBy(desc(sql`count(*)`), asc(other.productId))
      .limit(limit);
    return found.map((r) => Number(r.id));
  }

  /** Active products of a category, best sellers first, leaving out `except`. */
  async function fromCategory(categoryId: number, except: number[], limit: number): Promise<number[]> {
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.categoryId, categoryId),
          eq(products.isActive, true),
          except.length ? sql`${products.id} not in ${except}` : undefined,
        ),
      )
      .orderBy(desc(products.salesCount), desc(products.isFeatured), asc(products.id))
      .limit(limit);
    return found.map((r) => r.id);
  }

  /**
   * Products most often bought in the same paid orders; products of the same category fill
   * the list while there are few orders.
   */
  async function frequentlyBought(lang: Lang, productId: number, limit = 3): Promise<ProductWithImages[]> {
    const categoryId = await categoryOf(productId);
    if (categoryId === undefined) return [];
    const ids = await boughtWith(productId, limit);
    if (ids.length < limit)
      ids.push(...(await fromCategory(categoryId, [productId, ...ids], limit - ids.length)));
    if (ids.length === 0) return [];
    const found = await db
      .select(productColumnsIn(lang))
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(and(visible, inArray(products.id, ids)));
    const byId = new Map(found.map((r) => [r.id, r]));
    return rows.withImages(
      ids.flatMap((id) => byId.get(id) ?? []),
      lang,
    );
  }

  /** Other products of the same category, for the product page. */
  async function related(lang: Lang, productId: number, limit = 4): Promise<ProductCard[]> {
    const categoryId = await categoryOf(productId);
    if (categoryId === undefined) return [];
    const found = await db
      .select(productColumnsIn(lang))
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(and(visible, eq(products.categoryId, categoryId), ne(products.id, productId)))
      .orderBy(desc(products.isFeatured), desc(products.salesCount), asc(products.id))
      .limit(limit);
    return rows.cards(found, lang);
  }

  // One view per language, cached under keys that name it (like the catalogue's).
  const views = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        frequentlyBought: cache.wrap(`${lang}:frequentlyBought`, (productId: number, limit?: number) =>
          frequentlyBought(lang, productId, limit),
        ),
        related: cache.wrap(`${lang}:related`, (productId: number, limit?: number) =>
          related(lang, productId, limit),
        ),
      },
    ]),
  ) as Record<
    Lang,
    {
      frequentlyBought: (id: number, limit?: number) => Promise<ProductWithImages[]>;
      related: (id: number, limit?: number) => Promise<ProductCard[]>;
    }
  >;

  return {
    ...views.en,
    /** The suggestions named in `lang`. */
    in: (lang: Lang) => views[lang],
    invalidate: () => cache.invalidate(),
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
