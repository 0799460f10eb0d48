import type { CsvColumn } from "../../../../../lib/catalogue-csv";
import type { ParsedRow } from "./csv-cells";
import type { Snapshot } from "./csv-snapshot";

/**
 * The crop_uses cells of one product's rows read into one cell as the export would write it,
 * with the row that gave it; undefined when no row fills it. A cell that cannot be read, or two
 * rows that say different things, are errors naming the row (crop-uses-column.ts reads cells).
 */
export function usesCell(
  list: readonly ParsedRow[],
  snap: Pick<Snapshot, "readUses">,
  error: (row: number, column: CsvColumn, message: string) => void,
): { row: number; text: string } | undefined {
  let found: { row: number; text: string } | undefined;
  for (const r of list) {
    if (r.cropUses === undefined) continue;
    const read = snap.readUses?.(r.cropUses) ?? {
      problem: "this shop keeps no crop uses: leave the column empty",
    };
    if ("problem" in read) {
      error(r.row, "crop_uses", `Row ${r.row}, column crop_uses: ${read.problem}.`);
      continue;
    }
    if (!found) found = { row: r.row, text: read.text };
    else if (found.text !== read.text)
      error(
        r.row,
        "crop_uses",
        `Row ${found.row} changes this differently: rows with the same SKU are one product.`,
      );
  }
  return found;
}
