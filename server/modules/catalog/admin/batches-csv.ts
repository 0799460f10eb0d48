import { asc, eq, ne, or, sql } from "drizzle-orm";
import { type BatchInput, batchProblem } from "../../../../lib/batches";
import {
  BATCH_CSV_COLUMNS,
  BATCH_CSV_MAX_ROWS,
  type BatchCsvColumn,
  sheetDay,
} from "../../../../lib/batches-csv";
import { indiaDay } from "../../../../lib/india-time";
import { toCsv } from "../../../csv";
import type { Db } from "../../../db/client";
import { DomainError } from "../../../domain-error";
import type { AuditActor } from "../../staff";
import { packBatches } from "../batches.schema";
import { productPrices, products } from "../catalog.schema";
import { packOf, receiveBatchIn, sameNo } from "./batch-receive";
import { readSheetOf, type SheetLayout, type SheetRow } from "./csv/csv-read";

/**
 * The batches spreadsheet (docs/decisions/0053-batches-spreadsheet.md): the download lists every
 * batch and every regulated pack still without one; an upload receives the rows whose batch
 * number the pack does not have yet, all of them or none. A row of a batch already received is
 * left alone when it says the same, and refused when it says otherwise: a count is corrected on
 * the pack's batches page, with its reason.
 */

const LAYOUT: SheetLayout<BatchCsvColumn> = {
  columns: BATCH_CSV_COLUMNS,
  aliases: {
    batch: "batch_no",
    batch_number: "batch_no",
    mfg_date: "made_on",
    expiry: "expires_on",
    qty: "received",
  },
  key: "pack_id",
  start: "download the batches",
  things: "batches",
  maxRows: BATCH_CSV_MAX_ROWS,
};

/** Errors listed in full; more are counted. */
const LISTED = 20;

/** What an upload did. */
export interface BatchSheetResult {
  received: { label: string; batchNo: string; qty: number }[];
  unchanged: number;
}

interface Receipt {
  row: number;
  packId: number;
  batch: BatchInput;
  /** The left cell, when filled in: a new batch starts with all it received. */
  left?: number;
}

const rowError = (row: number, column: BatchCsvColumn, message: string) =>
  `Row ${row}, ${column}: ${message}`;

/** A row's receipt, or the sentences naming what is wrong with it; undefined for a blank pack row. */
function readRow(r: SheetRow<BatchCsvColumn>): Receipt | string[] | undefined {
  const c = r.cells;
  if (!c.batch_no && !c.made_on && !c.expires_on && !c.received) return undefined;
  const problems: string[] = [];
  const packId = /^\d+$/.test(c.pack_id ?? "") ? Number(c.pack_id) : undefined;
  if (!packId) problems.push(rowError(r.row, "pack_id", "keep the pack's number as downloaded."));
  const madeOn = sheetDay(c.made_on ?? "");
  const expiresOn = sheetDay(c.expires_on ?? "");
  if (!madeOn) problems.push(rowError(r.row, "made_on", "write a real day, e.g. 2026-01-10 or 10-01-2026."));
  if (!expiresOn)
    problems.push(rowError(r.row, "expires_on", "write a real day, e.g. 2027-06-30 or 30-06-2027."));
  const qtyText = (c.received ?? "").replace(/,/g, "");
  const qty = /^\d+$/.test(qtyText) ? Number(qtyText) : Number.NaN;
  if (!(qty >= 1 && qty <= 1_000_000))
    problems.push(
      rowError(r.row, "received", "write how many packs arrived, a whole number from 1 to 1,000,000."),
    );
  if (problems.length || !packId || !madeOn || !expiresOn) return problems;
  const batch = { batchNo: c.batch_no ?? "", madeOn, expiresOn, qty };
  const problem = batchProblem(batch);
  if (problem) {
    const column: BatchCsvColumn = problem.startsWith("Batch number")
      ? "batch_no"
      : problem.startsWith("Expiry")
        ? "expires_on"
        : "made_on";
    return [rowError(r.row, column, problem.slice(problem.indexOf(":") + 2))];
  }
  const left = c.left === undefined ? undefined : Number(c.left.replace(/,/g, ""));
  return { row: r.row, packId, batch, left };
}

/** Refused with every problem listed, nothing received. */
function refuse(problems: string[]): never {
  const shown = problems.slice(0, LISTED);
  const more = problems.length - shown.length;
  const head =
    problems.length === 1
      ? "1 problem; nothing was received:"
      : `${problems.length} problems; nothing was received:`;
  const message = [head, ...shown, ...(more > 0 ? [`… and ${more} more.`] : [])].join("\n");
  throw new DomainError("invalid_input", message, { file: message });
}

