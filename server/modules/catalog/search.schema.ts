import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { products } from "./catalog.schema";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Each product's search document (docs/decisions/0040-search.md): its words, weighted by where
 * they stand: A its name in every language, B its category, C its pack labels, D its
 * descriptions. Written by search-documents.ts from the words rules of search-words.ts.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    doc: tsvector("doc").notNull(),
  },
  (t) => [index("product_search_doc_idx").using("gin", t.doc)],
);

/**
 * Products whose document is out of date. Database triggers (migration 0023) add a product
 * whenever its name, descriptions, packs, translations or category change, whoever changes them
 * (the back office, the spreadsheet import, a script); the next search rebuilds them first.
 */
export const searchStale = pgTable("search_stale", {
  productId: integer("product_id").primaryKey(),
});

/** The words of the products' names (every language): what a typo is corrected to, with pg_trgm. */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);
