import type { Db } from "../../db/client";
import { createReadCache } from "./catalog.cache";
import { createCatalogReads } from "./catalog.reads";
import { createProductRows } from "./catalog.rows";
import { createCatalogSearch, searchTerms } from "./catalog.search";

export { formatQty, priceInStock } from "./catalog.rows";
export { searchTerms } from "./catalog.search";

/**
 * The catalogue: categories, products, prices, search. Reads only; every price comes from the
 * database. Answers are cached for `cacheTtlMs` (read-mostly data; see catalog.cache.ts), and
 * invalidate() drops them at once after a change made by this process.
 */
export function createCatalogService(db: Db, options: { cacheTtlMs?: number } = {}) {
  const rows = createProductRows(db);
  const reads = createCatalogReads(db, rows);
  const finder = createCatalogSearch(db, rows);
  const cache = createReadCache(options.cacheTtlMs ?? 30_000);
  return {
    listCategories: cache.wrap("categories", reads.listCategories),
    categoryByKey: cache.wrap("categoryByKey", reads.categoryByKey),
    categoryPage: cache.wrap("categoryPage", reads.categoryPage),
    productsByCategory: cache.wrap("productsByCategory", reads.productsByCategory),
    productDetail: cache.wrap("productDetail", reads.productDetail),
    listAll: cache.wrap("listAll", reads.listAll),
    topProducts: cache.wrap("topProducts", reads.topProducts),
    // Keyed by the normalised words, so "Neem  OIL" and "neem oil" share an entry.
    search: cache.wrap("search", finder.search, (searchkey: string, limit = 20) =>
      [limit, ...searchTerms(searchkey)].join(" "),
    ),
    sitemapEntries: cache.wrap("sitemap", reads.sitemapEntries),
    invalidate: () => {
      cache.invalidate();
      finder.invalidate();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
