/**
 * The register of regulated goods sold, and its monthly summary per state and kind
 * (docs/decisions/0050-where-each-may-be-sold.md): what an Insecticide Inspector or the
 * agriculture office asks for, read from the tax invoices and credit notes as issued.
 *
 * A sale is a tax invoice issued in the period (an online order is invoiced when paid, a cash
 * on delivery order when its cash is collected on delivery); goods returned are its credit
 * note's lines, issued in the period they came back, as negative rows.
 */
import type { TaxedLine } from "./gst";
import { indiaDay } from "./india-time";
import type { RegulatedKind } from "./regulated";

/** What the register reads of an issued document. */
export interface RegisterDocument {
  kind: "INVOICE" | "CREDIT_NOTE";
  number: string;
  issuedAt: Date;
  buyer: { name: string; legalName: string | null; phone: string };
  placeOfSupply: string;
  lines: readonly TaxedLine[];
}

/** One regulated goods line of a document. Quantities and money are negative on a credit note. */
export interface RegisterRow {
  /** India's day of issue, "2026-11-27". */
  day: string;
  document: "Tax invoice" | "Credit note";
  number: string;
  product: string;
  pack: string;
  kind: Exclude<RegulatedKind, "none">;
  registrationNo: string;
  /** "B-17 (expires 2027-05-31) × 2; B-18 (expires 2027-08-31) × 1", or "". */
  batches: string;
  units: number;
  /** The packs' total in kg or L, when the pack's unit is a weight or a volume. */
  measure: { amount: number; unit: "kg" | "L" } | null;
  buyerName: string;
  buyerPhone: string;
  state: string;
  taxablePaise: number;
  totalPaise: number;
}

const TO_BASE: Record<string, { unit: "kg" | "L"; factor: number }> = {
  g: { unit: "kg", factor: 0.001 },
  gm: { unit: "kg", factor: 0.001 },
  kg: { unit: "kg", factor: 1 },
  ml: { unit: "L", factor: 0.001 },
  l: { unit: "L", factor: 1 },
  ltr: { unit: "L", factor: 1 },
};

/** `units` packs of "500 ml" as litres, "25 kg" as kilograms; null for packets, pieces, seeds. */
export function packMeasure(pack: string, units: number): RegisterRow["measure"] {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]+)\s*$/.exec(pack);
  const base = m ? TO_BASE[m[2].toLowerCase()] : undefined;
  if (!m || !base) return null;
  // Rounded to the gram or millilitre: sums of 0.1 kg packs stay exact.
  return { amount: Math.round(Number(m[1]) * base.factor * units * 1000) / 1000, unit: base.unit };
}

/**
 * The document's regulated goods lines. The kind is the one the line was sold under (its
 * `regulated` part) when the invoice kept it, else the product's kind now (`kindOf`).
 */
export function registerRows(
  doc: RegisterDocument,
  kindOf: (line: TaxedLine) => RegulatedKind | undefined,
): RegisterRow[] {
  const sign = doc.kind === "CREDIT_NOTE" ? -1 : 1;
  const rows: RegisterRow[] = [];
  for (const line of doc.lines) {
    if (line.kind !== "goods") continue;
    const kind = line.regulated?.kind ?? kindOf(line);
    if (!kind || kind === "none") continue;
    const units = sign * line.qty;
    rows.push({
      day: indiaDay(doc.issuedAt),
      document: sign < 0 ? "Credit note" : "Tax invoice",
      number: doc.number,
      product: line.description,
      pack: line.pack,
      kind,
      registrationNo: line.regulated?.registrationNo ?? "",
      batches: (line.regulated?.batches ?? [])
        .map((b) => `${b.batch} (expires ${b.expiresOn}) × ${b.qty}`)
        .join("; "),
      units,
      measure: packMeasure(line.pack, units),
      buyerName: doc.buyer.legalName || doc.buyer.name,
      buyerPhone: doc.buyer.phone,
      state: doc.placeOfSupply,
      taxablePaise: sign * line.taxablePaise,
      totalPaise: sign * line.amountPaise,
    });
  }
  return rows;
}

/** One state and kind of a month: what the monthly return asks. */
export interface SummaryRow {
  state: string;
  kind: RegisterRow["kind"];
  units: number;
  kg: number;
  litres: number;
  taxablePaise: number;
  totalPaise: number;
}

/** The rows summed per state and kind (credit notes netted), by state then kind. */
export function summarise(rows: Iterable<RegisterRow>): SummaryRow[] {
  const sums = new Map<string, SummaryRow>();
  for (const r of rows) {
    const key = `${r.state}\u0000${r.kind}`;
    const s = sums.get(key) ?? {
      state: r.state,
      kind: r.kind,
      units: 0,
      kg: 0,
      litres: 0,
      taxablePaise: 0,
      totalPaise: 0,
    };
    s.units += r.units;
    if (r.measure?.unit === "kg") s.kg = Math.round((s.kg + r.measure.amount) * 1000) / 1000;
    if (r.measure?.unit === "L") s.litres = Math.round((s.litres + r.measure.amount) * 1000) / 1000;
    s.taxablePaise += r.taxablePaise;
    s.totalPaise += r.totalPaise;
    sums.set(key, s);
  }
  return [...sums.values()].sort((a, b) => a.state.localeCompare(b.state) || a.kind.localeCompare(b.kind));
}

/** A month "2026-11" as its first and last India days; undefined when it is not a month. */
export function monthDays(month: string): { from: string; to: string } | undefined {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return undefined;
  const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

export const REGISTER_HEADER = [
  "date",
  "document",
  "number",
  "product",
  "pack",
  "kind",
  "registration_no",
  "batches",
  "quantity",
  "quantity_kg_or_l",
  "unit",
  "buyer_name",
  "buyer_phone",
  "state",
  "taxable_value",
  "total_value",
];

export const SUMMARY_HEADER = [
  "month",
  "state",
  "kind",
  "quantity",
  "kg",
  "litres",
  "taxable_value",
  "total_value",
];
