import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { ProductSummary } from "../../../lib/catalog-types";
import { createTtlCache } from "../../cache";
import { type Db, queryRows } from "../../db/client";
import { type ProductRow, type ProductRows, productColumns, visible } from "./catalog.rows";
import { categories, products } from "./catalog.schema";
import { alternatives } from "./fuzzy";

/** Escapes LIKE wildcards so a customer's "%" or "_" is matched literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (t: string) => `%${likeEscape(t)}%`;

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
 * The product search. Products whose name holds every word (partial words, any case; a word
 * of 5+ letters found in no name is matched by its closest catalogue words, see fuzzy.ts),
 * the whole phrase first, then shorter names; then, while there is room, products whose
 * category name holds every word. Only ILIKE, which the trigram index serves.
 */
export function createCatalogSearch(db: Db, rows: ProductRows) {
  /** The distinct lower-case words of active product names (3+ letters), for typo correction. */
  async function vocabulary(): Promise<string[]> {
    const found = await queryRows<{ word: string }>(
      db,
      sql`select distinct w as word from ${products},
            regexp_split_to_table(lower(${products.name}), '[^a-z0-9]+') as w
          where ${products.isActive} and length(w) >= 3`,
    );
    return found.map((r) => r.word);
  }
  // Kept even when answers are not cached: it is an index, not an answer.
  const words = createTtlCache<string[]>({ ttlMs: 60_000, max: 1 });

  async function byName(terms: string[], limit: number): Promise<ProductRow[]> {
    const known = await words.get("words", vocabulary);
    const groups = terms.map((t) => alternatives(t, known));
    const inName = (alts: string[]) =>
      sql`(${sql.join(
        alts.map((a) => sql`${products.name} ilike ${like(a)}`),
        sql` or `,
      )})`;
    const phrase = groups.map((g) => g[0]).join(" ");
    return db
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
  }

  async function byCategory(terms: string[], seen: number[], limit: number): Promise<ProductRow[]> {
    return db
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
      .limit(limit);
  }

  return {
    /** At most `limit` products, best matches first. */
    async search(searchkey: string, limit = 20): Promise<ProductSummary[]> {
      const terms = searchTerms(searchkey);
      if (terms.length === 0) return [];
      let found = await byName(terms, limit);
      if (found.length < limit) {
        const more = await byCategory(
          terms,
          found.map((r) => r.id),
          limit - found.length,
        );
        found = [...found, ...more];
      }
      const prices = await rows.pricesFor(found.map((r) => r.id));
      return found.map((r) => ({
        id: r.id,
        name: r.name,
        category: { name: r.categoryName, key: r.categoryKey },
        prices: prices.get(r.id) ?? [],
      }));
    },
    /** Forgets the vocabulary, after product names changed. */
    invalidate: () => words.invalidate(),
  };
}
