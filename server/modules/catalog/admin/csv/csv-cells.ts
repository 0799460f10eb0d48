import type { z } from "zod";
import { CSV_COLUMNS, type CsvColumn } from "../../../../../lib/catalogue-csv";
import { GST_RATES, type GstRate, isGstRate } from "../../../../../lib/gst";
import { PACK_UNITS, type PackUnit } from "../../../../../lib/pack-units";
import { isRegulatedKind, REGULATED_KINDS, type RegulatedKind } from "../../../../../lib/regulated";
import { countField, paise, qtyField, rupeesField, skuField } from "../../../../../lib/validation/catalogue";
import { hasControlCharacters, id, optionalText, requiredText } from "../../../../../lib/validation/fields";
import { labelDetailsFields, splitIngredients } from "../../../../../lib/validation/label-details";
import type { SheetRow } from "./csv-read";
import type { SnapCategory } from "./csv-snapshot";

/**
 * One spreadsheet row's cells read into values, with the product form's own rules and
 * messages (lib/validation/catalogue.ts), loosened only for what spreadsheets write: "₹1,250.50"
 * or "Rs. 450" for money, "1,200" for counts, "Yes"/"TRUE"/"1" for yes, "ltr" for L. An empty
 * cell is no value: it changes nothing (a new product or pack takes the form's default).
 */

/**
 * A regulated kind as people write it: any case, spaces or underscores for the hyphen, the
 * American "fertilizer", a plural ("Seeds").
 */
function kindOf(text: string): RegulatedKind | undefined {
  const k = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace("fertilizer", "fertiliser")
    .replace(/s$/, "");
  return isRegulatedKind(k) ? k : undefined;
}

/** A problem with one cell: the row as the spreadsheet numbers it, the column, what to do. */
export interface RowError {
  row: number;
  column: CsvColumn | "file";
  message: string;
}

const columnOrder = (c: RowError["column"]) => (CSV_COLUMNS as readonly string[]).indexOf(c);

/** Errors in the order a person reads the sheet: by row, then by the export's column order. */
export const byPlace = (a: RowError, b: RowError) =>
  a.row - b.row || columnOrder(a.column) - columnOrder(b.column);

export interface ProductCells {
  name?: string;
  categoryId?: number;
  shortDescription?: string;
  nameHi?: string;
  shortDescriptionHi?: string;
  hsnCode?: string;
  gstRate?: GstRate;
  regulatedKind?: RegulatedKind;
  registrationNo?: string;
  grade?: string;
  variety?: string;
  germinationPct?: number | null;
  manufacturer?: string;
  marketer?: string;
  /** Joined by "; ", as the file writes them. */
  activeIngredients?: string;
  restrictionNote?: string;
  active?: boolean;
  featured?: boolean;
  version?: number;
}

export interface PackCells {
  id?: number;
  qty?: number;
  unit?: PackUnit;
  mrpPaise?: number;
  discountPaise?: number;
  stock?: number;
  lowStock?: number;
  sellable?: boolean;
  stockWas?: number;
}

export interface ParsedRow {
  row: number;
  sku: string;
  product: ProductCells;
  pack: PackCells;
  /** The crop_uses cell as written (read against the crops by the plan: crop-uses-column.ts). */
  cropUses?: string;
  /** Whether any pack cell is filled (else the row is about the product alone). */
  hasPack: boolean;
}

/** The pack's columns: from pack_id on, all but the product's version. */
const PACK_COLUMNS: CsvColumn[] = CSV_COLUMNS.slice(CSV_COLUMNS.indexOf("pack_id")).filter(
  (c) => c !== "version",
);

const UNIT_NAMES: Record<string, PackUnit> = {
  ...Object.fromEntries(PACK_UNITS.map((u) => [u.toLowerCase(), u])),
  gm: "g",
  gms: "g",
  gram: "g",
  grams: "g",
  kgs: "kg",
  ltr: "L",
  ltrs: "L",
  litre: "L",
  litres: "L",
  liter: "L",
  liters: "L",
  seed: "seeds",
  plant: "plants",
  pc: "pcs",
  nos: "pcs",
};

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0"]);

