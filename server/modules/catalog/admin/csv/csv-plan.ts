import type { CsvColumn } from "../../../../../lib/catalogue-csv";
import { formatRupees } from "../../../../../lib/money";
import { packName } from "../../../../../lib/pack-units";
import {
  byPlace,
  categoryLookup,
  type PackCells,
  type ParsedRow,
  parseRow,
  type RowError,
} from "./csv-cells";
import type { NewPack, PackValues, Plan, PreviewRow, ProductValues, Writes } from "./csv-plan-types";
import type { Sheet } from "./csv-read";
import type { SnapPack, SnapProduct, Snapshot } from "./csv-snapshot";

export type { Change, NewPack, PackValues, Plan, PreviewRow, ProductValues, Writes } from "./csv-plan-types";

/**
 * What an import would do, worked out from the file and the catalogue as it is now, without
 * writing anything: the preview shows it, the apply writes it (after working it out again on
 * the locked rows). Rows with the same SKU are one product; a row's pack is found by pack_id,
 * else by its size among the product's packs, else it is new. Nothing is ever removed.
 */

const yesNo = (b: boolean) => (b ? "yes" : "no");
const PRODUCT_FIELDS: { key: keyof ProductValues; column: CsvColumn; label: string }[] = [
  { key: "name", column: "name", label: "name" },
  { key: "categoryId", column: "category", label: "category" },
  { key: "shortDescription", column: "short_description", label: "short description" },
  { key: "nameHi", column: "name_hi", label: "Hindi name" },
  { key: "shortDescriptionHi", column: "short_description_hi", label: "Hindi short description" },
  { key: "hsnCode", column: "hsn_code", label: "HSN code" },
  { key: "gstRate", column: "gst_rate", label: "GST rate" },
  { key: "active", column: "active", label: "active" },
  { key: "featured", column: "featured", label: "featured" },
];
const PACK_FIELDS: { label: string; show: (p: PackValues) => string }[] = [
  { label: "size", show: packName },
  { label: "MRP", show: (p) => formatRupees(p.mrpPaise) },
  { label: "discount", show: (p) => formatRupees(p.discountPaise) },
  { label: "sellable", show: (p) => yesNo(p.sellable) },
  { label: "low-stock level", show: (p) => String(p.lowStock) },
];

