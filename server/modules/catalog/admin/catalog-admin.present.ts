import { z } from "zod";
import { toRupeeString } from "../../../../lib/money";
import { offSaleReason, REGULATED_KINDS } from "../../../../lib/regulated";
import type {
  AdminCategory,
  AdminImage,
  AdminPack,
  AdminProduct,
  AdminProductRow,
  LowStockPack,
  ProductListPage,
} from "./types";

// The back office's catalogue on the wire: snake_case, money as rupee strings ("450.00"), as
// the shop's API writes it (docs/api.md).

const rupees = z.string().regex(/^\d+\.\d{2}$/);

export const adminPackJson = z.object({
  id: z.number().int(),
  qty: z.number(),
  unit: z.string(),
  mrp: rupees,
  discount: rupees,
  final_price: rupees,
  stock: z.number().int(),
  sellable: z.boolean(),
  low_stock: z.number().int().describe("At or below this stock the pack is listed as low."),
  is_low: z.boolean(),
  label_hi: z.string().describe('Its label in Hindi ("1 किलो"); "" for none.'),
});

export const adminImageJson = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  srcset: z.string().optional(),
  avif_srcset: z
    .string()
    .optional()
    .describe("For browsers that read AVIF: each width's smaller copy; absent when no width has AVIF."),
});

const productBase = {
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  category: z.string(),
  sku: z.string(),
  active: z.boolean(),
  featured: z.boolean(),
  regulated_kind: z
    .enum(REGULATED_KINDS)
    .describe("The law its sale falls under; a kind needing a licence goes off sale without one."),
  off_sale: z
    .string()
    .nullable()
    .describe("Why it cannot be sold today (the shop's licences); null: it can."),
  sale_problems: z
    .array(z.string())
    .describe(
      "What stops it being put on sale: missing label details, a banned ingredient, a restricted one without a restriction note; [] for nothing.",
    ),
  version: z.number().int().describe("Send it back with an edit: a newer product refuses the edit (409)."),
  updated_at: z.string(),
  packs: z.array(adminPackJson),
};

/** A regulated product's label details (lib/regulated-fields.ts); "" or null: not given. */
export const labelDetailsJson = {
  registration_no: z.string().describe("The CIB&RC registration number (insecticides)."),
  grade: z
    .string()
    .describe('The grade or specification, e.g. "NPK 19:19:19 (FCO Schedule I)" (fertilisers).'),
  variety: z.string().describe("The variety (seeds)."),
  germination_pct: z.number().int().nullable().describe("The least germination on the label, 0–100 (seeds)."),
  manufacturer: z.string(),
  marketer: z.string().describe("When not the manufacturer; optional."),
  active_ingredients: z
    .array(z.string())
    .describe('As on the label, e.g. ["Imidacloprid 17.8% SL"] (insecticides, bio-stimulants).'),
  restriction_note: z
    .string()
    .describe("What a restricted ingredient's sale is limited to; shown to customers."),
};

export const adminProductJson = z.object({
  ...productBase,
  description: z.string().describe("Sanitised HTML."),
  short_description: z.string(),
  hsn_code: z.string(),
  gst_rate: z.number().int().describe("Percent, included in the prices: 0, 5, 12, 18 or 28."),
  ...labelDetailsJson,
  images: z.array(adminImageJson),
  hi: z
    .object({ name: z.string(), short_description: z.string(), description: z.string() })
    .describe('Its text in Hindi; "" where none is written (the English shows).'),
});

export const adminProductRowJson = z.object({ ...productBase, image: adminImageJson.nullable() });

export const productPageJson = z.object({
  products: z.array(adminProductRowJson),
  total: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
});

export const lowStockJson = adminPackJson.extend({
  product_id: z.number().int(),
  product_name: z.string(),
  sku: z.string(),
  product_active: z.boolean(),
  version: z.number().int(),
});

export const adminCategoryJson = z.object({
  id: z.number().int(),
  name: z.string(),
  categorykey: z.string(),
  description: z.string(),
  active: z.boolean(),
  product_count: z.number().int(),
  banner: z
    .object({ hash: z.string(), url: z.string(), srcset: z.string(), avif_srcset: z.string().optional() })
    .nullable(),
  version: z.number().int(),
  hi: z.object({ name: z.string(), description: z.string() }).describe('In Hindi; "" where none is written.'),
});

type Json<S extends z.ZodType> = z.infer<S>;

export const presentPack = (p: AdminPack): Json<typeof adminPackJson> => ({
  id: p.id,
  qty: p.qty,
  unit: p.unit,
  mrp: toRupeeString(p.mrpPaise),
  discount: toRupeeString(p.discountPaise),
  final_price: toRupeeString(p.mrpPaise - p.discountPaise),
  stock: p.stock,
  sellable: p.sellable,
  low_stock: p.lowStockThreshold,
  is_low: p.low,
  label_hi: p.labelHi,
});

const presentImage = (i: AdminImage): Json<typeof adminImageJson> => ({
  id: i.id,
  url: i.url,
  alt: i.alt,
  ...(i.srcset ? { srcset: i.srcset } : {}),
  ...(i.avifSrcset ? { avif_srcset: i.avifSrcset } : {}),
});

const base = (p: AdminProductRow) => ({
  id: p.id,
  name: p.name,
  category_id: p.categoryId,
  category: p.categoryName,
  sku: p.sku,
  active: p.active,
  featured: p.featured,
  regulated_kind: p.regulatedKind,
  off_sale: p.offSale ? offSaleReason(p.offSale) : null,
  sale_problems: p.labelProblems,
  version: p.version,
  updated_at: p.updatedAt.toISOString(),
  packs: p.packs.map(presentPack),
});

export const presentProduct = (p: AdminProduct): Json<typeof adminProductJson> => ({
  ...base(p),
  description: p.descriptionHtml,
  short_description: p.shortDescription,
  hsn_code: p.hsnCode,
  gst_rate: p.gstRate,
  registration_no: p.label.registrationNo,
  grade: p.label.grade,
  variety: p.label.variety,
  germination_pct: p.label.germinationPct,
  manufacturer: p.label.manufacturer,
  marketer: p.label.marketer,
  active_ingredients: p.label.activeIngredients,
  restriction_note: p.label.restrictionNote,
  images: p.images.map(presentImage),
  hi: { name: p.hi.name, short_description: p.hi.shortDescription, description: p.hi.descriptionHtml },
});

export const presentProductPage = (page: ProductListPage): Json<typeof productPageJson> => ({
  products: page.rows.map((r) => ({ ...base(r), image: r.image ? presentImage(r.image) : null })),
  total: page.total,
  page: page.page,
  page_count: page.pageCount,
});

export const presentLowStock = (p: LowStockPack): Json<typeof lowStockJson> => ({
  ...presentPack(p),
  product_id: p.productId,
  product_name: p.productName,
  sku: p.sku,
  product_active: p.productActive,
  version: p.version,
});

export const presentCategory = (c: AdminCategory): Json<typeof adminCategoryJson> => ({
  id: c.id,
  name: c.name,
  categorykey: c.key,
  description: c.description,
  active: c.active,
  product_count: c.productCount,
  banner: c.banner && {
    hash: c.banner.hash,
    url: c.banner.url,
    srcset: c.banner.srcset,
    ...(c.banner.avifSrcset ? { avif_srcset: c.banner.avifSrcset } : {}),
  },
  version: c.version,
  hi: c.hi,
});
