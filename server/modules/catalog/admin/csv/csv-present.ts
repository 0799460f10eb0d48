import { z } from "zod";
import type { ImportPreview } from "./catalogue-csv.service";
import type { ImportSummary } from "./csv-write";

// The spreadsheet import's answers as the API and the catalogue page give them.

export const summaryJson = z.object({
  products_created: z.number().int(),
  products_updated: z.number().int(),
  packs_created: z.number().int(),
  packs_updated: z.number().int(),
  stock_changes: z.number().int(),
});

export const previewJson = z.object({
  token: z.string().describe("Send it to /catalogue/import/apply with the same file."),
  rows_total: z.number().int().describe("Data rows in the file (empty rows left out)."),
  rows_unchanged: z.number().int(),
  changes: z
    .array(
      z.object({
        row: z.number().int().describe("The row as the spreadsheet numbers it (the header is row 1)."),
        sku: z.string(),
        product: z.string(),
        pack: z.string().describe('The pack size, e.g. "500 g"; empty for a row about the product alone.'),
        action: z.enum(["new product", "new pack size", "update"]),
        changes: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string() })),
      }),
    )
    .describe("Every row that changes something, with each field before and after."),
  errors: z
    .array(z.object({ row: z.number().int(), column: z.string(), message: z.string() }))
    .describe("Every problem; with any, apply changes nothing."),
  ignored_columns: z.array(z.string()).describe("Header cells that name no column."),
  summary: summaryJson,
});

export const presentSummary = (s: ImportSummary): z.infer<typeof summaryJson> => ({
  products_created: s.productsCreated,
  products_updated: s.productsUpdated,
  packs_created: s.packsCreated,
  packs_updated: s.packsUpdated,
  stock_changes: s.stockChanges,
});

export const presentPreview = (p: ImportPreview): z.infer<typeof previewJson> => ({
  token: p.token,
  rows_total: p.total,
  rows_unchanged: p.unchanged,
  changes: p.rows,
  errors: p.errors,
  ignored_columns: p.ignoredColumns,
  summary: presentSummary(p.summary),
});

/** The preview's one-line verdict. */
export function previewMessage(preview: ImportPreview): string {
  const n = preview.errors.length;
  return n > 0
    ? `The file has ${n} error${n === 1 ? "" : "s"}: nothing can be imported until ${n === 1 ? "it is" : "they are"} corrected.`
    : `${preview.rows.length} row${preview.rows.length === 1 ? "" : "s"} would change.`;
}

/** The import's one-line outcome. */
export const appliedMessage = (summary: ImportSummary) =>
  Object.values(summary).some((n) => n > 0)
    ? "Import done: the storefront shows the changes."
    : "Nothing to change: the catalogue already matches the file.";
