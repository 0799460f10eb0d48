import { CSV_MAX_BYTES, CSV_TOO_LARGE, type CsvPreviewRow, NO_CSV } from "../../../../lib/catalogue-csv";

/** The import's answers as the API's /catalogue/import/* and the catalogue page give them. */
export interface ImportSummary {
  products_created: number;
  products_updated: number;
  packs_created: number;
  packs_updated: number;
  stock_changes: number;
}

export type PreviewRow = CsvPreviewRow;

export interface RowError {
  row: number;
  column: string;
  message: string;
}

export interface ImportPreview {
  token: string;
  rows_total: number;
  rows_unchanged: number;
  changes: PreviewRow[];
  errors: RowError[];
  ignored_columns: string[];
  summary: ImportSummary;
}

/** The browser's first look at a chosen file: the server's own messages, before it is sent. */
export function checkCsv(file: File | undefined | null): string | undefined {
  if (!file) return NO_CSV;
  if (file.size > CSV_MAX_BYTES) return CSV_TOO_LARGE;
  return undefined;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

/** "1 product updated, 3 pack sizes updated, 2 stock changes" (what is not zero). */
export function describeSummary(s: ImportSummary): string {
  const parts = [
    s.products_created && `${plural(s.products_created, "product")} created`,
    s.products_updated && `${plural(s.products_updated, "product")} updated`,
    s.packs_created && `${plural(s.packs_created, "pack size")} added`,
    s.packs_updated && `${plural(s.packs_updated, "pack size")} updated`,
    s.stock_changes && plural(s.stock_changes, "stock change"),
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "nothing";
}

export { plural };
