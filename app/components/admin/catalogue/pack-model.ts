import { toRupeeString } from "../../../../lib/money";
import { type PackUnit, packName } from "../../../../lib/pack-units";
import type { AdminPack } from "../../../../server/modules/catalog";

/** A pack size as the product form holds it: text as typed, and the stock it started from. */
export interface PackValues {
  id?: string;
  qty: string;
  unit: PackUnit;
  mrp: string;
  discount: string;
  stock: string;
  /** The stock the page was loaded with (absent for a new pack). */
  stock_was?: string;
  /** "on" when ticked, as a posted checkbox says it. */
  sellable?: string;
  low_stock: string;
  /** Its label in Hindi ("500 ग्राम"); empty: the size as in English. */
  label_hi: string;
}

export const packValues = (p: AdminPack): PackValues => ({
  id: String(p.id),
  qty: String(p.qty),
  unit: p.unit,
  mrp: toRupeeString(p.mrpPaise),
  discount: toRupeeString(p.discountPaise),
  stock: String(p.stock),
  stock_was: String(p.stock),
  sellable: p.sellable ? "on" : undefined,
  low_stock: String(p.lowStockThreshold),
  label_hi: p.labelHi,
});

export const newPackValues = (): PackValues => ({
  qty: "",
  unit: "g",
  mrp: "",
  discount: "0",
  stock: "0",
  sellable: "on",
  low_stock: "5",
  label_hi: "",
});

/** "500 g", or "Pack size 2" while the size is not typed. */
export const rowLabel = (p: { qty?: unknown; unit?: unknown } | undefined, index: number) =>
  p && typeof p.qty === "string" && Number(p.qty) > 0
    ? packName({ qty: Number(p.qty), unit: (p.unit ?? "g") as PackUnit })
    : `Pack size ${index + 1}`;

/** Whether any existing pack's stock was changed in the form (then a reason is asked for). */
export const stockChanged = (rows: readonly { stock?: string; stock_was?: string }[]) =>
  rows.some((p) => p?.stock_was !== undefined && (p.stock ?? "").trim() !== p.stock_was);
