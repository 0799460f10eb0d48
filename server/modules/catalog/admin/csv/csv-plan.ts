import type { CsvColumn } from "../../../../../lib/catalogue-csv";
import { formatRupees } from "../../../../../lib/money";
import { packName } from "../../../../../lib/pack-units";
import {
  cannotGoOnSale,
  keepRelevant,
  type RegulatedFields,
  saleProblems,
} from "../../../../../lib/regulated-fields";
import { byPlace, categoryLookup, type ParsedRow, parseRow, type RowError } from "./csv-cells";
import { packsOf } from "./csv-plan-packs";
import type { NewPack, PackValues, Plan, PreviewRow, ProductValues, Writes } from "./csv-plan-types";
import { usesCell } from "./csv-plan-uses";
import type { Sheet } from "./csv-read";
import type { Snapshot } from "./csv-snapshot";

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
  { key: "regulatedKind", column: "regulated_kind", label: "regulated kind" },
  { key: "registrationNo", column: "registration_no", label: "CIB&RC registration number" },
  { key: "grade", column: "grade", label: "grade" },
  { key: "variety", column: "variety", label: "variety" },
  { key: "germinationPct", column: "germination_pct", label: "germination %" },
  { key: "manufacturer", column: "manufacturer", label: "manufacturer" },
  { key: "marketer", column: "marketer", label: "marketer" },
  { key: "activeIngredients", column: "active_ingredients", label: "active ingredients" },
  { key: "restrictionNote", column: "restriction_note", label: "restriction note" },
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

/** The label details a file's values stand for (the ingredients split again). */
const labelOfValues = (v: ProductValues): RegulatedFields => ({
  registrationNo: v.registrationNo,
  grade: v.grade,
  variety: v.variety,
  germinationPct: v.germinationPct,
  manufacturer: v.manufacturer,
  marketer: v.marketer,
  activeIngredients: v.activeIngredients ? v.activeIngredients.split("; ") : [],
  restrictionNote: v.restrictionNote,
});

type Given = Partial<ProductValues & { version: number }>;
/** The label details the file asks for over what the product has, and its kind. */
function target0(given: Given, existing: ProductValues | undefined) {
  const pick = <K extends keyof RegulatedFields & keyof ProductValues>(k: K) =>
    (given[k] ?? existing?.[k] ?? NO_VALUES[k]) as ProductValues[K];
  const kind = given.regulatedKind ?? existing?.regulatedKind ?? "none";
  return {
    kind,
    values: {
      registrationNo: pick("registrationNo"),
      grade: pick("grade"),
      variety: pick("variety"),
      germinationPct:
        given.germinationPct !== undefined ? given.germinationPct : (existing?.germinationPct ?? null),
      manufacturer: pick("manufacturer"),
      marketer: pick("marketer"),
      activeIngredients: pick("activeIngredients"),
      restrictionNote: pick("restrictionNote"),
    } as ProductValues,
  };
}
const NO_VALUES = {
  registrationNo: "",
  grade: "",
  variety: "",
  manufacturer: "",
  marketer: "",
  activeIngredients: "",
  restrictionNote: "",
} as Record<string, string>;

/** The label columns a product keeps: those its kind does not use are cleared. */
function labelColumns({ kind, values }: ReturnType<typeof target0>) {
  const kept = keepRelevant(kind, labelOfValues(values));
  return { ...kept, activeIngredients: kept.activeIngredients.join("; ") };
}

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
  const writes: Writes = { create: [], update: [], packs: [], newPacks: [], stock: [], cropUses: [] };
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
        : String(v[key] ?? "");

  for (const [sku, list] of groups) {
    const existing = snap.bySku.get(sku);
    // The product's fields: every row of the SKU gives them. A cell that says what the product
    // already has asks for nothing (so changing the name on one of its rows is enough); rows
    // that ask for two different changes are refused.
    const given: Given = {};
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
      // Not regulated, as the table's default, unless the file says.
      regulatedKind: given.regulatedKind ?? existing?.regulatedKind ?? "none",
      ...labelColumns(target0(given, existing)),
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
    // The crop uses: the product's too (changing them moves its version on), kept by the crops module.
    const uses = usesCell(list, snap, error);
    const usesBefore = existing ? (snap.usesOf.get(existing.id) ?? "") : "";
    if (uses && uses.text !== usesBefore) {
      const change = { field: "crop uses", before: existing ? usesBefore : null, after: uses.text };
      productChanges.push(change);
      rowOf(uses.row, "", existing ? "update" : "new product").changes.push(change);
      writes.cropUses.push({ sku, productId: existing?.id, text: uses.text });
    }

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

    // A regulated product goes (or stays) on sale only with its label complete
    // (lib/regulated-fields.ts): checked when its own fields change, as a form's save is.
    if (target.active && (!existing || productChanges.length > 0)) {
      const problems = saleProblems(target.regulatedKind, labelOfValues(target), snap.listed);
      if (problems.length)
        error(
          from.active ?? first,
          "active",
          `Row ${from.active ?? first}: ${cannotGoOnSale(target.name, problems)}`,
        );
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
