import { sql } from "drizzle-orm";
import { check, index, type PgColumn, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { requiredRef } from "../../db/columns";
import { blogPosts } from "../blog/blog.schema";
import { categories, productPrices, products } from "./catalog.schema";

/**
 * Content in other languages than English, one row per thing and language
 * (docs/decisions/0017-content-in-hindi.md). A field left empty falls back to the English row's,
 * so a half-translated product still shows whole. A new language needs no migration.
 */
const lang = () => text("lang").notNull();
/** Translations are of the English rows: 'en' itself is never stored, and codes are ISO 639's. */
const langCheck = (name: string, column: PgColumn) =>
  check(name, sql`${column} ~ '^[a-z]{2,3}$' and ${column} <> 'en'`);

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: requiredRef("category_id", () => categories.id, { onDelete: "cascade" }),
    lang: lang(),
    name: text("name").notNull().default(""),
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] }), langCheck("category_translations_lang", t.lang)],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    productId: requiredRef("product_id", () => products.id, { onDelete: "cascade" }),
    lang: lang(),
    name: text("name").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    /** Sanitised HTML, like the English description. */
    descriptionHtml: text("description_html").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    langCheck("product_translations_lang", t.lang),
    // The search looks up translated names too ("भिंडी" finds the okra seeds).
    index("product_translations_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

/** A pack size's label in another language ("1 किलो"); the English one is made from qty and unit. */
export const packTranslations = pgTable(
  "pack_translations",
  {
    productPriceId: requiredRef("product_price_id", () => productPrices.id, { onDelete: "cascade" }),
    lang: lang(),
    label: text("label").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productPriceId, t.lang] }), langCheck("pack_translations_lang", t.lang)],
);

export const blogPostTranslations = pgTable(
  "blog_post_translations",
  {
    postId: requiredRef("post_id", () => blogPosts.id, { onDelete: "cascade" }),
    lang: lang(),
    title: text("title").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    /** Sanitised HTML, like the English body. */
    bodyHtml: text("body_html").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.postId, t.lang] }), langCheck("blog_post_translations_lang", t.lang)],
);
