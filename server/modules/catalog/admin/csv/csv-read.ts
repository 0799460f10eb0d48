import { CsvError, parse } from "csv-parse/sync";
import { CSV_COLUMNS, CSV_MAX_ROWS, type CsvColumn } from "../../../../../lib/catalogue-csv";
import { invalidInput } from "../../../../domain-error";

/**
 * Reads an uploaded catalogue spreadsheet as Excel, Google Sheets, LibreOffice or a text
 * editor save it: UTF-8 with or without a byte-order mark, Excel's UTF-16 "Unicode text" and
 * older Windows code page files; commas, semicolons or tabs between cells (whichever the
 * header row uses); quoted cells holding commas, quotes and line breaks; CRLF, LF or CR line
 * ends; short rows; empty rows anywhere (trailing ones included). The parsing itself is
 * csv-parse's; this adds the decoding, the header and spreadsheet row numbers.
 */

/** One data row: its number as the spreadsheet shows it (the header is row 1) and its cells. */
export interface SheetRow<C extends string = CsvColumn> {
  row: number;
  cells: Partial<Record<C, string>>;
}

export interface Sheet<C extends string = CsvColumn> {
  rows: SheetRow<C>[];
  /** The known columns the header names, in its order. */
  columns: C[];
  /** Header cells that name no column (a typo such as "mpr" is shown, not silently dropped). */
  ignored: string[];
}

/** Which spreadsheet a file is read as: the catalogue's, or another of the back office's. */
export interface SheetLayout<C extends string> {
  columns: readonly C[];
  /** Other names people give the columns (after lower-casing and joining words with "_"). */
  aliases: Partial<Record<string, C>>;
  /** The column the first row must name. */
  key: C;
  /** Where to start from, for a sentence: "download the catalogue". */
  start: string;
  /** What the rows are, for a sentence: "products". */
  things: string;
  maxRows: number;
}

const fileError = (message: string) => invalidInput(message, { file: message });

const ALIASES: Record<string, CsvColumn> = {
  product: "name",
  product_name: "name",
  pack_size: "size",
  qty: "size",
  low_stock_level: "low_stock",
  on_sale: "active",
};

const NOT_CSV =
  "This file is not a CSV (text) file. Save the spreadsheet as CSV (in Excel: Save As › CSV UTF-8) and upload that.";

/** Bytes → text, or a sentence saying what the file is instead. */
function decode(bytes: Uint8Array, start: string): string {
  if (bytes.length === 0) throw fileError(`The file is empty: ${start} to start from.`);
  const starts = (...magic: number[]) => magic.every((b, i) => bytes[i] === b);
  if (starts(0x50, 0x4b, 0x03, 0x04))
    throw fileError(
      "This is an Excel or OpenDocument workbook, not a CSV file: save it as CSV (in Excel: Save As › CSV UTF-8) and upload that.",
    );
  if (starts(0xd0, 0xcf, 0x11, 0xe0))
    throw fileError(
      "This is an old Excel workbook (.xls), not a CSV file: save it as CSV UTF-8 and upload that.",
    );
  let text: string;
  if (starts(0xff, 0xfe)) text = new TextDecoder("utf-16le").decode(bytes);
  else if (starts(0xfe, 0xff)) text = new TextDecoder("utf-16be").decode(bytes);
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      // Not UTF-8: Excel's plain "CSV (Comma delimited)" writes the Windows code page.
      text = new TextDecoder("windows-1252").decode(bytes);
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Text never holds NUL; pictures, PDFs and other binary files do.
  if (text.includes("\0") || text.startsWith("%PDF")) throw fileError(NOT_CSV);
  return text;
}

/** The cell separator the header row uses most: "," (also Google Sheets), ";" or a tab. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/[\r\n]|$/));
  const count = (d: string) => header.split(d).length - 1;
  return [",", ";", "\t"].reduce((best, d) => (count(d) > count(best) ? d : best), ",");
}

const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

const PARSE_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell (starting with ") is never closed',
  CSV_INVALID_CLOSING_QUOTE: "a quote closes a cell but more text follows it in the same cell",
  CSV_MAX_RECORD_SIZE: "a row is far too long",
};

/**
 * An exported cell that began with = + - @ was written with an apostrophe before it (so a
 * spreadsheet keeps it text, server/csv.ts); read back, the apostrophe goes again.
 */
const cellText = (raw: string) => {
  const text = raw.trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
};

const CATALOGUE: SheetLayout<CsvColumn> = {
  columns: CSV_COLUMNS,
  aliases: ALIASES,
  key: "sku",
  start: "download the catalogue",
  things: "products",
  maxRows: CSV_MAX_ROWS,
};

/** The catalogue's spreadsheet read. */
export const readSheet = (bytes: Uint8Array): Sheet => readSheetOf(bytes, CATALOGUE);

export function readSheetOf<C extends string>(bytes: Uint8Array, layout: SheetLayout<C>): Sheet<C> {
  const text = decode(bytes, layout.start);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: 100_000,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const at = typeof error.lines === "number" ? error.lines : undefined;
    throw fileError(
      `The file cannot be read as CSV${at ? ` near line ${at}` : ""}: ${PARSE_PROBLEMS[error.code] ?? error.message}.`,
    );
  }
  const isEmpty = (r: string[]) => r.every((c) => c.trim() === "");
  const headerAt = records.findIndex((r) => !isEmpty(r));
  if (headerAt < 0) throw fileError(`The file is empty: ${layout.start} to start from.`);

  const columns: C[] = [];
  const ignored: string[] = [];
  const indexOf = new Map<C, number>();
  for (const [i, raw] of records[headerAt].entries()) {
    const name = columnName(raw);
    const column = (layout.columns as readonly string[]).includes(name) ? (name as C) : layout.aliases[name];
    if (!column) {
      if (raw.trim()) ignored.push(raw.trim());
      continue;
    }
    if (indexOf.has(column)) throw fileError(`The column ${column} is in the first row twice.`);
    indexOf.set(column, i);
    columns.push(column);
  }
  if (!indexOf.has(layout.key))
    throw fileError(
      `The first row must name the columns, one of them ${layout.key}. ${layout.start[0].toUpperCase()}${layout.start.slice(1)} to see them.`,
    );

  const rows: SheetRow<C>[] = [];
  for (let i = headerAt + 1; i < records.length; i++) {
    const record = records[i];
    if (isEmpty(record)) continue;
    const cells: SheetRow<C>["cells"] = {};
    for (const [column, at] of indexOf) {
      const value = cellText(record[at] ?? "");
      if (value !== "") cells[column] = value;
    }
    rows.push({ row: i + 1, cells });
  }
  if (rows.length > layout.maxRows)
    throw fileError(
      `The file has ${rows.length.toLocaleString("en-IN")} rows; one import takes ${layout.maxRows.toLocaleString("en-IN")} at most. Split it into smaller files.`,
    );
  if (rows.length === 0) throw fileError(`The file has a header row but no ${layout.things} under it.`);
  return { rows, columns, ignored };
}
