import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import type { RegulatedKind } from "../../../lib/regulated";
import { createdAt, identityId, requiredRef, updatedAt } from "../../db/columns";
import { uploadedImages } from "../uploads";

/**
 * A row staff edit whole: a counter bumped by every back-office write, so an edit that started
 * from an older one is refused rather than overwriting (docs/decisions/0012-catalogue-back-office.md).
 */
const version = () => integer("version").notNull().default(1);

/** Product categories; category_key is the route slug (/products/{key}). */
export const categories = pgTable(
  "categories",
  {
    id: identityId(),
    name: text("name").notNull(),
    categoryKey: text("category_key").notNull().unique(),
    description: text("description").notNull().default(""),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** An uploaded picture shown on the category's page (uploaded_images). */
    bannerHash: text("banner_hash").references(() => uploadedImages.hash),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("categories_order_idx").on(t.isActive, t.displayOrder)],
);

/** Products; the description is sanitised HTML written by staff. */
export const products = pgTable(
  "products",
  {
    id: identityId(),
    categoryId: requiredRef("category_id", () => categories.id),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    sku: text("sku").notNull().unique(),
    descriptionHtml: text("description_html").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    salesCount: integer("sales_count").notNull().default(0),
    /**
     * Its published ratings: how many and their stars added up (the average is one over the
     * other), kept by the reviews module whenever a review is published, hidden or edited.
     */
    ratingCount: integer("rating_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
    /** The goods' HSN code and GST rate (percent, prices include it): the invoice's tax lines. */
    hsnCode: text("hsn_code").notNull().default(""),
    gstRate: integer("gst_rate").notNull().default(18),
    /**
     * The law its sale falls under (lib/regulated.ts): a kind that needs a licence goes off sale
     * while the shop holds none valid (docs/decisions/0047-regulated-sales.md).
     */
    regulatedKind: text("regulated_kind").$type<RegulatedKind>().notNull().default("none"),
    /**
     * The label details its kind needs before it is put on sale (lib/regulated-fields.ts,
     * docs/decisions/0048-registration-and-ingredients.md); empty: not given.
     */
    registrationNo: text("registration_no").notNull().default(""),
    grade: text("grade").notNull().default(""),
    variety: text("variety").notNull().default(""),
    germinationPct: integer("germination_pct"),
    manufacturer: text("manufacturer").notNull().default(""),
    marketer: text("marketer").notNull().default(""),
    activeIngredients: text("active_ingredients").array().notNull().default(sql`'{}'::text[]`),
    restrictionNote: text("restriction_note").notNull().default(""),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId, t.isActive),
    index("products_top_idx").on(t.salesCount, t.isFeatured),
    // Search: partial words (ILIKE) and typo-tolerant word similarity both use this index.
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    check("products_sales_count", sql`${t.salesCount} >= 0`),
    check(
      "products_rating",
      sql`${t.ratingCount} >= 0 and ${t.ratingTotal} between ${t.ratingCount} and 5 * ${t.ratingCount}`,
    ),
    check("products_gst_rate", sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
    check("products_germination", sql`${t.germinationPct} between 0 and 100`),
    check(
      "products_regulated_kind",
      sql`${t.regulatedKind} in ('insecticide', 'fertiliser', 'seed', 'bio-stimulant', 'none')`,
    ),
  ],
);

/** Pack sizes and their prices, in paise. Stock is counted per pack size. */
export const productPrices = pgTable(
  "product_prices",
  {
    id: identityId(),
    productId: requiredRef("product_id", () => products.id, { onDelete: "cascade" }),
    qty: numeric("qty", { precision: 12, scale: 3 }).notNull(),
    unit: text("unit").notNull(),
    mrpPaise: integer("mrp_paise").notNull(),
    discountPaise: integer("discount_paise").notNull().default(0),
    stock: integer("stock").notNull().default(0),
    /** Whether staff offer this pack size for sale ("sellable"); it sells while stock is left too. */
    inStock: boolean("in_stock").notNull().default(true),
    /** At or below this many left, the pack is listed in the back office's low-stock view. */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
    displayOrder: integer("display_order").notNull().default(0),
    /** The packed pack's weight for the delivery charge (per kg above a weight), in grams. */
    shippingWeightGrams: integer("shipping_weight_grams").notNull().default(0),
  },
  (t) => [
    index("product_prices_product_idx").on(t.productId, t.displayOrder),
    check("product_prices_qty", sql`${t.qty} > 0`),
    check("product_prices_unit", sql`${t.unit} in ('g','kg','ml','L','seeds','plants','pcs')`),
    check("product_prices_mrp", sql`${t.mrpPaise} >= 0`),
    check("product_prices_discount", sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.mrpPaise}`),
    check("product_prices_stock", sql`${t.stock} >= 0`),
    check("product_prices_low_stock", sql`${t.lowStockThreshold} >= 0`),
    check("product_prices_weight", sql`${t.shippingWeightGrams} >= 0`),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: identityId(),
    productId: requiredRef("product_id", () => products.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    alt: text("alt").notNull(),
    /** The upload this picture is (its WebP widths give the srcset); null for the demo's SVG art. */
    uploadHash: text("upload_hash").references(() => uploadedImages.hash),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.displayOrder)],
);

export type Product = typeof products.$inferSelect;
export type ProductPrice = typeof productPrices.$inferSelect;

/** The product and pack size a cart line, order line or bulk enquiry row is for. */
export const packRefs = () => ({
  productId: requiredRef("product_id", () => products.id),
  productPriceId: requiredRef("product_price_id", () => productPrices.id),
});
