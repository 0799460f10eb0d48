import { and, asc, eq, inArray } from "drizzle-orm";
import {
  hindiPackLabel,
  type PackPrice,
  PLACEHOLDER_IMAGE,
  type ProductCard,
  type ProductImage,
  type ProductWithImages,
  type StockState,
} from "../../../lib/catalog-types";
import type { Lang } from "../../../lib/i18n/language";
import type { PackUnit } from "../../../lib/pack-units";
import { type SaleStop, type SaleStops, stopFor } from "../../../lib/regulated";
import { ratingOf } from "../../../lib/reviews";
import { uploadedPicture } from "../../../lib/uploaded-images";
import type { Db } from "../../db/client";
import { uploadedImages } from "../uploads";
import { categoryName, productName } from "./catalog.lang";
import { categories, type ProductPrice, productImages, productPrices, products } from "./catalog.schema";
import { packTranslations } from "./translations.schema";

/**
 * Turning catalogue rows into domain values: pack prices, pictures and product cards. Shared
 * by the catalogue's reads and by the recommendations module.
 */

/** "500" for 500.000, "1.5" for 1.500: pack quantities as people write them. */
export function formatQty(qty: string | number): string {
  return String(Number(qty));
}

/** A pack size can be sold when it is flagged in stock and has stock left. */
export const priceInStock = (p: Pick<ProductPrice, "inStock" | "stock">) => p.inStock && p.stock > 0;

export const stockState = (available: boolean): StockState => (available ? "in_stock" : "out_of_stock");

/** A product is in stock while any of its pack sizes is. */
export const productStock = (prices: readonly PackPrice[]): StockState =>
  stockState(prices.some((p) => p.stock === "in_stock"));

export function toPackPrice(p: ProductPrice, label?: string, offSale = false): PackPrice {
  return {
    id: p.id,
    ...(label ? { label } : {}),
    qty: Number(p.qty),
    unit: p.unit,
    mrpPaise: p.mrpPaise,
    discountPaise: p.discountPaise,
    finalPaise: p.mrpPaise - p.discountPaise,
    stock: stockState(!offSale && priceInStock(p)),
  };
}

/** Which licence kinds stop sales today (the licences module's, wired in server/services.ts). */
export type SaleStopsSource = () => Promise<SaleStops>;
const noStops: SaleStopsSource = async () => ({});

/** Products a customer may see: active, in an active category. */
export const visible = and(eq(products.isActive, true), eq(categories.isActive, true));

/** The columns every product listing selects, names in `lang` (join `categories` for them). */
export const productColumnsIn = (lang: Lang) => ({
  id: products.id,
  name: productName(lang),
  categoryName: categoryName(lang),
  categoryKey: categories.categoryKey,
  ratingCount: products.ratingCount,
  ratingTotal: products.ratingTotal,
});
/** The same in English (the catalogue's own rows). */
export const productColumns = productColumnsIn("en");
export type ProductRow = {
  id: number;
  name: string;
  categoryName: string;
  categoryKey: string;
  ratingCount: number;
  ratingTotal: number;
};

function groupBy<T>(rows: T[], productId: (row: T) => number) {
  const byProduct = new Map<number, T[]>();
  for (const row of rows) {
    const id = productId(row);
    const list = byProduct.get(id);
    if (list) list.push(row);
    else byProduct.set(id, [row]);
  }
  return byProduct;
}

/**
 * A picture for the pages: an upload offers its WebP widths (srcset) and, where it has them, its
 * AVIF ones (avifSrcset); the demo's SVG art is one file.
 */
export function pictureOf(r: {
  url: string;
  alt: string;
  hash: string | null;
  widths: number[] | null;
  avifWidths: number[] | null;
}): ProductImage {
  if (!r.hash || !r.widths?.length) return { url: r.url, alt: r.alt };
  const { srcset, avifSrcset } = uploadedPicture(r.hash, r.widths, r.avifWidths);
  return { url: r.url, alt: r.alt, srcset, ...(avifSrcset ? { avifSrcset } : {}) };
}

/**
 * A product's pictures as a page in `lang` names them. Staff write one alt text per picture, in
 * English; in another language a picture is named by the product's name in it (translated where
 * written), so a screen reader reading Hindi never reads out English (docs/decisions/0017).
 */
export const picturesIn = (lang: Lang, images: ProductImage[], name: string): ProductImage[] =>
  lang === "en" ? images : images.map((image) => ({ ...image, alt: name }));

