import type { Paise } from "./money";
import type { RegulatedKind, SaleStop } from "./regulated";
import type { RatingSummary } from "./reviews";
import type { UploadedPicture } from "./uploaded-images";

/**
 * The catalogue and the blog as the services hand them out: camelCase, integer paise, typed
 * stock states and Dates. The API's own field names and rupee strings are made from these at
 * the edge (server/modules/catalog/catalog.present.ts, docs/api.md); pages use them as they are.
 */

/** Whether a pack size (or any pack size of a product) can be bought now. */
export type StockState = "in_stock" | "out_of_stock";

export interface Category {
  id: number;
  name: string;
  /** The address of its listing: /products/{key}. */
  key: string;
}

export interface CategoryDetails extends Category {
  description: string;
  /** The banner picture staff uploaded for the category's page, if any. */
  banner?: UploadedPicture & { width: number; height: number };
}

/** What a product says about its category. */
export type CategoryRef = Pick<Category, "name" | "key">;

/** One pack size of a product and its price. */
export interface PackPrice {
  id: number;
  /** What the pack is called in the page's language when staff wrote it ("1 किलो"); else made from qty and unit. */
  label?: string;
  /** 500, 1.5: the quantity as people write it. */
  qty: number;
  unit: string;
  mrpPaise: Paise;
  discountPaise: Paise;
  finalPaise: Paise;
  stock: StockState;
}

export interface ProductImage {
  url: string;
  alt: string;
  /** An uploaded picture's WebP copies by width ("/uploads/…-320.webp 320w, …"); absent for one-file art. */
  srcset?: string;
  /** Its copies for browsers that read AVIF (lib/uploaded-images.ts); absent when it has none. */
  avifSrcset?: string;
}

/** A product found by the search: enough to show a line and link to it. */
export interface ProductSummary {
  id: number;
  name: string;
  category: CategoryRef;
  /** Never empty in listings (a product without a pack size is not listed). */
  prices: PackPrice[];
}

/**
 * Why a product cannot be sold today though it is listed: the shop holds no valid licence of its
 * kind (lib/regulated.ts); its packs then read out of stock. Absent: on sale.
 */
export interface OffSale {
  offSale?: SaleStop;
}

/** A product in a grid: its first picture (or the placeholder) and whether any pack is in stock. */
export interface ProductCard extends ProductSummary, OffSale {
  image: ProductImage;
  stock: StockState;
  /** Its published ratings; absent while nobody has rated it. */
  rating?: RatingSummary;
}

/** A product with every picture, as the product page and 'frequently bought' show it. */
export interface ProductWithImages extends ProductSummary, OffSale {
  images: ProductImage[];
  stock: StockState;
  /** Its published ratings; absent while nobody has rated it. */
  rating?: RatingSummary;
}

/**
 * A regulated product's label details as customers read them (docs/decisions/0048-registration-and-ingredients.md);
 * "" or null: not given.
 */
export interface LabelDetails {
  kind: Exclude<RegulatedKind, "none">;
  registrationNo: string;
  grade: string;
  variety: string;
  germinationPct: number | null;
  manufacturer: string;
  marketer: string;
  activeIngredients: string[];
  restrictionNote: string;
}

export interface ProductDetail extends ProductWithImages {
  sku: string;
  /** A regulated product's label details; absent for one that is not regulated. */
  label?: LabelDetails;
  /** Sanitised when staff saved it. */
  descriptionHtml: string;
  shortDescription: string;
}

/**
 * A product taken off sale because an active ingredient of it is banned (docs/decisions/0048):
 * its page says so instead of "not found".
 */
export interface WithdrawnProduct {
  id: number;
  name: string;
  category: { name: string; key: string };
  /** The banned ingredients it names, as the owner's list has them. */
  banned: { name: string; notification: string; notifiedOn: string | null }[];
}

/** A product and its pack sizes, for the bulk order form. */
export interface ProductOption {
  id: number;
  name: string;
  prices: PackPrice[];
}

export interface TopProduct {
  id: number;
  name: string;
}

export interface BlogPost {
  id: number;
  /** The address: /blog-details/{urlTitle}. */
  urlTitle: string;
  title: string;
  image: ProductImage;
  postedOn: Date;
  summary: string;
  author: string;
  /** Sanitised when staff saved it. */
  bodyHtml: string;
  category: string | null;
}

/** Shown for a product without a picture yet. */
export const PLACEHOLDER_IMAGE = "/images/products/placeholder.svg";

/**
 * A pack size in words, as the shop writes it: "500 ml", "1 plant", "50 seeds", "Pack of 10"
 * (never "10 pcs"). Another language's label, when the server found one, wins.
 */
export function packLabel(p: Pick<PackPrice, "qty" | "unit" | "label">): string {
  if (p.label) return p.label;
  const one = p.qty === 1;
  if (p.unit === "plants") return one ? "1 plant" : `${p.qty} plants`;
  if (p.unit === "seeds") return one ? "1 seed" : `${p.qty} seeds`;
  if (p.unit === "pcs") return one ? "1 piece" : `Pack of ${p.qty}`;
  return `${p.qty} ${p.unit}`;
}

/** The same in Hindi, for packs without a written Hindi label (unit symbols stay: kg, ml). */
export function hindiPackLabel(p: Pick<PackPrice, "qty" | "unit">): string {
  if (p.unit === "plants") return p.qty === 1 ? "1 पौधा" : `${p.qty} पौधे`;
  if (p.unit === "seeds") return `${p.qty} बीज`;
  if (p.unit === "pcs") return p.qty === 1 ? "1 नग" : `${p.qty} का पैक`;
  return `${p.qty} ${p.unit}`;
}

/** "1 kg, 5 kg, 25 kg": every pack size of a product. */
export const packsLabel = (prices: readonly Pick<PackPrice, "qty" | "unit" | "label">[]) =>
  prices.map(packLabel).join(", ");

/** Whole-number percentage of the MRP taken off (0 when nothing is). */
export const percentOff = (p: Pick<PackPrice, "mrpPaise" | "discountPaise">) =>
  p.mrpPaise > 0 ? Math.round((p.discountPaise / p.mrpPaise) * 100) : 0;