export function createBatchSheet(db: Db, deps: { changed?: () => void } = {}) {
  return {
    /** Every batch, and every regulated pack with none yet, as CSV (UTF-8 with a byte-order mark). */
    async exportCsv(): Promise<string> {
      const rows = await db
        .select({ pack: productPrices, sku: products.sku, name: products.name, batch: packBatches })
        .from(productPrices)
        .innerJoin(products, eq(products.id, productPrices.productId))
        .leftJoin(packBatches, eq(packBatches.productPriceId, productPrices.id))
        .where(or(ne(products.regulatedKind, "none"), sql`${packBatches.id} is not null`))
        .orderBy(asc(products.name), asc(productPrices.id), asc(packBatches.expiresOn), asc(packBatches.id));
      const cells = rows.map(({ pack, sku, name, batch }) => [
        pack.id,
        sku,
        name,
        Number(pack.qty),
        pack.unit,
        batch?.batchNo ?? null,
        batch?.madeOn ?? null,
        batch?.expiresOn ?? null,
        batch?.received ?? null,
        batch?.left ?? null,
        batch ? (batch.writtenOffAt ? "yes" : "no") : null,
      ]);
      return `\uFEFF${toCsv([...BATCH_CSV_COLUMNS], cells)}`;
    },

    /**
     * Receives the file's new batches in one transaction: every row is checked first, and one
     * problem anywhere (a row, a pack, a batch number) refuses the whole file, listing them all.
     */
    async importCsv(actor: AuditActor, bytes: Uint8Array, now = new Date()): Promise<BatchSheetResult> {
      const sheet = readSheetOf(bytes, LAYOUT);
      const today = indiaDay(now);
      const problems: string[] = [];
      const receipts: Receipt[] = [];
      const seen = new Map<string, number>();
      for (const r of sheet.rows) {
        const read = readRow(r);
        if (read === undefined) continue;
        if (Array.isArray(read)) {
          problems.push(...read);
          continue;
        }
        const key = `${read.packId}:${read.batch.batchNo.toUpperCase()}`;
        const twice = seen.get(key);
        if (twice)
          problems.push(
            rowError(r.row, "batch_no", `${read.batch.batchNo} is on row ${twice} too for this pack.`),
          );
        seen.set(key, r.row);
        receipts.push(read);
      }
      if (problems.length) refuse(problems);
      if (receipts.length === 0)
        refuse([
          "No row names a batch: fill in batch_no, made_on, expires_on and received for what arrived.",
        ]);

      const result: BatchSheetResult = { received: [], unchanged: 0 };
      // Packs are locked in id order (as moveStock does), so two uploads never wait on each other in a ring.
      const ordered = [...receipts].sort((a, b) => a.packId - b.packId || a.row - b.row);
      await db.transaction(async (tx) => {
        const fresh: (Receipt & { label: string })[] = [];
        for (const rc of ordered) {
          const p = await packOf(tx, rc.packId, true).catch(() => undefined);
          if (!p) {
            problems.push(rowError(rc.row, "pack_id", `the shop has no pack ${rc.packId}.`));
            continue;
          }
          const [had] = await tx.select().from(packBatches).where(sameNo(rc.packId, rc.batch.batchNo));
          if (had) {
            const same =
              had.madeOn === rc.batch.madeOn &&
              had.expiresOn === rc.batch.expiresOn &&
              had.received === rc.batch.qty;
            if (same) result.unchanged++;
            else
              problems.push(
                rowError(
                  rc.row,
                  "batch_no",
                  `${had.batchNo} of ${p.label} is already received (made ${had.madeOn}, expires ${had.expiresOn}, ${had.received} packs); correct it on the pack's batches page.`,
                ),
              );
            continue;
          }
          if (rc.left !== undefined && rc.left !== rc.batch.qty)
            problems.push(
              rowError(
                rc.row,
                "left",
                `a new batch starts with all it received (${rc.batch.qty}); leave left empty.`,
              ),
            );
          else if (rc.batch.expiresOn < today)
            problems.push(
              rowError(
                rc.row,
                "expires_on",
                `batch ${rc.batch.batchNo} expired on ${rc.batch.expiresOn}; it cannot be received for sale.`,
              ),
            );
          else fresh.push({ ...rc, label: p.label });
        }
        if (problems.length) refuse(problems);
        for (const rc of fresh) {
          try {
            await receiveBatchIn(tx, actor, rc.packId, rc.batch, now);
          } catch (error) {
            if (error instanceof DomainError) refuse([`Row ${rc.row}: ${error.message}`]);
            throw error;
          }
          result.received.push({ label: rc.label, batchNo: rc.batch.batchNo, qty: rc.batch.qty });
        }
      });
      if (result.received.length) deps.changed?.();
      return result;
    },
  };
}

export type BatchSheet = ReturnType<typeof createBatchSheet>;

/** The upload's outcome as a sentence. */
export function batchSheetMessage(r: BatchSheetResult): string {
  const packs = r.received.reduce((n, b) => n + b.qty, 0);
  const got =
    r.received.length === 0
      ? "No new batch in the file"
      : `${r.received.length} ${r.received.length === 1 ? "batch" : "batches"} received (${packs.toLocaleString("en-IN")} packs)`;
  const same = r.unchanged ? `; ${r.unchanged} already received, left as they are` : "";
  return `${got}${same}.`;
}