/** The products' picture rows in display order, with an upload's widths (the back office reads them too). */
export async function imageRows(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      url: productImages.url,
      alt: productImages.alt,
      hash: productImages.uploadHash,
      widths: uploadedImages.widths,
      avifWidths: uploadedImages.avifWidths,
    })
    .from(productImages)
    .leftJoin(uploadedImages, eq(uploadedImages.hash, productImages.uploadHash))
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.displayOrder), asc(productImages.id));
}

/** `{ rating }` when the product has published ratings, else nothing (cards without ratings stay as they were). */
export function withRating(r: Pick<ProductRow, "ratingCount" | "ratingTotal">) {
  const rating = ratingOf(r.ratingCount, r.ratingTotal);
  return rating ? { rating } : {};
}

export function createProductRows(db: Db, saleStops: SaleStopsSource = noStops) {
  /**
   * Each product's pack prices in display order, with their labels in `lang` where written, and
   * why the products that cannot be sold today cannot (their packs read out of stock).
   */
  async function packsFor(productIds: number[], lang: Lang = "en") {
    const prices = new Map<number, PackPrice[]>();
    const offSale = new Map<number, SaleStop>();
    if (productIds.length === 0) return { prices, offSale };
    const [rows, stops] = await Promise.all([
      db
        .select({ pack: productPrices, label: packTranslations.label, kind: products.regulatedKind })
        .from(productPrices)
        .innerJoin(products, eq(products.id, productPrices.productId))
        .leftJoin(
          packTranslations,
          and(eq(packTranslations.productPriceId, productPrices.id), eq(packTranslations.lang, lang)),
        )
        .where(inArray(productPrices.productId, productIds))
        .orderBy(asc(productPrices.productId), asc(productPrices.displayOrder), asc(productPrices.id)),
      saleStops(),
    ]);
    for (const [id, list] of groupBy(rows, (r) => r.pack.productId)) {
      const stop = stopFor(list[0].kind, stops);
      if (stop) offSale.set(id, stop);
      prices.set(
        id,
        // Hindi without a label staff wrote: the unit in Hindi words ("10 का पैक", not "10 pcs").
        list.map((r) =>
          toPackPrice(
            r.pack,
            r.label ?? (lang === "hi" ? hindiPackLabel(toPackPrice(r.pack)) : undefined),
            Boolean(stop),
          ),
        ),
      );
    }
    return { prices, offSale };
  }

  /** Each product's pack prices (see packsFor). */
  const pricesFor = async (productIds: number[], lang: Lang = "en") =>
    (await packsFor(productIds, lang)).prices;

  /** Each product's pictures in display order. */
  async function imagesFor(productIds: number[]): Promise<Map<number, ProductImage[]>> {
    const byProduct = new Map<number, ProductImage[]>();
    for (const [id, list] of groupBy(await imageRows(db, productIds), (r) => r.productId)) {
      byProduct.set(id, list.map(pictureOf));
    }
    return byProduct;
  }

  /**
   * Rows with their prices and pictures, in the rows' order; a product without a pack size
   * cannot be shown or sold, so it is left out.
   */
  async function withImages(rows: ProductRow[], lang: Lang = "en"): Promise<ProductWithImages[]> {
    const ids = rows.map((r) => r.id);
    const [{ prices, offSale }, images] = await Promise.all([packsFor(ids, lang), imagesFor(ids)]);
    const out: ProductWithImages[] = [];
    for (const r of rows) {
      const options = prices.get(r.id);
      if (!options?.length) continue;
      out.push({
        id: r.id,
        name: r.name,
        category: { name: r.categoryName, key: r.categoryKey },
        images: picturesIn(lang, images.get(r.id) ?? [], r.name),
        stock: productStock(options),
        prices: options,
        ...withRating(r),
        ...(offSale.has(r.id) ? { offSale: offSale.get(r.id) } : {}),
      });
    }
    return out;
  }

  /** Grid cards: the first picture, or the placeholder named after the product. */
  async function cards(rows: ProductRow[], lang: Lang = "en"): Promise<ProductCard[]> {
    return (await withImages(rows, lang)).map(({ images, ...p }) => ({
      ...p,
      image: images[0] ?? { url: PLACEHOLDER_IMAGE, alt: p.name },
    }));
  }

  return { packsFor, pricesFor, imagesFor, withImages, cards };
}

export type ProductRows = ReturnType<typeof createProductRows>;

/** A pack row's size, prices, stock and whether it is on sale, as the back office reads them. */
export const packFigures = (p: ProductPrice) => ({
  qty: Number(p.qty),
  unit: p.unit as PackUnit,
  mrpPaise: p.mrpPaise,
  discountPaise: p.discountPaise,
  stock: p.stock,
  sellable: p.inStock,
});
