import type { Paise } from "../../../../lib/money";
import type { PackUnit } from "../../../../lib/pack-units";
import type { RegulatedKind, SaleStop } from "../../../../lib/regulated";
import type { RegulatedFields } from "../../../../lib/regulated-fields";
import type { UploadedPicture } from "../../../../lib/uploaded-images";

/**
 * The catalogue as the back office sees and edits it: every pack with its stock and threshold,
 * inactive products and categories too, and the version each edit must start from.
 */

export interface AdminPack {
  id: number;
  qty: number;
  unit: PackUnit;
  mrpPaise: Paise;
  discountPaise: Paise;
  stock: number;
  /** Offered for sale (it sells while stock is left). */
  sellable: boolean;
  lowStockThreshold: number;
  /** At or below its threshold. */
  low: boolean;
  /** Its label in Hindi, "" for none (the size shows as in English). */
  labelHi: string;
}

export interface AdminImage {
  id: number;
  url: string;
  alt: string;
  srcset?: string;
  /** For browsers that read AVIF (lib/uploaded-images.ts); absent when it has no AVIF copy. */
  avifSrcset?: string;
}

export interface AdminProduct {
  id: number;
  name: string;
  categoryId: number;
  categoryName: string;
  sku: string;
  descriptionHtml: string;
  shortDescription: string;
  /** HSN code and GST rate (percent, included in the prices): the invoice's tax lines. */
  hsnCode: string;
  gstRate: number;
  /** The law its sale falls under: a kind needing a licence goes off sale without one (lib/regulated.ts). */
  regulatedKind: RegulatedKind;
  /** Why it cannot be sold today (the shop's licences): staff see the reason beside it. */
  offSale?: SaleStop;
  /** Its label details (lib/regulated-fields.ts). */
  label: RegulatedFields;
  /**
   * What stops it being put on sale (missing details, a banned ingredient, a restricted one
   * without a note); empty: nothing. An active product with some stays on sale until its next
   * save (docs/decisions/0048-registration-and-ingredients.md), and the list says why.
   */
  labelProblems: string[];
  active: boolean;
  featured: boolean;
  version: number;
  updatedAt: Date;
  packs: AdminPack[];
  images: AdminImage[];
  /** Its Hindi ("" where none is written: the English shows). */
  hi: { name: string; shortDescription: string; descriptionHtml: string };
}

/** A row of the product list: what the list shows and its quick edits need. */
export type AdminProductRow = Omit<
  AdminProduct,
  "descriptionHtml" | "shortDescription" | "hsnCode" | "gstRate" | "images" | "hi"
> & {
  /** The first picture, if any. */
  image?: AdminImage;
};

export type StockFilter = "any" | "low" | "out";
export type StatusFilter = "all" | "active" | "inactive";

export interface ProductListQuery {
  search?: string;
  categoryId?: number;
  stock?: StockFilter;
  status?: StatusFilter;
  page?: number;
}

export interface ProductListPage {
  rows: AdminProductRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** A pack at or below its low-stock level, for the low-stock view. */
export interface LowStockPack extends AdminPack {
  productId: number;
  productName: string;
  sku: string;
  productActive: boolean;
  version: number;
}

export interface AdminCategory {
  id: number;
  name: string;
  key: string;
  description: string;
  active: boolean;
  displayOrder: number;
  productCount: number;
  banner: ({ hash: string } & UploadedPicture) | null;
  version: number;
  /** Its Hindi ("" where none is written). */
  hi: { name: string; description: string };
}
