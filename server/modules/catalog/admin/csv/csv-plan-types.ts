import type { CsvChange, CsvPreviewRow } from "../../../../../lib/catalogue-csv";
import type { GstRate } from "../../../../../lib/gst";
import type { RegulatedKind } from "../../../../../lib/regulated";
import type { RowError } from "./csv-cells";
import type { PackValues } from "./csv-snapshot";

/** The shapes of an import's plan (csv-plan.ts works it out; csv-write.ts writes it). */

export type Change = CsvChange;
export type PreviewRow = CsvPreviewRow;

export type { PackValues };

export interface NewPack extends PackValues {
  displayOrder: number;
}

export interface ProductValues {
  name: string;
  categoryId: number;
  shortDescription: string;
  /** Its Hindi ("" where none: the English shows); written to product_translations. */
  nameHi: string;
  shortDescriptionHi: string;
  hsnCode: string;
  gstRate: GstRate;
  regulatedKind: RegulatedKind;
  /** Its label details (lib/regulated-fields.ts); the active ingredients joined by "; ". */
  registrationNo: string;
  grade: string;
  variety: string;
  germinationPct: number | null;
  manufacturer: string;
  marketer: string;
  activeIngredients: string;
  restrictionNote: string;
  active: boolean;
  featured: boolean;
}

export interface Writes {
  create: (ProductValues & { sku: string; packs: NewPack[] })[];
  /** Existing products whose own fields or packs change (their version moves on). */
  update: (ProductValues & {
    id: number;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    /** Whether its Hindi name or short description changes (product_translations is written). */
    hindiChanged: boolean;
  })[];
  packs: (PackValues & { id: number })[];
  newPacks: (NewPack & { productId: number; label: string })[];
  /** Stock changes of existing packs (each an audit entry with the reason). */
  stock: { packId: number; label: string; before: number; after: number }[];
  /** Products whose crop uses become what their cell says (a new product's by its SKU). */
  cropUses: { sku: string; productId?: number; text: string }[];
}

export interface Plan {
  total: number;
  rows: PreviewRow[];
  unchanged: number;
  errors: RowError[];
  /** Changed products whose version in the file is older: the service words these errors. */
  stale: { row: number; productId: number }[];
  writes: Writes;
}