const MONEY_PREFIX = /^(rs\.?|inr)\s*/i;
const mrpField = rupeesField("Enter the MRP in rupees, e.g. 450 or ₹1,250.50.");
const discountField = rupeesField("Enter the discount in rupees, e.g. 20 or ₹1,250.50 (0 for none).");
const stockField = countField("Enter the stock as a whole number, 0 or more.");
const lowStockField = countField("Enter the low-stock level as a whole number, 0 or more.", 100_000);
const stockWasField = countField("Leave stock_was as it was downloaded (a whole number).");
const nameField = requiredText("Enter the product's name.", 200);
const shortField = optionalText(300);
const nameHiField = optionalText(200);
const HSN = /^(\d{4}|\d{6}|\d{8})$/;
const slabs = `${GST_RATES.slice(0, -1).join(", ")} or ${GST_RATES.at(-1)}`;
const packIdField = id(
  "The pack_id is a pack size's number from the download; leave it empty for a new one.",
);
const versionField = id("Leave the version as it was downloaded (a whole number).");

/**
 * The categories a cell names, by name or address key in any case. Names need not be unique:
 * `prefer` (the product's own category) wins among several of one name, so an export read back
 * never moves a product to its category's namesake.
 */
export function categoryLookup(list: readonly SnapCategory[]) {
  const map = new Map<string, number[]>();
  const add = (text: string, id: number) => {
    const ids = map.get(text) ?? [];
    if (!ids.includes(id)) map.set(text, [...ids, id]);
  };
  for (const c of list) {
    add(c.name.trim().toLowerCase(), c.id);
    add(c.key.toLowerCase(), c.id);
  }
  return (text: string, prefer?: number) => {
    const ids = map.get(text.trim().toLowerCase()) ?? [];
    return prefer !== undefined && ids.includes(prefer) ? prefer : ids[0];
  };
}

