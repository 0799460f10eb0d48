import type { Db } from "../../../../db/client";
import type { Tx } from "../../../staff";

type Reader = Pick<Db, "select">;

/**
 * The spreadsheet's crop_uses column (lib/crop-uses-csv.ts): the crops module keeps the uses,
 * so it reads, checks and writes the cells; server/services.ts hands it in, and the catalogue
 * never imports the crops module (which imports the catalogue: docs/decisions/0029).
 * The import treats a product's cell like one of its own fields: a change is the product's
 * change, shown in the preview, refused on a stale version and audited with the product.
 */
export interface CropUsesColumn {
  /** Each product's cell as the export writes it; products without uses are left out. */
  cells(db: Reader, productIds: number[] | "all"): Promise<Map<number, string>>;
  /**
   * A reader of cells against the crops as they are now: the cell as the export would write it
   * (so the same uses written otherwise are no change), or a sentence saying what is wrong.
   */
  reader(db: Reader): Promise<(cell: string) => { text: string } | { problem: string }>;
  /** Makes each product's uses what its cell says, in the import's transaction. */
  write(tx: Tx, changes: { productId: number; text: string }[]): Promise<void>;
}
