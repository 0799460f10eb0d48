import type { CsvColumn } from "../../../../../lib/catalogue-csv";
import { packName } from "../../../../../lib/pack-units";
import type { PackCells, ParsedRow } from "./csv-cells";
import type { PackValues } from "./csv-plan-types";
import type { SnapPack, SnapProduct, Snapshot } from "./csv-snapshot";

/** Each pack row of one SKU: the pack it is (if any) and the values it ends with. */
export function packsOf(
  existing: SnapProduct | undefined,
  list: ParsedRow[],
  snap: Snapshot,
  claimed: Map<number, number>,
  error: (row: number, column: CsvColumn, message: string) => void,
): { row: number; old?: SnapPack; values: PackValues }[] {
  const current = existing ? (snap.packsOf.get(existing.id) ?? []) : [];
  const added = new Map<string, number>();
  const out: { row: number; old?: SnapPack; values: PackValues }[] = [];
  for (const { row, pack: cells, hasPack, sku } of list) {
    if (!hasPack) continue;
    let old: SnapPack | undefined;
    // A SKU this shop does not have, with a pack number it does not know either: a row of
    // another shop's file (a catalogue moved to a fresh shop), so the pack is new here.
    const foreign = !existing && cells.id !== undefined && !snap.packs.has(cells.id);
    if (cells.id !== undefined && !foreign) {
      old = snap.packs.get(cells.id);
      if (!old) {
        error(
          row,
          "pack_id",
          `There is no pack size ${cells.id}: leave pack_id empty to add a new pack size.`,
        );
        continue;
      }
      if (old.productId !== existing?.id) {
        const owner = snap.byId.get(old.productId)?.sku;
        error(row, "pack_id", `Pack size ${cells.id} belongs to SKU ${owner}, not ${sku}.`);
        continue;
      }
    } else if (cells.qty !== undefined && cells.unit !== undefined) {
      old = current.find((p) => p.qty === cells.qty && p.unit === cells.unit && !claimed.has(p.id));
    }
    if (old) {
      const other = claimed.get(old.id);
      if (other !== undefined) {
        error(row, "pack_id", `Row ${other} already changes this pack size (${packName(old)}).`);
        continue;
      }
      claimed.set(old.id, row);
      const values = merge(old, cells, row, error);
      if (values) out.push({ row, old, values });
      continue;
    }
    const missing: [CsvColumn, string][] = [];
    if (cells.qty === undefined) missing.push(["size", "Enter the new pack size's size, e.g. 500 or 1.5."]);
    if (cells.unit === undefined) missing.push(["unit", "Enter the new pack size's unit (g, kg, ml, L, …)."]);
    if (cells.mrpPaise === undefined) missing.push(["mrp", "Enter the new pack size's MRP."]);
    for (const [column, message] of missing) error(row, column, message);
    if (missing.length > 0) continue;
    const key = `${cells.qty} ${cells.unit}`;
    const twice = added.get(key);
    if (twice !== undefined) {
      error(row, "size", `Row ${twice} already adds ${key} to SKU ${sku}.`);
      continue;
    }
    added.set(key, row);
    const values = merge(undefined, cells, row, error);
    if (values) out.push({ row, values });
  }
  return out;
}

/** A pack's values after a row: its cells over the pack as it is (or a new pack's defaults). */
function merge(
  old: SnapPack | undefined,
  cells: PackCells,
  row: number,
  error: (row: number, column: CsvColumn, message: string) => void,
): PackValues | undefined {
  const values: PackValues = {
    qty: cells.qty ?? old?.qty ?? 0,
    unit: cells.unit ?? old?.unit ?? "g",
    mrpPaise: cells.mrpPaise ?? old?.mrpPaise ?? 0,
    discountPaise: cells.discountPaise ?? old?.discountPaise ?? 0,
    stock: old?.stock ?? cells.stock ?? 0,
    sellable: cells.sellable ?? old?.sellable ?? true,
    lowStock: cells.lowStock ?? old?.lowStock ?? 5,
  };
  if (values.discountPaise > values.mrpPaise) {
    error(
      row,
      cells.discountPaise !== undefined ? "discount" : "mrp",
      "The discount cannot be more than the MRP.",
    );
    return undefined;
  }
  // Stock is compared, not versioned (decision 0012): a count the file did not change stays
  // as it is now; a changed one is written only if the shelf did not move since the download.
  if (old && cells.stock !== undefined && cells.stock !== cells.stockWas) {
    if (old.batched && cells.stock !== old.stock) {
      error(
        row,
        "stock",
        `${packName(old)} is counted in batches: its stock changes by receiving a batch or correcting one on its batches page (/admin/stock/${old.id}/batches), not in the spreadsheet. Write ${old.stock}, its stock now.`,
      );
      return undefined;
    }
    if (cells.stockWas !== undefined && cells.stockWas !== old.stock) {
      error(
        row,
        "stock",
        `The stock changed since the file was downloaded (now ${old.stock}, the file had ${cells.stockWas}): download the file again, or write ${old.stock} in stock_was.`,
      );
      return undefined;
    }
    values.stock = cells.stock;
  }
  return values;
}
