import { z } from "zod";
import {
  type Category,
  type PackPrice,
  type ProductCard,
  type ProductDetail,
  type ProductOption,
  type ProductSummary,
  type ProductWithImages,
  packsLabel,
  type StockState,
  type TopProduct,
} from "../../../lib/catalog-types";
import { toRupeeString } from "../../../lib/money";
import { LICENCE_KINDS } from "../../../lib/regulated";
import { presentOnce } from "./catalog.cache";

/**
 * The catalogue as the API writes it (docs/api.md): the original client's field names, money
 * as rupee strings with two decimals ("450.00") and stock as "INSTOCK"/"OUTOFSTOCK". The
 * schemas describe each answer's `data` in the OpenAPI document; the functions make it from
 * the service's domain values.
 */

const id = z.number().int().positive();
const rupees = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Rupees with two decimals, e.g. "450.00".');
const stockLabel = z.enum(["INSTOCK", "OUTOFSTOCK"]);
const label = (s: StockState): z.infer<typeof stockLabel> => (s === "in_stock" ? "INSTOCK" : "OUTOFSTOCK");

export const categoryJson = z.strictObject({ id, category: z.string(), categorykey: z.string() });

/** A pack size on the product page, in 'frequently bought' and in the bulk order list. */
export const detailPriceJson = z.strictObject({
  product_price_id: id,
  qty: z.string(),
  unit_name: z.string(),
  mrp: rupees,
  discount: rupees,
  final_price: rupees,
  in_stock: stockLabel.describe("Whether this pack size can be bought now (our addition)."),
});

/** A pack size on a card: the same facts under `price_` names. */
export const priceOptionJson = z.strictObject({
  product_price_id: id,
  price_qty: z.string(),
  price_unit_name: z.string(),
  price_mrp: rupees,
  price_discount: rupees,
  price_final_price: rupees,
  in_stock: stockLabel,
});

export const productCardJson = z.strictObject({
  id,
  product_name: z.string(),
  products_units_all: z.string().describe('Every pack size: "1 kg, 5 kg, 25 kg".'),
  image: z.string(),
  alt: z.string(),
  in_stock: stockLabel,
  category: z.string(),
  categorykey: z.string(),
  ...priceOptionJson.omit({ in_stock: true }).shape,
  pricesArr: z.array(priceOptionJson),
});

export const productDetailJson = z.strictObject({
  id,
  product_name: z.string(),
  in_stock: stockLabel,
  images: z.array(z.string()),
  image_alts: z.array(z.string()),
  category: z.string(),
  categorykey: z.string(),
  sku_number: z.string(),
  product_description: z.string().describe("Sanitised HTML."),
  short_description: z.string(),
  prices: z.array(detailPriceJson),
  off_sale: z
    .object({ licence: z.enum(LICENCE_KINDS), why: z.enum(["ended", "none"]) })
    .nullable()
    .describe(
      "Why it cannot be sold today though listed: the shop's licence of that kind has ended, or it has none (docs/decisions/0047-regulated-sales.md); null: on sale.",
    ),
});

export const frequentProductJson = z.strictObject({
  id,
  product_name: z.string(),
  images: z.array(z.string()),
  in_stock: stockLabel,
  prices: z.array(detailPriceJson),
});

export const productListItemJson = z.strictObject({
  id,
  product_name: z.string(),
  prices: z.array(detailPriceJson),
});

export const topProductJson = z.strictObject({ id, product_name: z.string() });

export const searchResultJson = z.strictObject({
  id,
  product_name: z.string(),
  products_units_all: z.string(),
  category: z.string(),
});
export type SearchResultJson = z.infer<typeof searchResultJson>;

type Json<S extends z.ZodType> = z.infer<S>;

function detailPrice(p: PackPrice): Json<typeof detailPriceJson> {
  return {
    product_price_id: p.id,
    qty: String(p.qty),
    unit_name: p.unit,
    mrp: toRupeeString(p.mrpPaise),
    discount: toRupeeString(p.discountPaise),
    final_price: toRupeeString(p.finalPaise),
    in_stock: label(p.stock),
  };
}

function priceOption(p: PackPrice): Json<typeof priceOptionJson> {
  const d = detailPrice(p);
  return {
    product_price_id: d.product_price_id,
    price_qty: d.qty,
    price_unit_name: d.unit_name,
    price_mrp: d.mrp,
    price_discount: d.discount,
    price_final_price: d.final_price,
    in_stock: d.in_stock,
  };
}

const category = (c: Category): Json<typeof categoryJson> => ({
  id: c.id,
  category: c.name,
  categorykey: c.key,
});

function productCard(p: ProductCard): Json<typeof productCardJson> {
  const options = p.prices.map(priceOption);
  const { in_stock: _, ...first } = options[0];
  return {
    id: p.id,
    product_name: p.name,
    products_units_all: packsLabel(p.prices),
    image: p.image.url,
    alt: p.image.alt,
    in_stock: label(p.stock),
    category: p.category.name,
    categorykey: p.category.key,
    price_final_price: first.price_final_price,
    price_mrp: first.price_mrp,
    price_discount: first.price_discount,
    price_qty: first.price_qty,
    price_unit_name: first.price_unit_name,
    product_price_id: first.product_price_id,
    pricesArr: options,
  };
}

const frequentProduct = (p: ProductWithImages): Json<typeof frequentProductJson> => ({
  id: p.id,
  product_name: p.name,
  images: p.images.map((i) => i.url),
  in_stock: label(p.stock),
  prices: p.prices.map(detailPrice),
});

/** Each answer presented once per cached domain value (see presentOnce). */
export const present = {
  categories: presentOnce((list: Category[]) => list.map(category)),
  cards: presentOnce((list: ProductCard[]) => list.map(productCard)),
  detail: presentOnce(
    (p: ProductDetail): Json<typeof productDetailJson> => ({
      id: p.id,
      product_name: p.name,
      in_stock: label(p.stock),
      images: p.images.map((i) => i.url),
      image_alts: p.images.map((i) => i.alt),
      category: p.category.name,
      categorykey: p.category.key,
      sku_number: p.sku,
      product_description: p.descriptionHtml,
      short_description: p.shortDescription,
      prices: p.prices.map(detailPrice),
      off_sale: p.offSale ?? null,
    }),
  ),
  productList: presentOnce((list: ProductOption[]) =>
    list.map((p) => ({ id: p.id, product_name: p.name, prices: p.prices.map(detailPrice) })),
  ),
  topProducts: presentOnce((list: TopProduct[]) => list.map((p) => ({ id: p.id, product_name: p.name }))),
  searchResults: presentOnce((list: ProductSummary[]) =>
    list.map(
      (p): SearchResultJson => ({
        id: p.id,
        product_name: p.name,
        products_units_all: packsLabel(p.prices),
        category: p.category.name,
      }),
    ),
  ),
  frequent: presentOnce((list: ProductWithImages[]) => list.map(frequentProduct)),
};
