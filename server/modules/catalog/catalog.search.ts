import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { ProductCard, ProductSummary } from "../../../lib/catalog-types";
import type { Lang } from "../../../lib/i18n/language";
import { createTtlCache } from "../../cache";
import type { Db } from "../../db/client";
import { productName } from "./catalog.lang";
import { type ProductRow, type ProductRows, productColumnsIn, visible } from "./catalog.rows";
import { categories, products } from "./catalog.schema";
import { productSearch, searchStale, searchWords } from "./search.schema";
import { refreshStaleDocuments } from "./search-documents";
import { planSearch, type SearchIndex, synonymMap, type TermGroup } from "./search-plan";
import { filterQuery, matchedCount, termScore } from "./search-query";
import { queryWords } from "./search-words";
import { searchSynonyms } from "./synonyms.schema";

/** Escapes LIKE wildcards so a customer's "%" or "_" is matched literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The product search (docs/decisions/0040-search.md): PostgreSQL full-text search on each
 * product's weighted document (name, category, pack labels, descriptions), the typed words made
 * the same way as the documents' (stop words out, singulars, one spelling), each also found as
 * its synonyms and, when it is a typo, as the closest words of the names. Products holding every
 * word come first, ranked by where the words stand; when none holds them all, the products
 * holding the most of them. Names come back in `lang`.
 */
export function createCatalogSearch(db: Db, rows: ProductRows) {
  async function loadIndex(): Promise<SearchIndex> {
    const [words, synonymRows] = await Promise.all([
      db.select({ word: searchWords.word }).from(searchWords),
      db.select({ term: searchSynonyms.term, words: searchSynonyms.words }).from(searchSynonyms),
    ]);
    return { words: words.map((w) => w.word), synonyms: synonymMap(synonymRows) };
  }
  // Kept even when answers are not cached: it is an index, not an answer.
  const index = createTtlCache<SearchIndex>({ ttlMs: 60_000, max: 1, name: "search-index" });

  /** Brings the documents of products changed since the last search up to date (rarely any). */
  async function refreshDocuments() {
    const [stale] = await db.select({ id: searchStale.productId }).from(searchStale).limit(1);
    if (!stale) return;
    // A bounded loop: a catalogue imported at once is rebuilt by the first search after it.
    for (let i = 0; i < 100 && (await refreshStaleDocuments(db)) > 0; i++);
    index.invalidate();
  }

  async function ranked(lang: Lang, groups: TermGroup[], every: boolean, limit: number) {
    const filter = filterQuery(groups, every);
    return db
      .select(productColumnsIn(lang))
      .from(productSearch)
      .innerJoin(products, eq(products.id, productSearch.productId))
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(and(visible, sql`${productSearch.doc} @@ ${filter}::tsquery`))
      .orderBy(
        sql`${matchedCount(groups)} desc`,
        sql`${sql.join(groups.map(termScore), sql` + `)} desc`,
        sql`length(${productName(lang)})`,
        asc(products.name),
        asc(products.id),
      )
      .limit(limit);
  }

  /** A search of no words ("%", "+"): the names holding those characters as they are. */
  async function literal(lang: Lang, typed: string, limit: number): Promise<ProductRow[]> {
    const pattern: SQL = sql`${`%${likeEscape(typed.trim())}%`}`;
    return db
      .select(productColumnsIn(lang))
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(and(visible, sql`${products.name} ilike ${pattern}`))
      .orderBy(sql`length(${products.name})`, asc(products.id))
      .limit(limit);
  }

  /** At most `limit` products' rows, best matches first, named in `lang`. */
  async function find(lang: Lang, searchkey: string, limit: number): Promise<ProductRow[]> {
    if (!searchkey.trim()) return [];
    await refreshDocuments();
    const typed = queryWords(searchkey);
    if (typed.length === 0) return literal(lang, searchkey, limit);
    const groups = planSearch(typed, await index.get("index", loadIndex));
    const found = await ranked(lang, groups, true, limit);
    // None holds every word: the best partial matches, most words first.
    if (found.length === 0 && groups.length > 1) return ranked(lang, groups, false, limit);
    return found;
  }

  return {
    /** At most `limit` products, best matches first, named in `lang` (the search API's answer). */
    async search(lang: Lang, searchkey: string, limit = 20): Promise<ProductSummary[]> {
      const found = await find(lang, searchkey, limit);
      const prices = await rows.pricesFor(
        found.map((r) => r.id),
        lang,
      );
      return found.map((r) => ({
        id: r.id,
        name: r.name,
        category: { name: r.categoryName, key: r.categoryKey },
        prices: prices.get(r.id) ?? [],
      }));
    },
    /** The same products as cards (picture, prices, stock), for the search box and results page. */
    async searchCards(lang: Lang, searchkey: string, limit = 20): Promise<ProductCard[]> {
      return rows.cards(await find(lang, searchkey, limit), lang);
    },
    /** Forgets the word list and synonyms, after names or synonyms changed. */
    invalidate: () => index.invalidate(),
  };
}
