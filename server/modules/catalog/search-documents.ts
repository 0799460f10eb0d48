import { eq, inArray, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../../db/client";
import { formatQty } from "./catalog.rows";
import { categories, productPrices, products } from "./catalog.schema";
import { productSearch, searchStale, searchWords } from "./search.schema";
import { joinedPairs, normaliseWord, splitWords, searchWords as wordsOfText } from "./search-words";
import { categoryTranslations, packTranslations, productTranslations } from "./translations.schema";

/** Where a word stands in a product, by weight: A name, B category, C pack labels, D descriptions. */
export interface DocumentParts {
  names: string[];
  categories: string[];
  packs: string[];
  descriptions: string[];
}

/** A name's words, and each pair of neighbours written as one ("Coco Peat" → coco, peat, cocopeat). */
const nameWords = (name: string) => [
  ...wordsOfText(name),
  ...joinedPairs(splitWords(name).map(normaliseWord)),
];

const stripTags = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&[a-z]+;|&#\d+;/gi, " ");

/** A lexeme as tsvector and tsquery literals write it (quoted, so nothing parses it again). */
export const quoteLexeme = (word: string) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/**
 * A product's search document as a tsvector literal: every word once, at the positions it
 * takes, each position carrying the weight of the part it came from (the best one first).
 */
export function documentOf(parts: DocumentParts): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (words: string[], weight: "A" | "B" | "C" | "D") => {
    for (const word of words) {
      // tsvector positions stop at 16383, lexemes at 2 KB: nothing a product says comes close.
      if (!word || word.length > 200 || position >= 16_000) continue;
      position += 1;
      const list = positions.get(word) ?? [];
      if (list.length < 8) list.push(`${position}${weight}`);
      positions.set(word, list);
    }
  };
  add(parts.names.flatMap(nameWords), "A");
  add(
    parts.categories.flatMap((c) => wordsOfText(c)),
    "B",
  );
  add(
    parts.packs.flatMap((p) => [...wordsOfText(p), ...joinedPairs(splitWords(p))]),
    "C",
  );
  add(
    parts.descriptions.flatMap((d) => wordsOfText(stripTags(d))),
    "D",
  );
  return [...positions].map(([word, at]) => `${quoteLexeme(word)}:${at.join(",")}`).join(" ");
}

/** The parts of the given products' documents, read in four queries. */
async function partsOf(db: Db | Tx, ids: number[]): Promise<Map<number, DocumentParts>> {
  const [rows, translations, categoryNames, packs] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        short: products.shortDescription,
        html: products.descriptionHtml,
        categoryId: products.categoryId,
        category: categories.name,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, ids)),
    db.select().from(productTranslations).where(inArray(productTranslations.productId, ids)),
    db
      .select({ categoryId: categoryTranslations.categoryId, name: categoryTranslations.name })
      .from(categoryTranslations)
      .innerJoin(products, eq(products.categoryId, categoryTranslations.categoryId))
      .where(inArray(products.id, ids)),
    db
      .select({
        productId: productPrices.productId,
        qty: productPrices.qty,
        unit: productPrices.unit,
        label: packTranslations.label,
      })
      .from(productPrices)
      .leftJoin(packTranslations, eq(packTranslations.productPriceId, productPrices.id))
      .where(inArray(productPrices.productId, ids)),
  ]);
  const out = new Map<number, DocumentParts>();
  for (const r of rows) {
    const translated = translations.filter((t) => t.productId === r.id);
    out.set(r.id, {
      names: [r.name, ...translated.map((t) => t.name)],
      categories: [
        r.category,
        ...categoryNames.filter((c) => c.categoryId === r.categoryId).map((c) => c.name),
      ],
      packs: packs
        .filter((p) => p.productId === r.id)
        .flatMap((p) => [`${formatQty(p.qty)} ${p.unit}`, p.label ?? ""]),
      descriptions: [r.short, r.html, ...translated.flatMap((t) => [t.shortDescription, t.descriptionHtml])],
    });
  }
  return out;
}

/**
 * Rebuilds the documents of products marked stale (by the triggers of migration 0023), at most
 * `batch` of them, and adds their names' words to the vocabulary. Several processes may run it
 * at once: each takes its own rows (SKIP LOCKED) and writes in one transaction, so a product is
 * never left unmarked without its new document. Returns how many it rebuilt.
 */
export async function refreshStaleDocuments(db: Db, batch = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await queryRows<{ product_id: number }>(
      tx,
      sql`delete from ${searchStale} where ${searchStale.productId} in (
        select ${searchStale.productId} from ${searchStale} order by 1 limit ${batch} for update skip locked)
      returning ${searchStale.productId}`,
    );
    const ids = taken.map((r) => r.product_id);
    if (ids.length === 0) return 0;
    const parts = await partsOf(tx, ids);
    if (parts.size === 0) return 0;
    const docs = [...parts].map(([productId, p]) => ({ productId, doc: documentOf(p) }));
    await tx
      .insert(productSearch)
      .values(
        docs.map((d) => ({ productId: d.productId, doc: sql`${d.doc}::tsvector` as unknown as string })),
      )
      .onConflictDoUpdate({ target: productSearch.productId, set: { doc: sql`excluded.doc` } });
    const vocabulary = new Set<string>();
    for (const p of parts.values()) {
      for (const w of p.names.flatMap(nameWords))
        if (/\p{L}/u.test(w) && [...w].length >= 3) vocabulary.add(w);
    }
    if (vocabulary.size > 0) {
      await tx
        .insert(searchWords)
        .values([...vocabulary].map((word) => ({ word })))
        .onConflictDoNothing();
    }
    return parts.size;
  });
}
