import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type {
  CategoryItem,
  DetailPrice,
  FrequentProduct,
  PriceOption,
  ProductCard,
  ProductDetail,
  ProductListItem,
  SearchResult,
  StockLabel,
  TopProduct,
} from "../../../lib/catalog-types";
import { toRupeeString } from "../../../lib/money";
import { createTtlCache } from "../../cache";
import { type Db, queryRows } from "../../db/client";
import { orderLines, orders } from "../orders/orders.schema";
import { categories, productImages, productPrices, products } from "./catalog.schema";
import { alternatives } from "./fuzzy";

type PriceRow = typeof productPrices.$inferSelect;

/** "500" for 500.000, "1.5" for 1.500: pack quantities as people write them. */
export function formatQty(qty: string | number): string {
  return String(Number(qty));
}

/** A pack size can be sold when it is flagged in stock and has stock left. */
export const priceInStock = (p: Pick<PriceRow, "inStock" | "stock">) => p.inStock && p.stock > 0;

const stockLabel = (ok: boolean): StockLabel => (ok ? "INSTOCK" : "OUTOFSTOCK");

function priceOption(p: PriceRow): PriceOption {
  return {
    product_price_id: p.id,
    price_qty: formatQty(p.qty),
    price_unit_name: p.unit,
    price_mrp: toRupeeString(p.mrpPaise),
    price_discount: toRupeeString(p.discountPaise),
    price_final_price: toRupeeString(p.mrpPaise - p.discountPaise),
    in_stock: stockLabel(priceInStock(p)),
  };
}

function detailPrice(p: PriceRow): DetailPrice {
  return {
    product_price_id: p.id,
    qty: formatQty(p.qty),
    unit_name: p.unit,
    mrp: toRupeeString(p.mrpPaise),
    discount: toRupeeString(p.discountPaise),
    final_price: toRupeeString(p.mrpPaise - p.discountPaise),
    in_stock: stockLabel(priceInStock(p)),
  };
}

/** Escapes LIKE wildcards so a customer's "%" or "_" is matched literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Lower-cased words of a search, extra spaces dropped; at most 6 words of 40 letters. */
export function searchTerms(searchkey: string): string[] {
  return searchkey
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.slice(0, 40))
    .filter(Boolean)
    .slice(0, 6);
}

/**
 * The catalogue: categories, products, prices, search. Reads only; every price comes from the
 * database. Answers are cached for `cacheTtlMs` (read-mostly data; see server/cache.ts), and
 * invalidate() drops them at once after a change made by this process.
 */
export function createCatalogService(db: Db, options: { cacheTtlMs?: number } = {}) {
  const reads = createCatalogReads(db);
  // The vocabulary is kept even when answers are not cached: it is an index, not an answer.
  const words = createTtlCache<string[]>({ ttlMs: 60_000, max: 1 });
  const vocabulary = () => words.get("words", reads.vocabulary);
  const search = async (searchkey: string, limit = 20) => reads.search(searchkey, limit, await vocabulary());
  const ttlMs = options.cacheTtlMs ?? 30_000;
  if (ttlMs <= 0) return { ...reads, search, invalidate: () => words.invalidate() };
  const cache = createTtlCache<unknown>({ ttlMs, max: 2000 });
  const cached =
    <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
    (...args: A) =>
      cache.get(`${name}:${JSON.stringify(args)}`, () => fn(...args)) as Promise<R>;
  return {
    listCategories: cached("categories", reads.listCategories),
    categoryByKey: cached("categoryByKey", reads.categoryByKey),
    categoryPage: cached("categoryPage", reads.categoryPage),
    productsByCategory: cached("productsByCategory", reads.productsByCategory),
    productDetail: cached("productDetail", reads.productDetail),
    listAll: cached("listAll", reads.listAll),
    topProducts: cached("topProducts", reads.topProducts),
    // Keyed by the normalised words, so "Neem  OIL" and "neem oil" share an entry.
    search: (searchkey: string, limit = 20) =>
      cache.get(`search:${limit}:${searchTerms(searchkey).join(" ")}`, () =>
        search(searchkey, limit),
      ) as Promise<SearchResult[]>,
    frequentlyBought: cached("frequentlyBought", reads.frequentlyBought),
    related: cached("related", reads.related),
    sitemapEntries: cached("sitemap", reads.sitemapEntries),
    invalidate: () => {
      cache.invalidate();
      words.invalidate();
    },
  };
}

