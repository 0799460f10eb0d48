import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, identityId, updatedAt } from "../../db/columns";

/**
 * Search synonyms staff keep: a word customers type ("bhindi", "dhaan") and the words the
 * search looks for instead or as well ("okra", "भिंडी"; "paddy", "धान"). The term is one
 * lower-case word; the words are what product and category names hold.
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: identityId(),
    term: text("term").notNull().unique(),
    words: text("words").array().notNull(),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "search_synonyms_term",
      sql`${t.term} = lower(${t.term}) and ${t.term} !~ '\\s' and length(${t.term}) between 2 and 40`,
    ),
    check("search_synonyms_words", sql`cardinality(${t.words}) between 1 and 10`),
  ],
);
