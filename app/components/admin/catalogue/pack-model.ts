import { toRupeeString } from "../../../../lib/money";
import { type PackUnit, packName } from "../../../../lib/pack-units";
import type { AdminPack } from "../../../../server/modules/catalog/admin/types";

/** A pack size as its form row holds it: text as typed, and the stock it started from. */
export interface PackRow {
  /** React's key: the pack's id, or a new row's own number. */
  key: string;
  id?: number;
  qty: string;
  unit: PackUnit;
  mrp: string;
  discount: string;
  stock: string;
  /** The stock the page was loaded with (absent for a new pack). */
  stockWas?: number;
  sellable: boolean;
  lowStock: string;
  /** Its label in Hindi ("500 ग्राम"); empty: the size as in English. */
  labelHi: string;
}

let fresh = 0;

export const packRow = (p: AdminPack): PackRow => ({
  key: `pack-${p.id}`,
  id: p.id,
  qty: String(p.qty),
  unit: p.unit,
  mrp: toRupeeString(p.mrpPaise),
  discount: toRupeeString(p.discountPaise),
  stock: String(p.stock),
  stockWas: p.stock,
  sellable: p.sellable,
  lowStock: String(p.lowStockThreshold),
  labelHi: p.labelHi,
});

/** A pack as the API answers it (server/modules/catalog/admin/catalog-admin.present.ts). */
export interface WirePack {
  id: number;
  qty: number;
  unit: PackUnit;
  mrp: string;
  discount: string;
  stock: number;
  sellable: boolean;
  low_stock: number;
  label_hi: string;
}

/** The product as a write answers it: what the page keeps afterwards. */
export interface WireProduct {
  id: number;
  version: number;
  packs: WirePack[];
  images: { id: number; url: string; alt: string; srcset?: string }[];
}

export const wirePackRow = (p: WirePack): PackRow => ({
  key: `pack-${p.id}`,
  id: p.id,
  qty: String(p.qty),
  unit: p.unit,
  mrp: p.mrp,
  discount: p.discount,
  stock: String(p.stock),
  stockWas: p.stock,
  sellable: p.sellable,
  lowStock: String(p.low_stock),
  labelHi: p.label_hi,
});

export const newPackRow = (): PackRow => ({
  key: `new-${++fresh}`,
  qty: "",
  unit: "g",
  mrp: "",
  discount: "0",
  stock: "0",
  sellable: true,
  lowStock: "5",
  labelHi: "",
});

/** The row as the API takes it (lib/validation/catalogue.ts checks it on both sides). */
export const packBody = (p: PackRow) => ({
  ...(p.id ? { id: p.id, stock_was: p.stockWas } : {}),
  qty: p.qty,
  unit: p.unit,
  mrp: p.mrp,
  discount: p.discount,
  stock: p.stock,
  sellable: p.sellable,
  low_stock: p.lowStock,
  label_hi: p.labelHi,
});

/** "500 g", or "New pack size" while the size is not typed. */
export const rowLabel = (p: PackRow, index: number) =>
  p.qty && Number(p.qty) > 0 ? packName({ qty: Number(p.qty), unit: p.unit }) : `Pack size ${index + 1}`;

/** Whether any existing pack's stock was changed in the form (then a reason is asked for). */
export const stockChanged = (rows: readonly PackRow[]) =>
  rows.some((p) => p.stockWas !== undefined && p.stock.trim() !== String(p.stockWas));
