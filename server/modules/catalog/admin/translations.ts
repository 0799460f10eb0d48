import { and, eq, inArray } from "drizzle-orm";
import type { Lang } from "../../../../lib/i18n/language";
import type { ProductHiInput } from "../../../../lib/validation/catalogue";
import { cleanHtml } from "../../../clean-html";
import type { Db } from "../../../db/client";
import type { Tx } from "../../staff";
import { categoryTranslations, packTranslations, productTranslations } from "../translations.schema";

/**
 * The back office's side of translations (docs/decisions/0017-content-in-hindi.md): what a
 * product, its packs or a category say in Hindi, read for the forms and written beside the
 * English in the same transaction. Text is stored NFC, so search matches however it was typed;
 * descriptions are sanitised like the English ones. All fields empty: the row goes.
 */
const LANG: Exclude<Lang, "en"> = "hi";
const nfc = (s: string) => s.normalize("NFC");

/** A product's Hindi as the form and the audit log see it ("" where none). */
export interface ProductHi {
  name: string;
  shortDescription: string;
  descriptionHtml: string;
}
export const NO_PRODUCT_HI: ProductHi = { name: "", shortDescription: "", descriptionHtml: "" };

export async function productHi(db: Db | Tx, productId: number): Promise<ProductHi> {
  const [row] = await db
    .select({
      name: productTranslations.name,
      shortDescription: productTranslations.shortDescription,
      descriptionHtml: productTranslations.descriptionHtml,
    })
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, productId), eq(productTranslations.lang, LANG)));
  return row ?? NO_PRODUCT_HI;
}

/** Saves a product's Hindi; answers it as stored. */
export async function writeProductHi(tx: Tx, productId: number, input: ProductHiInput): Promise<ProductHi> {
  const hi: ProductHi = {
    name: nfc(input.name),
    shortDescription: nfc(input.short_description),
    descriptionHtml: input.description.trim() ? nfc(cleanHtml(input.description)) : "",
  };
  const where = and(eq(productTranslations.productId, productId), eq(productTranslations.lang, LANG));
  if (!hi.name && !hi.shortDescription && !hi.descriptionHtml) {
    await tx.delete(productTranslations).where(where);
    return NO_PRODUCT_HI;
  }
  await tx
    .insert(productTranslations)
    .values({ productId, lang: LANG, ...hi })
    .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.lang], set: hi });
  return hi;
}

/** The packs' Hindi labels by pack id (packs without one are not in the map). */
export async function packLabelsHi(db: Db | Tx, packIds: number[]): Promise<Map<number, string>> {
  if (packIds.length === 0) return new Map();
  const rows = await db
    .select({ id: packTranslations.productPriceId, label: packTranslations.label })
    .from(packTranslations)
    .where(and(inArray(packTranslations.productPriceId, packIds), eq(packTranslations.lang, LANG)));
  return new Map(rows.map((r) => [r.id, r.label]));
}

/** Sets one pack's Hindi label; an empty one removes it (the English size shows). */
export async function writePackLabelHi(tx: Tx, packId: number, label: string): Promise<void> {
  const text = nfc(label.trim());
  if (!text) {
    await tx
      .delete(packTranslations)
      .where(and(eq(packTranslations.productPriceId, packId), eq(packTranslations.lang, LANG)));
    return;
  }
  await tx
    .insert(packTranslations)
    .values({ productPriceId: packId, lang: LANG, label: text })
    .onConflictDoUpdate({
      target: [packTranslations.productPriceId, packTranslations.lang],
      set: { label: text },
    });
}

export interface CategoryHi {
  name: string;
  description: string;
}

/** Every category's Hindi by id (categories without one are not in the map). */
export async function categoriesHi(db: Db | Tx, ids?: number[]): Promise<Map<number, CategoryHi>> {
  const rows = await db
    .select({
      id: categoryTranslations.categoryId,
      name: categoryTranslations.name,
      description: categoryTranslations.description,
    })
    .from(categoryTranslations)
    .where(
      and(
        eq(categoryTranslations.lang, LANG),
        ids ? inArray(categoryTranslations.categoryId, ids) : undefined,
      ),
    );
  return new Map(rows.map(({ id, ...hi }) => [id, hi]));
}

export async function writeCategoryHi(tx: Tx, categoryId: number, input: CategoryHi): Promise<CategoryHi> {
  const hi = { name: nfc(input.name.trim()), description: nfc(input.description.trim()) };
  const where = and(eq(categoryTranslations.categoryId, categoryId), eq(categoryTranslations.lang, LANG));
  if (!hi.name && !hi.description) {
    await tx.delete(categoryTranslations).where(where);
    return hi;
  }
  await tx
    .insert(categoryTranslations)
    .values({ categoryId, lang: LANG, ...hi })
    .onConflictDoUpdate({ target: [categoryTranslations.categoryId, categoryTranslations.lang], set: hi });
  return hi;
}
