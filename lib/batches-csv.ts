/**
 * The batches spreadsheet (docs/decisions/0053-batches-spreadsheet.md): every pack's batches as
 * CSV, and batches received by uploading rows, for a shop that takes in a lorry of stock at
 * once. One row per batch; a regulated pack with no batch yet has one row with the batch cells
 * empty, ready to fill in. Shared by the server and the back office's page.
 */

/** The columns, in the order the download writes them. */
export const BATCH_CSV_COLUMNS = [
  "pack_id",
  "sku",
  "product",
  "size",
  "unit",
  "batch_no",
  "made_on",
  "expires_on",
  "received",
  "left",
  "written_off",
] as const;
export type BatchCsvColumn = (typeof BATCH_CSV_COLUMNS)[number];

/** What each column means, for the page's help and docs/api.md. */
export const BATCH_CSV_HELP: Record<BatchCsvColumn, string> = {
  pack_id: "The pack size's number, as downloaded: it says which pack the batch is of. Leave it as it is.",
  sku: "The product's SKU (for reading; the pack_id decides).",
  product: "The product's name (for reading).",
  size: "The pack's size (for reading).",
  unit: "The pack's unit (for reading).",
  batch_no:
    "The batch number as printed on the label. A number the pack does not have yet is a batch received.",
  made_on: "The manufacturing date on the label: 2026-01-10, or 10-01-2026 / 10/01/2026 (day first).",
  expires_on: "The expiry date on the label (the last day it may be sold), written as made_on.",
  received: "How many packs of the batch arrived (a whole number).",
  left: "How many are left (download only: a new batch starts with all it received; correct a count on the pack's batches page).",
  written_off: "yes when the batch has expired and left the stock (download only).",
};

/** The largest file and the most rows one upload takes. */
export const BATCH_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const BATCH_CSV_MAX_ROWS = 5_000;
export const BATCH_CSV_TOO_LARGE = "The file is larger than 2 MB: split it into smaller files.";
export const NO_BATCH_CSV = "Choose the batches CSV file to upload.";

/**
 * A spreadsheet's date as "YYYY-MM-DD": written so, or as India writes days (day first:
 * 10-01-2026, 10/01/2026, 10.01.2026), which is how Excel in India shows a date it recognised.
 * Undefined when it is no real day.
 */
export function sheetDay(cell: string): string | undefined {
  const text = cell.trim();
  let y: string;
  let m: string;
  let d: string;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (iso) [, y, m, d] = iso;
  else if (dayFirst) [, d, m, y] = dayFirst;
  else return undefined;
  const day = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const real = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(real.getTime()) && real.toISOString().slice(0, 10) === day ? day : undefined;
}
