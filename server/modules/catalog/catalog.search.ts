import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ProductSummary } from "../../../lib/catalog-types";
import type { Lang } from "../../../lib/i18n/language";
import { createTtlCache } from "../../cache";
import type { Db } from "../../db/client";
import { productName } from "./catalog.lang";
import { type ProductRow, type ProductRows, productColumnsIn, visible } from "./catalog.rows";
import { categories, products } from "./catalog.schema";
import { alternatives } from "./fuzzy";
import { searchSynonyms } from "./synonyms.schema";
import { categoryTranslations, productTranslations } from "./translations.schema";

/** Escapes LIKE wildcards so a customer's "%" or "_" is matched literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (t: string) => `%${likeEscape(t)}%`;

/**
 * Lower-cased words of a search, extra spaces dropped; at most 6 words of 40 letters. NFC, so
 * a Devanagari letter typed as a letter and a nukta matches the one stored as one character.
 */
export function searchTerms(searchkey: string): string[] {
  return searchkey
    .normalize("NFC")
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.slice(0, 40))
    .filter(Boolean)
    .slice(0, 6);
}

/** The words of a name, in any script ("Okra (Bhindi)" → okra, bhindi; "भिंडी के बीज" → भिंडी, के, बीज). */
export const wordsOf = (name: string) =>
  name
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u);

/** What the search knows besides the products: their words (for typos) and staff's synonyms. */
export interface SearchIndex {
  /** Distinct words (3+ letters) of active products' names in every language. */
  nameWords: string[];
  /** The same and the synonyms' terms: what a typo is corrected to. */
  words: string[];
  /** A synonym's term → the words it stands for. */
  synonyms: Map<string, string[]>;
}

/** A synonym term starting with what was typed, once it is this long, counts too ("dha" → dhaan). */
const SYNONYM_PREFIX = 3;

/**
 * The words to look for in place of one typed word: itself or its closest catalogue words
 * (fuzzy.ts), each with what staff's synonyms say it means.
 */
export function expandTerm(term: string, index: SearchIndex): string[] {
  const out = new Set<string>();
  for (const alt of alternatives(term, index.words)) {
    out.add(alt);
    for (const w of index.synonyms.get(alt) ?? []) out.add(w);
  }
  // A word still being typed ("dha") that no product's name holds: the synonyms it starts.
  if (term.length >= SYNONYM_PREFIX && !index.nameWords.some((w) => w.includes(term))) {
    for (const [t, words] of index.synonyms) if (t.startsWith(term)) for (const w of words) out.add(w);
  }
  return [...out];
}

/**
 * The product search. Products whose name, in English or any translation, holds every word
 * (partial words, any case; a word of 5+ letters found in no name is matched by its closest
 * catalogue words, see fuzzy.ts; staff's synonyms add the words they stand for), the whole
 * phrase first, then shorter names; then, while there is room, products whose category name
 * holds every word. Names come back in `lang`. Only ILIKE, which the trigram indexes serve.
 */
export function createCatalogSearch(db: Db, rows: ProductRows) {
  async function loadIndex(): Promise<SearchIndex> {
    const [english, translated, synonymRows] = await Promise.all([
      db.select({ name: products.name }).from(products).where(eq(products.isActive, true)),
      db
        .select({ name: productTranslations.name })
        .from(productTranslations)
        .innerJoin(products, eq(products.id, productTranslations.productId))
        .where(eq(products.isActive, true)),
      db.select({ term: searchSynonyms.term, words: searchSynonyms.words }).from(searchSynonyms),
    ]);
    const words = new Set<string>();
    for (const { name } of [...english, ...translated]) {
      for (const w of wordsOf(name)) if (w.length >= 3) words.add(w);
    }
    const nameWords = [...words];
    const synonyms = new Map(
      synonymRows.map((s) => [s.term, s.words.map((w) => w.normalize("NFC").toLowerCase())]),
    );
    for (const term of synonyms.keys()) words.add(term);
    return { nameWords, words: [...words], synonyms };
  }
  // Kept even when answers are not cached: it is an index, not an answer.
  const index = createTtlCache<SearchIndex>({ ttlMs: 60_000, max: 1, name: "search-index" });

  const anyLike = (column: SQL, alts: string[]) =>
    sql`(${sql.join(
      alts.map((a) => sql`${column} ilike ${like(a)}`),
      sql` or `,
    )})`;

  /**
   * The product's name in English or in any translation holds one of `alts`. The translations'
   * matches are an uncorrelated sub-select, which PostgreSQL runs once and hashes: a correlated
   * EXISTS would run once per product.
   */
  const nameHolds = (alts: string[]): SQL =>
    sql`(${anyLike(sql`${products.name}`, alts)} or ${products.id} in (select ${productTranslations.productId}
      from ${productTranslations} where ${anyLike(sql`${productTranslations.name}`, alts)}))`;

  const categoryHolds = (alts: string[]): SQL =>
    sql`(${anyLike(sql`${categories.name}`, alts)} or exists (select 1 from ${categoryTranslations}
      where ${categoryTranslations.categoryId} = ${categories.id}
      and ${anyLike(sql`${categoryTranslations.name}`, alts)}))`;

  async function byName(lang: Lang, groups: string[][], limit: number): Promise<ProductRow[]> {
    const phrase = groups.map((g) => g[0]).join(" ");
    return db
      .select(productColumnsIn(lang))
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(and(visible, ...groups.map(nameHolds)))
      .orderBy(
        sql`(${nameHolds([phrase])}) desc`,
        sql`length(${productName(lang)})`,
        asc(products.name),
        asc(products.id),
      )
      .limit(limit);
  }

  async function byCategory(
    lang: Lang,
    groups: string[][],
    seen: number[],
    limit: number,
  ): Promise<ProductRow[]> {
    return db
      .select(productColumnsIn(lang))
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(
        and(
          visible,
          ...groups.map(categoryHolds),
          seen.length ? sql`${products.id} not in ${seen}` : undefined,
        ),
      )
      .orderBy(desc(products.isFeatured), asc(products.name), asc(products.id))
      .limit(limit);
  }

  return {
    /** At most `limit` products, best matches first, named in `lang`. */
    async search(lang: Lang, searchkey: string, limit = 20): Promise<ProductSummary[]> {
      const terms = searchTerms(searchkey);
      if (terms.length === 0) return [];
      const known = await index.get("index", loadIndex);
      let found = await byName(
        lang,
        terms.map((t) => expandTerm(t, known)),
        limit,
      );
      if (found.length < limit) {
        // Category names are few and not in the word list: the typed words and their synonyms.
        const more = await byCategory(
          lang,
          terms.map((t) => [t, ...(known.synonyms.get(t) ?? [])]),
          found.map((r) => r.id),
          limit - found.length,
        );
        found = [...found, ...more];
      }
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
    /** Forgets the word list and synonyms, after names or synonyms changed. */
    invalidate: () => index.invalidate(),
  };
}
