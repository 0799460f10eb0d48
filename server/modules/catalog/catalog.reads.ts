import { and, asc, desc, eq } from "drizzle-orm";
import type {
  Category,
  CategoryDetails,
  ProductCard,
  ProductDetail,
  ProductOption,
  TopProduct,
  WithdrawnProduct,
} from "../../../lib/catalog-types";
import type { Lang } from "../../../lib/i18n/language";
import { listedIn } from "../../../lib/regulated-fields";
import { uploadedPicture } from "../../../lib/uploaded-images";
import type { Db } from "../../db/client";
import { uploadedImages } from "../uploads";
import { listedIn as readListed } from "./admin/sale-check";
import {
  categoryDescription,
  categoryName,
  productDescription,
  productName,
  productShortDescription,
} from "./catalog.lang";
import {
  type ProductRows,
  picturesIn,
  productColumnsIn,
  productStock,
  visible,
  withRating,
} from "./catalog.rows";
import { categories, products } from "./catalog.schema";

const categoryColumns = (lang: Lang) => ({
  id: categories.id,
  name: categoryName(lang),
  key: categories.categoryKey,
});

/**
 * The catalogue's reads, uncached: categories, listings, a product, the sitemap's addresses.
 * Names and descriptions are in `lang` where translated, else English (catalog.lang.ts).
 */
