import {
  REGISTER_HEADER,
  type RegisterRow,
  SUMMARY_HEADER,
  type SummaryRow,
} from "../../../lib/sales-register";
import { type CsvCell, csvStream } from "../../csv";
import type { SalesRegister } from "./sales-register";

// Money as numbers of rupees: a credit note's "-295.00" as text would be taken for a formula
// and prefixed (server/csv.ts); a number is written as it is.
const rupees = (paise: number) => paise / 100;

/** A register row as the CSV writes it (lib/sales-register.ts's REGISTER_HEADER). */
export const registerCsvRow = (r: RegisterRow): CsvCell[] => [
  r.day,
  r.document,
  r.number,
  r.product,
  r.pack,
  r.kind,
  r.registrationNo,
  r.batches,
  r.units,
  r.measure?.amount ?? null,
  r.measure?.unit ?? null,
  r.buyerName,
  r.buyerPhone,
  r.state,
  rupees(r.taxablePaise),
  rupees(r.totalPaise),
];

/** A month's summary row (SUMMARY_HEADER). */
export const summaryCsvRow = (month: string, s: SummaryRow): CsvCell[] => [
  month,
  s.state,
  s.kind,
  s.units,
  s.kg,
  s.litres,
  rupees(s.taxablePaise),
  rupees(s.totalPaise),
];

/** The register of [from, to) as a CSV streamed a batch of documents at a time. */
export function registerCsv(register: SalesRegister, from: Date, to: Date): ReadableStream<Uint8Array> {
  async function* lines() {
    for await (const batch of register.batches(from, to)) yield batch.map(registerCsvRow);
  }
  return csvStream(REGISTER_HEADER, lines());
}

/** A month's summary as a CSV. */
export function summaryCsv(month: string, rows: readonly SummaryRow[]): ReadableStream<Uint8Array> {
  async function* one() {
    yield rows.map((s) => summaryCsvRow(month, s));
  }
  return csvStream(SUMMARY_HEADER, one());
}
