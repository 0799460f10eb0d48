/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted when it holds a comma, quote or
 * line break, lines ended with CRLF. A text cell that starts with = + - @ (or a tab or carriage
 * return) is prefixed with an apostrophe, so a customer's name can never become a formula in the
 * accountant's spreadsheet (OWASP, "CSV injection"); numbers are written as they are.
 */
export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `${[header, ...rows].map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** One line of CSV with its CRLF, for a file written (streamed) a line at a time. */
export const csvLine = (row: CsvCell[]) => `${row.map(cell).join(",")}\r\n`;