export function createCatalogReads(db: Db, rows: ProductRows) {
  return {
    async listCategories(lang: Lang): Promise<Category[]> {
      return db
        .select(categoryColumns(lang))
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.displayOrder), asc(categories.id));
    },

    /** The active category with this key, or none: a list, as the API answers it. */
    async categoryByKey(lang: Lang, key: string): Promise<Category[]> {
      return db
        .select(categoryColumns(lang))
        .from(categories)
        .where(and(eq(categories.categoryKey, key), eq(categories.isActive, true)));
    },

    /** One active category with its description, for its page; undefined when unknown. */
    async categoryPage(lang: Lang, key: string): Promise<CategoryDetails | undefined> {
      const [row] = await db
        .select({ ...categoryColumns(lang), description: categoryDescription(lang), banner: uploadedImages })
        .from(categories)
        .leftJoin(uploadedImages, eq(uploadedImages.hash, categories.bannerHash))
        .where(and(eq(categories.categoryKey, key), eq(categories.isActive, true)));
      if (!row) return undefined;
      const { banner, ...category } = row;
      if (!banner) return category;
      return {
        ...category,
        banner: {
          ...uploadedPicture(banner.hash, banner.widths, banner.avifWidths),
          width: banner.width,
          height: banner.height,
        },
      };
    },

    /** Cards of one category, in a stable order (featured first, then by name). */
    async productsByCategory(lang: Lang, key: string): Promise<ProductCard[]> {
      const found = await db
        .select(productColumnsIn(lang))
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(and(visible, eq(categories.categoryKey, key)))
        .orderBy(desc(products.isFeatured), asc(products.name), asc(products.id));
      return rows.cards(found, lang);
    },

    /**
     * The orders a category page can be sorted in besides price: most sold first (featured
     * breaking ties), and newest first. Ids only; the page sorts the cards it already has.
     */
    async categoryOrder(key: string): Promise<{ popular: number[]; newest: number[] }> {
      const found = await db
        .select({
          id: products.id,
          name: products.name,
          sold: products.salesCount,
          featured: products.isFeatured,
          at: products.createdAt,
        })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(and(visible, eq(categories.categoryKey, key)));
      // Most sold first; among equals, as the page always listed them: featured, then by name.
      const popular = [...found].sort(
        (a, b) =>
          b.sold - a.sold ||
          Number(b.featured) - Number(a.featured) ||
          a.name.localeCompare(b.name, "en") ||
          a.id - b.id,
      );
      const newest = [...found].sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
      return { popular: popular.map((r) => r.id), newest: newest.map((r) => r.id) };
    },

    /**
     * A product off sale whose active ingredient is on the owner's list as banned: its name and
     * the ban, for a page that says why it is gone; null for any other product (on sale, taken
     * off by staff, or its ingredient no longer listed), whose page is "not found".
     */
    async withdrawn(lang: Lang, id: number): Promise<WithdrawnProduct | null> {
      const [row] = await db
        .select({
          ...productColumnsIn(lang),
          active: products.isActive,
          ingredients: products.activeIngredients,
        })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(eq(products.id, id));
      if (!row || row.active || row.ingredients.length === 0) return null;
      // The owner's list as the sale rule reads it; of what the product names, the banned.
      const banned = listedIn(row.ingredients, await readListed(db))
        .filter((l) => l.status === "banned")
        .map((l) => ({ name: l.name, notification: l.notification, notifiedOn: l.notifiedOn || null }));
      if (banned.length === 0) return null;
      return {
        id: row.id,
        name: row.name,
        category: { name: row.categoryName, key: row.categoryKey },
        banned,
      };
    },

    async productDetail(lang: Lang, id: number): Promise<ProductDetail | null> {
      const [row] = await db
        .select({
          ...productColumnsIn(lang),
          sku: products.sku,
          descriptionHtml: productDescription(lang),
          shortDescription: productShortDescription(lang),
          kind: products.regulatedKind,
          registrationNo: products.registrationNo,
          grade: products.grade,
          variety: products.variety,
          germinationPct: products.germinationPct,
          manufacturer: products.manufacturer,
          marketer: products.marketer,
          activeIngredients: products.activeIngredients,
          restrictionNote: products.restrictionNote,
        })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(and(visible, eq(products.id, id)));
      if (!row) return null;
      // Unlike the listings, the page of a product without pack sizes still opens (out of stock).
      const [{ prices, offSale }, images] = await Promise.all([
        rows.packsFor([id], lang),
        rows.imagesFor([id]),
      ]);
      const options = prices.get(id) ?? [];
      const stop = offSale.get(id);
      return {
        id: row.id,
        name: row.name,
        category: { name: row.categoryName, key: row.categoryKey },
        images: picturesIn(lang, images.get(id) ?? [], row.name),
        stock: productStock(options),
        prices: options,
        sku: row.sku,
        descriptionHtml: row.descriptionHtml,
        shortDescription: row.shortDescription ?? "",
        ...withRating(row),
        ...(stop ? { offSale: stop } : {}),
        ...(row.kind !== "none"
          ? {
              label: {
                kind: row.kind,
                registrationNo: row.registrationNo,
                grade: row.grade,
                variety: row.variety,
                germinationPct: row.germinationPct,
                manufacturer: row.manufacturer,
                marketer: row.marketer,
                activeIngredients: row.activeIngredients,
                restrictionNote: row.restrictionNote,
              },
            }
          : {}),
      };
    },

    /** Every active product with its pack sizes (the bulk order form's product list). */
    async listAll(lang: Lang): Promise<ProductOption[]> {
      const found = await db
        .select({ id: products.id, name: productName(lang) })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(visible)
        .orderBy(asc(products.name), asc(products.id));
      const prices = await rows.pricesFor(
        found.map((r) => r.id),
        lang,
      );
      return found.flatMap((r) => {
        const options = prices.get(r.id);
        return options?.length ? [{ id: r.id, name: r.name, prices: options }] : [];
      });
    },

    /** Best sellers first; featured products fill the list while sales are few. */
    async topProducts(lang: Lang, limit = 6): Promise<TopProduct[]> {
      return db
        .select({ id: products.id, name: productName(lang) })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(visible)
        .orderBy(desc(products.salesCount), desc(products.isFeatured), asc(products.id))
        .limit(limit);
    },

    /** Every product and category address, for the sitemap. */
    async sitemapEntries() {
      const [cats, prods] = await Promise.all([
        db.select({ key: categories.categoryKey }).from(categories).where(eq(categories.isActive, true)),
        db
          .select({ id: products.id, updatedAt: products.updatedAt })
          .from(products)
          .innerJoin(categories, eq(products.categoryId, categories.id))
          .where(visible),
      ]);
      return { categories: cats.map((c) => c.key), products: prods };
    },
  };
}

export type CatalogReads = ReturnType<typeof createCatalogReads>;
