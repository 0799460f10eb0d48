import { type ApiAnswer, envelope, OFFLINE } from "~/lib/api";
import {
  CSV_APPLY_PATH,
  CSV_MAX_BYTES,
  CSV_PREVIEW_PATH,
  CSV_TOO_LARGE,
  NO_CSV,
} from "../../../../lib/catalogue-csv";

/** The import's answers as /api/admin/v1/catalogue/import/* send them (docs/api.md). */
export interface ImportSummary {
  products_created: number;
  products_updated: number;
  packs_created: number;
  packs_updated: number;
  stock_changes: number;
}

export interface PreviewRow {
  row: number;
  sku: string;
  product: string;
  pack: string;
  action: "new product" | "new pack size" | "update";
  changes: { field: string; before: string | null; after: string }[];
}

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

async function send<T>(path: string, file: File, token?: string): Promise<ApiAnswer<T>> {
  const problem = checkCsv(file);
  if (problem) return { status: 0, message: problem, errors: { file: problem }, http: 400 };
  const form = new FormData();
  form.append("file", file);
  if (token) form.append("token", token);
  try {
    const res = await fetch(path, { method: "POST", body: form, credentials: "same-origin" });
    return { ...(envelope(await res.json()) as Omit<ApiAnswer<T>, "http">), http: res.status };
  } catch {
    return { status: 0, message: OFFLINE, http: 0 };
  }
}

/** What importing `file` would change, row by row (writes nothing). */
export const previewCsv = (file: File) => send<ImportPreview>(CSV_PREVIEW_PATH, file);

/** Imports `file` if it still previews as `token` did; 409 when the catalogue moved meanwhile. */
export const applyCsv = (file: File, token: string) => send<ImportSummary>(CSV_APPLY_PATH, file, token);

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
