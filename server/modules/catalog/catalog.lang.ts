import { type Column, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Lang } from "../../../lib/i18n/language";
import { categories, products } from "./catalog.schema";
import { categoryTranslations, productTranslations } from "./translations.schema";

/**
 * The catalogue's text in a language: the translation where one was written, else the English
 * row's (docs/decisions/0017-content-in-hindi.md). A correlated look-up by the translation's
 * primary key, so every listing query keeps its shape and English costs nothing.
 */
export function inLanguage(
  lang: Lang,
  english: Column,
  t: { table: PgTable; field: Column; owner: Column; lang: Column; ownerId: Column },
): SQL<string> {
  if (lang === "en") return sql<string>`${english}`;
  return sql<string>`coalesce((select nullif(${t.field}, '') from ${t.table}
    where ${t.owner} = ${t.ownerId} and ${t.lang} = ${lang}), ${english})`;
}

const productText = (english: Column, field: Column) => (lang: Lang) =>
  inLanguage(lang, english, {
    table: productTranslations,
    field,
    owner: productTranslations.productId,
    lang: productTranslations.lang,
    ownerId: products.id,
  });

const categoryText = (english: Column, field: Column) => (lang: Lang) =>
  inLanguage(lang, english, {
    table: categoryTranslations,
    field,
    owner: categoryTranslations.categoryId,
    lang: categoryTranslations.lang,
    ownerId: categories.id,
  });

export const productName = productText(products.name, productTranslations.name);
export const productShortDescription = productText(
  products.shortDescription,
  productTranslations.shortDescription,
);
export const productDescription = productText(products.descriptionHtml, productTranslations.descriptionHtml);
export const categoryName = categoryText(categories.name, categoryTranslations.name);
export const categoryDescription = categoryText(categories.description, categoryTranslations.description);