export function planImport(sheet: Sheet, snap: Snapshot): Plan {
  const errors: RowError[] = [];
  const categoryOf = categoryLookup(snap.categories);
  const categoryName = new Map(snap.categories.map((c) => [c.id, c.name]));
  const groups = new Map<string, ParsedRow[]>();
  for (const sheetRow of sheet.rows) {
    const own = snap.bySku.get(sheetRow.cells.sku ?? "")?.categoryId;
    const parsed = parseRow(sheetRow, (text) => categoryOf(text, own), errors);
    if (parsed) groups.set(parsed.sku, [...(groups.get(parsed.sku) ?? []), parsed]);
  }
  const writes: Writes = { create: [], update: [], packs: [], newPacks: [], stock: [] };
  const rows: PreviewRow[] = [];
  const stale: Plan["stale"] = [];
  /** Which row took each existing pack: one pack, one row. */
  const claimed = new Map<number, number>();
  const error = (row: number, column: CsvColumn, message: string) => errors.push({ row, column, message });
  const showProduct = (key: keyof ProductValues, v: ProductValues) =>
    key === "categoryId"
      ? (categoryName.get(v.categoryId) ?? "")
      : typeof v[key] === "boolean"
        ? yesNo(v[key] as boolean)
        : String(v[key]);

  for (const [sku, list] of groups) {
    const existing = snap.bySku.get(sku);
    // The product's fields: every row of the SKU gives them. A cell that says what the product
    // already has asks for nothing (so changing the name on one of its rows is enough); rows
    // that ask for two different changes are refused.
    const given: Partial<ProductValues & { version: number }> = {};
    const from: Partial<Record<string, number>> = {};
    for (const r of list) {
      for (const [key, value] of Object.entries(r.product)) {
        if (value === undefined) continue;
        const k = key as keyof typeof given;
        if (existing && k !== "version" && existing[k] === value) continue;
        if (given[k] === undefined) {
          (given as Record<string, unknown>)[k] = value;
          from[k] = r.row;
        } else if (given[k] !== value) {
          const column = PRODUCT_FIELDS.find((f) => f.key === k)?.column ?? "version";
          error(
            r.row,
            column,
            `Row ${from[k]} changes this differently: rows with the same SKU are one product.`,
          );
        }
      }
    }
    const first = list[0].row;
    if (!existing && given.name === undefined)
      error(first, "name", "Enter the product's name: the SKU is new, so this makes a new product.");
    if (!existing && given.categoryId === undefined)
      error(first, "category", "Enter the product's category: the SKU is new, so this makes a new product.");
    const target: ProductValues = {
      name: given.name ?? existing?.name ?? "",
      categoryId: given.categoryId ?? existing?.categoryId ?? 0,
      shortDescription: given.shortDescription ?? existing?.shortDescription ?? "",
      nameHi: given.nameHi ?? existing?.nameHi ?? "",
      shortDescriptionHi: given.shortDescriptionHi ?? existing?.shortDescriptionHi ?? "",
      hsnCode: given.hsnCode ?? existing?.hsnCode ?? "",
      // The products table's own default for a new product without a rate.
      gstRate: given.gstRate ?? existing?.gstRate ?? 18,
      active: given.active ?? existing?.active ?? true,
      featured: given.featured ?? existing?.featured ?? false,
    };
    const preview = new Map<number, PreviewRow>();
    const rowOf = (row: number, pack: string, action: PreviewRow["action"]) => {
      const found = preview.get(row) ?? { row, sku, product: target.name, pack, action, changes: [] };
      if (pack) found.pack = pack;
      if (action !== "update") found.action = action;
      preview.set(row, found);
      return found;
    };
    const changedFields = PRODUCT_FIELDS.filter((f) =>
      existing ? existing[f.key] !== target[f.key] : showProduct(f.key, target) !== "",
    );
    const productChanges = changedFields.map((f) => ({
      field: f.label,
      before: existing ? showProduct(f.key, existing) : null,
      after: showProduct(f.key, target),
    }));
    // Each change shows on the row that asked for it.
    for (const [i, f] of changedFields.entries())
      rowOf(from[f.key] ?? first, "", existing ? "update" : "new product").changes.push(productChanges[i]);

    const packs = packsOf(existing, list, snap, claimed, error);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    let packsChanged = false;
    const current = existing ? (snap.packsOf.get(existing.id) ?? []) : [];
    let order = Math.max(-1, ...current.map((p) => p.displayOrder));
    const created: NewPack[] = [];
    for (const { row, old, values } of packs) {
      const label = packName(values);
      if (!old) {
        packsChanged = true;
        const pack = { ...values, displayOrder: ++order };
        rowOf(row, label, existing ? "new pack size" : "new product").changes.push(
          ...PACK_FIELDS.map((f) => ({ field: f.label, before: null, after: f.show(values) })),
          { field: "stock", before: null, after: String(values.stock) },
        );
        if (existing) {
          writes.newPacks.push({ ...pack, productId: existing.id, label: `${target.name} ${label}` });
          after[`new pack ${label}`] =
            `MRP ${formatRupees(values.mrpPaise)}, discount ${formatRupees(values.discountPaise)}`;
        } else created.push(pack);
        continue;
      }
      const was: PackValues = old;
      const changes = PACK_FIELDS.filter((f) => f.show(was) !== f.show(values)).map((f) => ({
        field: f.label,
        before: f.show(was),
        after: f.show(values),
      }));
      const oldLabel = `${existing?.name} ${packName(was)}`;
      for (const c of changes) {
        before[`${c.field} of ${oldLabel}`] = c.before;
        after[`${c.field} of ${oldLabel}`] = c.after;
      }
      if (values.stock !== was.stock) {
        changes.push({ field: "stock", before: String(was.stock), after: String(values.stock) });
        writes.stock.push({
          packId: old.id,
          label: `${target.name} ${label}`,
          before: was.stock,
          after: values.stock,
        });
      }
      if (changes.length === 0) continue;
      packsChanged ||= changes.some((c) => c.field !== "stock");
      rowOf(row, label, "update").changes.push(...changes);
      writes.packs.push({ ...values, id: old.id });
    }

    if (!existing) {
      if (packs.length === 0)
        error(first, "size", "A new product needs a pack size: fill in size, unit and mrp.");
      writes.create.push({ ...target, sku, packs: created });
    } else if (productChanges.length > 0 || packsChanged) {
      for (const c of productChanges) {
        before[c.field] = c.before;
        after[c.field] = c.after;
      }
      const hindiChanged = changedFields.some((f) => f.key === "nameHi" || f.key === "shortDescriptionHi");
      writes.update.push({ ...target, id: existing.id, before, after, hindiChanged });
      if (given.version !== undefined && given.version !== existing.version)
        stale.push({ row: from.version ?? first, productId: existing.id });
    }
    rows.push(...preview.values());
  }

  errors.sort(byPlace);
  rows.sort((a, b) => a.row - b.row);
  const failed = new Set(errors.map((e) => e.row));
  const changed = new Set(rows.map((r) => r.row));
  const unchanged = sheet.rows.filter((r) => !failed.has(r.row) && !changed.has(r.row)).length;
  return { total: sheet.rows.length, rows, unchanged, errors, stale, writes };
}

/** Each pack row of one SKU: the pack it is (if any) and the values it ends with. */
function packsOf(
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