/** Reads one row; undefined (and its problems in `errors`) when a cell cannot be read. */
export function parseRow(
  sheetRow: SheetRow,
  categoryOf: (text: string) => number | undefined,
  errors: RowError[],
): ParsedRow | undefined {
  const { row, cells } = sheetRow;
  let ok = true;
  const fail = (column: CsvColumn, message: string) => {
    errors.push({ row, column, message });
    ok = false;
    return undefined;
  };
  /** The cell through a schema of the form's; its first message when it does not pass. */
  const read = <S extends z.ZodType>(column: CsvColumn, schema: S, text = cells[column]) => {
    if (text === undefined) return undefined;
    const result = schema.safeParse(text);
    return result.success ? (result.data as z.output<S>) : fail(column, result.error.issues[0].message);
  };
  const flag = (column: CsvColumn) => {
    const text = cells[column]?.toLowerCase();
    if (text === undefined) return undefined;
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    return fail(column, "Write yes or no.");
  };
  const money = (column: CsvColumn, schema: typeof mrpField) => {
    const value = read(column, schema, cells[column]?.replace(MONEY_PREFIX, ""));
    return value === undefined ? undefined : paise(value);
  };
  const count = (column: CsvColumn, schema: typeof stockField) =>
    read(column, schema, cells[column]?.replace(/[,\s]/g, ""));

  for (const [column, text] of Object.entries(cells) as [CsvColumn, string][]) {
    if (hasControlCharacters(text))
      fail(column, "Remove the line breaks and control characters from this cell.");
  }
  if (!ok) return undefined;
  const sku = read("sku", skuField, cells.sku ?? "");

  let categoryId: number | undefined;
  if (cells.category !== undefined) {
    categoryId = categoryOf(cells.category);
    if (categoryId === undefined)
      fail(
        "category",
        `There is no category "${cells.category}": use a category's name as the back office shows it (create it there first).`,
      );
  }
  let unit: PackUnit | undefined;
  if (cells.unit !== undefined) {
    unit = UNIT_NAMES[cells.unit.toLowerCase()];
    if (!unit) fail("unit", `Write one of ${PACK_UNITS.join(", ")}.`);
  }
  // The tax columns are read here rather than through the product form's fields: a spreadsheet
  // writes "18%" and drops an HSN code's leading 0, and the sentence names the row and column.
  let hsnCode: string | undefined;
  if (cells.hsn_code !== undefined) {
    hsnCode = cells.hsn_code.replace(/\s/g, "");
    if (!HSN.test(hsnCode)) {
      const dropped = /^\d{3}$|^\d{5}$|^\d{7}$/.test(hsnCode)
        ? " If the code starts with 0, the spreadsheet dropped it: format the column as text and type it again."
        : "";
      hsnCode = fail(
        "hsn_code",
        `Row ${row}, column hsn_code: "${cells.hsn_code}" is not an HSN code, which is 4, 6 or 8 digits, e.g. 3105.${dropped}`,
      );
    }
  }
  let gstRate: GstRate | undefined;
  if (cells.gst_rate !== undefined) {
    const text = cells.gst_rate.replace(/\s*%$/, "").trim();
    const rate = /^\d{1,2}(\.0+)?$/.test(text) ? Number(text) : Number.NaN;
    if (isGstRate(rate)) gstRate = rate;
    else
      fail(
        "gst_rate",
        `Row ${row}, column gst_rate: "${cells.gst_rate}" is not a GST rate: write one of ${slabs} (percent).`,
      );
  }
  let regulatedKind: RegulatedKind | undefined;
  if (cells.regulated_kind !== undefined) {
    const kind = kindOf(cells.regulated_kind);
    if (kind) regulatedKind = kind;
    else
      fail(
        "regulated_kind",
        `Row ${row}, column regulated_kind: "${cells.regulated_kind}" is not a kind: write one of ${REGULATED_KINDS.join(", ")}.`,
      );
  }
  const product: ProductCells = {
    name: read("name", nameField),
    categoryId,
    shortDescription: read("short_description", shortField),
    nameHi: read("name_hi", nameHiField),
    shortDescriptionHi: read("short_description_hi", shortField),
    hsnCode,
    gstRate,
    regulatedKind,
    registrationNo: read("registration_no", labelDetailsFields.registration_no),
    grade: read("grade", labelDetailsFields.grade),
    variety: read("variety", labelDetailsFields.variety),
    germinationPct: read("germination_pct", labelDetailsFields.germination_pct),
    manufacturer: read("manufacturer", labelDetailsFields.manufacturer),
    marketer: read("marketer", labelDetailsFields.marketer),
    activeIngredients:
      cells.active_ingredients === undefined
        ? undefined
        : read(
            "active_ingredients",
            labelDetailsFields.active_ingredients,
            splitIngredients(cells.active_ingredients) as never,
          )?.join("; "),
    restrictionNote: read("restriction_note", labelDetailsFields.restriction_note),
    active: flag("active"),
    featured: flag("featured"),
    version: read("version", versionField),
  };
  const pack: PackCells = {
    id: read("pack_id", packIdField),
    qty: read("size", qtyField),
    unit,
    mrpPaise: money("mrp", mrpField),
    discountPaise: money("discount", discountField),
    stock: count("stock", stockField),
    lowStock: count("low_stock", lowStockField),
    sellable: flag("sellable"),
    stockWas: count("stock_was", stockWasField),
  };
  if (!ok || sku === undefined) return undefined;
  const hasPack = PACK_COLUMNS.some((c) => cells[c] !== undefined);
  return { row, sku, product, pack, cropUses: cells.crop_uses, hasPack };
}
