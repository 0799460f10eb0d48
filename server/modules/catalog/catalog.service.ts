import { LANGUAGES, type Lang } from "../../../lib/i18n/language";
import { indiaDay } from "../../../lib/india-time";
import type { Db } from "../../db/client";
import { createReadCache, type ReadCache } from "./catalog.cache";
import { type CatalogReads, createCatalogReads } from "./catalog.reads";
import { createProductRows, type SaleStopsSource } from "./catalog.rows";
import { createCatalogSearch } from "./catalog.search";
import { queryWords } from "./search-words";

export { formatQty, priceInStock } from "./catalog.rows";

type Search = ReturnType<typeof createCatalogSearch>;

/** Searches that look for the same words share an answer; one of no words ("%") is its own. */
const searchKey = (searchkey: string, limit: number = 20) =>
  `${limit} ${queryWords(searchkey).join(" ") || `literal:${searchkey.trim()}`}`;

/** The catalogue's reads in one language, cached under keys that name it. */
function view(lang: Lang, reads: CatalogReads, finder: Search, cache: ReadCache) {
  const named = (name: string) => `${lang}:${name}`;
  return {
    listCategories: cache.wrap(named("categories"), () => reads.listCategories(lang)),
    categoryByKey: cache.wrap(named("categoryByKey"), (key: string) => reads.categoryByKey(lang, key)),
    categoryPage: cache.wrap(named("categoryPage"), (key: string) => reads.categoryPage(lang, key)),
    categoryOrder: cache.wrap(named("categoryOrder"), (key: string) => reads.categoryOrder(key)),
    productsByCategory: cache.wrap(named("productsByCategory"), (key: string) =>
      reads.productsByCategory(lang, key),
    ),
    productDetail: cache.wrap(named("productDetail"), (id: number) => reads.productDetail(lang, id)),
    // Read only after productDetail found nothing: rare, and not worth a cache entry per id.
    withdrawn: (id: number) => reads.withdrawn(lang, id),
    listAll: cache.wrap(named("listAll"), () => reads.listAll(lang)),
    topProducts: cache.wrap(named("topProducts"), (limit?: number) => reads.topProducts(lang, limit)),
    // Keyed by the normalised words, so "Neem  OIL" and "neem oil" share an entry.
    search: cache.wrap(
      named("search"),
      (searchkey: string, limit: number = 20) => finder.search(lang, searchkey, limit),
      searchKey,
    ),
    searchCards: cache.wrap(
      named("searchCards"),
      (searchkey: string, limit: number = 20) => finder.searchCards(lang, searchkey, limit),
      searchKey,
    ),
  };
}
export type CatalogView = ReturnType<typeof view>;

/**
 * The catalogue: categories, products, prices, search. Reads only; every price comes from the
 * database. `in(lang)` answers in a language (translated names and descriptions, English where
 * none was written); the methods on the service itself answer in English. Answers are cached
 * for `cacheTtlMs` per language (read-mostly data; see catalog.cache.ts), and invalidate()
 * drops them at once after a change.
 */
export function createCatalogService(
  db: Db,
  options: { cacheTtlMs?: number; saleStops?: SaleStopsSource } = {},
) {
  const rows = createProductRows(db, options.saleStops);
  const reads = createCatalogReads(db, rows);
  const finder = createCatalogSearch(db, rows);
  // Answers belong to India's day: a licence that ended yesterday stops its goods from the
  // first request of today (docs/decisions/0047-regulated-sales.md).
  const cache = createReadCache(options.cacheTtlMs ?? 30_000, undefined, undefined, () =>
    indiaDay(new Date()),
  );
  const views = Object.fromEntries(LANGUAGES.map((l) => [l, view(l, reads, finder, cache)])) as Record<
    Lang,
    CatalogView
  >;
  return {
    ...views.en,
    /** The catalogue in `lang`. */
    in: (lang: Lang): CatalogView => views[lang],
    sitemapEntries: cache.wrap("sitemap", reads.sitemapEntries),
    invalidate: () => {
      cache.invalidate();
      finder.invalidate();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
