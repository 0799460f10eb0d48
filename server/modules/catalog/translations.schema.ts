import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { requiredRef, translationLang, translationLangCheck } from "../../db/columns";
import { categories, productPrices, products } from "./catalog.schema";

/**
 * Content in other languages than English, one row per thing and language
 * (docs/decisions/0017-content-in-hindi.md). A field left empty falls back to the English row's,
 * so a half-translated product still shows whole. A new language needs no migration.
 */

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: requiredRef("category_id", () => categories.id, { onDelete: "cascade" }),
    lang: translationLang(),
    name: text("name").notNull().default(""),
    description: text("description").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.lang] }),
    translationLangCheck("category_translations_lang", t.lang),
  ],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    productId: requiredRef("product_id", () => products.id, { onDelete: "cascade" }),
    lang: translationLang(),
    name: text("name").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    /** Sanitised HTML, like the English description. */
    descriptionHtml: text("description_html").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    translationLangCheck("product_translations_lang", t.lang),
    // The search looks up translated names too ("भिंडी" finds the okra seeds).
    index("product_translations_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

/** A pack size's label in another language ("1 किलो"); the English one is made from qty and unit. */
export const packTranslations = pgTable(
  "pack_translations",
  {
    productPriceId: requiredRef("product_price_id", () => productPrices.id, { onDelete: "cascade" }),
    lang: translationLang(),
    label: text("label").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productPriceId, t.lang] }),
    translationLangCheck("pack_translations_lang", t.lang),
  ],
);