function createCatalogReads(db: Db) {
  async function pricesFor(productIds: number[]) {
    const byProduct = new Map<number, PriceRow[]>();
    if (productIds.length === 0) return byProduct;
    const rows = await db
      .select()
      .from(productPrices)
      .where(inArray(productPrices.productId, productIds))
      .orderBy(asc(productPrices.productId), asc(productPrices.displayOrder), asc(productPrices.id));
    for (const row of rows) {
      const list = byProduct.get(row.productId) ?? [];
      list.push(row);
      byProduct.set(row.productId, list);
    }
    return byProduct;
  }

  async function imagesFor(productIds: number[]) {
    const byProduct = new Map<number, { url: string; alt: string }[]>();
    if (productIds.length === 0) return byProduct;
    const rows = await db
      .select({ productId: productImages.productId, url: productImages.url, alt: productImages.alt })
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(asc(productImages.productId), asc(productImages.displayOrder), asc(productImages.id));
    for (const row of rows) {
      const list = byProduct.get(row.productId) ?? [];
      list.push({ url: row.url, alt: row.alt });
      byProduct.set(row.productId, list);
    }
    return byProduct;
  }

  const productColumns = {
    id: products.id,
    name: products.name,
    category: categories.name,
    categorykey: categories.categoryKey,
  };
  type ProductRow = { id: number; name: string; category: string; categorykey: string };

  /** Turns product rows into the API's cards (first price option repeated at the top level). */
  async function cards(rows: ProductRow[]): Promise<ProductCard[]> {
    const ids = rows.map((r) => r.id);
    const [prices, images] = await Promise.all([pricesFor(ids), imagesFor(ids)]);
    const out: ProductCard[] = [];
    for (const r of rows) {
      const options = prices.get(r.id) ?? [];
      if (options.length === 0) continue; // a product without a pack size cannot be shown or sold
      const first = priceOption(options[0]);
      const image = images.get(r.id)?.[0];
      out.push({
        id: r.id,
        product_name: r.name,
        products_units_all: options.map((o) => `${formatQty(o.qty)} ${o.unit}`).join(", "),
        image: image?.url ?? "/images/placeholder-product.svg",
        alt: image?.alt ?? r.name,
        in_stock: stockLabel(options.some(priceInStock)),
        category: r.category,
        categorykey: r.categorykey,
        price_final_price: first.price_final_price,
        price_mrp: first.price_mrp,
        price_discount: first.price_discount,
        price_qty: first.price_qty,
        price_unit_name: first.price_unit_name,
        product_price_id: first.product_price_id,
        pricesArr: options.map(priceOption),
      });
    }
    return out;
  }

  const visible = and(eq(products.isActive, true), eq(categories.isActive, true));

  return {
    async listCategories(): Promise<CategoryItem[]> {
      return db
        .select({ id: categories.id, category: categories.name, categorykey: categories.categoryKey })
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.displayOrder), asc(categories.id));
    },

    async categoryByKey(key: string): Promise<CategoryItem[]> {
      return db
        .select({ id: categories.id, category: categories.name, categorykey: categories.categoryKey })
        .from(categories)
        .where(and(eq(categories.categoryKey, key), eq(categories.isActive, true)));
    },

    /** One active category with its description, for its page; undefined when unknown. */
    async categoryPage(key: string): Promise<(CategoryItem & { description: string }) | undefined> {
      const [row] = await db
        .select({
          id: categories.id,
          category: categories.name,
          categorykey: categories.categoryKey,
          description: categories.description,
        })
        .from(categories)
        .where(and(eq(categories.categoryKey, key), eq(categories.isActive, true)));
      return row;
    },

    /** Cards of one category, in a stable order (featured first, then by name). */
    async productsByCategory(key: string): Promise<ProductCard[]> {
      const rows = await db
        .select(productColumns)
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(and(visible, eq(categories.categoryKey, key)))
        .orderBy(desc(products.isFeatured), asc(products.name), asc(products.id));
      return cards(rows);
    },

    async productDetail(id: number): Promise<ProductDetail | null> {
      const [row] = await db
        .select({
          ...productColumns,
          sku: products.sku,
          descriptionHtml: products.descriptionHtml,
          shortDescription: products.shortDescription,
        })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(and(visible, eq(products.id, id)));
      if (!row) return null;
      const [prices, images] = await Promise.all([pricesFor([id]), imagesFor([id])]);
      const options = prices.get(id) ?? [];
      const pics = images.get(id) ?? [];
      return {
        id: row.id,
        product_name: row.name,
        in_stock: stockLabel(options.some(priceInStock)),
        images: pics.map((p) => p.url),
        image_alts: pics.map((p) => p.alt),
        category: row.category,
        categorykey: row.categorykey,
        sku_number: row.sku,
        product_description: row.descriptionHtml,
        short_description: row.shortDescription ?? "",
        prices: options.map(detailPrice),
      };
    },

    /** Every active product with its pack sizes (the bulk order form's product list). */
    async listAll(): Promise<ProductListItem[]> {
      const rows = await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(visible)
        .orderBy(asc(products.name), asc(products.id));
      const prices = await pricesFor(rows.map((r) => r.id));
      return rows
        .filter((r) => (prices.get(r.id) ?? []).length > 0)
        .map((r) => ({ id: r.id, product_name: r.name, prices: (prices.get(r.id) ?? []).map(detailPrice) }));
    },

    /** Best sellers first; featured products fill the list while sales are few. */
    async topProducts(limit = 6): Promise<TopProduct[]> {
      return db
        .select({ id: products.id, product_name: products.name })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(visible)
        .orderBy(desc(products.salesCount), desc(products.isFeatured), asc(products.id))
        .limit(limit);
    },

    /** The distinct lower-case words of active product names (3+ letters), for typo correction. */
    async vocabulary(): Promise<string[]> {
      const rows = await queryRows<{ word: string }>(
        db,
        sql`select distinct w as word from ${products},
              regexp_split_to_table(lower(${products.name}), '[^a-z0-9]+') as w
            where ${products.isActive} and length(w) >= 3`,
      );
      return rows.map((r) => r.word);
    },

    /**
     * Products whose name holds every word (partial words, any case; a word of 5+ letters
     * found in no name is matched by its closest catalogue words), the whole phrase first,
     * then shorter names; then, while there is room, products whose category name holds
     * every word. At most `limit`. Only ILIKE, which the trigram index serves.
     */
    async search(searchkey: string, limit = 20, vocabulary: readonly string[] = []): Promise<SearchResult[]> {
      const terms = searchTerms(searchkey);
      if (terms.length === 0) return [];
      const like = (t: string) => `%${likeEscape(t)}%`;
      const groups = terms.map((t) => alternatives(t, vocabulary));
      const inName = (alts: string[]) =>
        sql`(${sql.join(
          alts.map((a) => sql`${products.name} ilike ${like(a)}`),
          sql` or `,
        )})`;
      const phrase = groups.map((g) => g[0]).join(" ");
      const byName = await db
        .select(productColumns)
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(and(visible, ...groups.map(inName)))
        .orderBy(
          sql`(${products.name} ilike ${like(phrase)}) desc`,
          sql`length(${products.name})`,
          asc(products.name),
          asc(products.id),
        )
        .limit(limit);
      let rows: ProductRow[] = byName;
      if (rows.length < limit) {
        const seen = rows.map((r) => r.id);
        const byCategory = await db
          .select(productColumns)
          .from(products)
          .innerJoin(categories, eq(products.categoryId, categories.id))
          .where(
            and(
              visible,
              ...terms.map((t) => sql`${categories.name} ilike ${like(t)}`),
              seen.length ? sql`${products.id} not in ${seen}` : undefined,
            ),
          )
          .orderBy(desc(products.isFeatured), asc(products.name), asc(products.id))
          .limit(limit - rows.length);
        rows = [...rows, ...byCategory];
      }
      const prices = await pricesFor(rows.map((r) => r.id));
      return rows.map((r) => ({
        id: r.id,
        product_name: r.name,
        products_units_all: (prices.get(r.id) ?? []).map((o) => `${formatQty(o.qty)} ${o.unit}`).join(", "),
        category: r.category,
      }));
    },

    /**
     * Products most often bought in the same paid orders; products of the same category
     * fill the list while there are few orders.
     */
    async frequentlyBought(productId: number, limit = 3): Promise<FrequentProduct[]> {
      const [self] = await db
        .select({ categoryId: products.categoryId })
        .from(products)
        .where(eq(products.id, productId));
      if (!self) return [];
      const other = sql`ol2.product_id`;
      const bought = await queryRows<{ id: number }>(
        db,
        sql`
        select ${other} as id, count(*)::int as n
        from ${orderLines} ol1
        join ${orders} o on o.id = ol1.order_id and o.status in ('PAID','SHIPPED','DELIVERED')
        join ${orderLines} ol2 on ol2.order_id = ol1.order_id and ol2.product_id <> ol1.product_id
        where ol1.product_id = ${productId}
        group by ${other} order by n desc, ${other} asc limit ${limit}`,
      );
      const ids = bought.map((r) => Number(r.id));
      if (ids.length < limit) {
        const fill = await db
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              eq(products.categoryId, self.categoryId),
              eq(products.isActive, true),
              ne(products.id, productId),
              ids.length ? sql`${products.id} not in ${ids}` : undefined,
            ),
          )
          .orderBy(desc(products.salesCount), desc(products.isFeatured), asc(products.id))
          .limit(limit - ids.length);
        ids.push(...fill.map((f) => f.id));
      }
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(and(visible, inArray(products.id, ids)));
      const [prices, images] = await Promise.all([pricesFor(ids), imagesFor(ids)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids
        .map((id) => byId.get(id))
        .filter((r): r is { id: number; name: string } => !!r && (prices.get(r.id) ?? []).length > 0)
        .map((r) => {
          const options = prices.get(r.id) ?? [];
          return {
            id: r.id,
            product_name: r.name,
            images: (images.get(r.id) ?? []).map((i) => i.url),
            in_stock: stockLabel(options.some(priceInStock)),
            prices: options.map(detailPrice),
          };
        });
    },

    /** Other products of the same category, for the product page. */
    async related(productId: number, limit = 4): Promise<ProductCard[]> {
      const [self] = await db
        .select({ categoryId: products.categoryId })
        .from(products)
        .where(eq(products.id, productId));
      if (!self) return [];
      const rows = await db
        .select(productColumns)
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(and(visible, eq(products.categoryId, self.categoryId), ne(products.id, productId)))
        .orderBy(desc(products.isFeatured), desc(products.salesCount), asc(products.id))
        .limit(limit);
      return cards(rows);
    },

    /** Every product and category address, for the sitemap. */
    async sitemapEntries() {
      const [cats, prods] = await Promise.all([
        db.select({ key: categories.categoryKey }).from(categories).where(eq(categories.isActive, true)),
        db
          .select({ id: products.id, updatedAt: products.updatedAt })
          .from(products)
          .innerJoin(categories, eq(products.categoryId, categories.id))
          .where(visible),
      ]);
      return { categories: cats.map((c) => c.key), products: prods };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
