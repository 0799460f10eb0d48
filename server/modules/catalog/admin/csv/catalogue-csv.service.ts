import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../../../db/client";
import { isUniqueViolation, retryOnceOnConflict } from "../../../../db/errors";
import { conflict, invalidInput } from "../../../../domain-error";
import type { AuditActor } from "../../../staff";
import { shopTime } from "../stale-edit";
import type { CropUsesColumn } from "./crop-uses-column";
import { byPlace, type RowError } from "./csv-cells";
import { type Plan, type PreviewRow, planImport } from "./csv-plan";
import { readSheet, type Sheet } from "./csv-read";
import { exportCatalogueCsv, loadSnapshot } from "./csv-snapshot";
import { CATALOGUE_CHANGED, type ImportSummary, summarize, writeImport } from "./csv-write";

/**
 * The catalogue as a spreadsheet (docs/decisions/0014-catalogue-spreadsheet.md): the export,
 * an import's dry run, and the import itself in one transaction.
 *
 * The preview keeps nothing on the server. It answers a token: a hash of the file and of
 * everything the preview showed (each change with its before, each error). Apply gets the file
 * again with the token, works the import out again on the locked rows, and goes ahead only if
 * that gives the same token: what is written is exactly what was previewed, and a catalogue
 * that moved meanwhile (a sale, another member's edit) is a clear 409, never a blind write.
 */
export interface ImportPreview {
  token: string;
  total: number;
  unchanged: number;
  rows: PreviewRow[];
  errors: RowError[];
  ignoredColumns: string[];
  summary: ImportSummary;
}

const CHANGED_MEANWHILE = CATALOGUE_CHANGED;

/** The products and packs a file names (its SKUs and pack_id cells). */
function wanted(sheet: Sheet) {
  const skus = new Set<string>();
  const packIds = new Set<number>();
  for (const { cells } of sheet.rows) {
    if (cells.sku) skus.add(cells.sku);
    if (cells.pack_id && /^\d{1,9}$/.test(cells.pack_id)) packIds.add(Number(cells.pack_id));
  }
  return { skus: [...skus], packIds: [...packIds] };
}

/** The row errors of products changed after the file was downloaded, naming who and when. */
async function staleErrors(db: Pick<Db, "execute">, stale: Plan["stale"]): Promise<RowError[]> {
  if (stale.length === 0) return [];
  const ids = sql.join(
    stale.map((s) => sql`${String(s.productId)}`),
    sql`, `,
  );
  const last = await queryRows<{ entity_id: string; actor: string; at: Date | string }>(
    db,
    sql`select distinct on (entity_id) entity_id, actor, at from audit_log
        where entity = 'product' and entity_id in (${ids}) order by entity_id, id desc`,
  );
  const byId = new Map(last.map((l) => [Number(l.entity_id), l]));
  return stale.map(({ row, productId }) => {
    const who = byId.get(productId);
    const by = who ? ` by ${who.actor} at ${shopTime(new Date(who.at))}` : "";
    return {
      row,
      column: "version",
      message: `This product was changed${by}, after the file was downloaded: download the file again and redo this row.`,
    };
  });
}

const hash = (text: string | Uint8Array) => createHash("sha256").update(text).digest("hex");

export function createCatalogueCsv(
  db: Db,
  deps: { changed: () => Promise<void>; cropUses?: CropUsesColumn },
) {
  /** The plan for `sheet` on `reader`'s view of the catalogue, its errors complete. */
  async function work(reader: Db, sheet: Sheet, lock: boolean) {
    const snap = await loadSnapshot(reader, wanted(sheet), lock, deps.cropUses);
    const plan = planImport(sheet, snap);
    const errors = [...plan.errors, ...(await staleErrors(reader, plan.stale))].sort(byPlace);
    return { plan, errors };
  }
  const tokenOf = (fileHash: string, rows: PreviewRow[], errors: RowError[]) =>
    hash(`${fileHash}\n${JSON.stringify(rows)}\n${JSON.stringify(errors)}`);

  return {
    /** Every product and pack as CSV (one row per pack). */
    exportCsv: () => exportCatalogueCsv(db, deps.cropUses),

    /** What importing `bytes` would change, row by row, and every problem; writes nothing. */
    async preview(bytes: Uint8Array): Promise<ImportPreview> {
      const sheet = readSheet(bytes);
      const { plan, errors } = await work(db, sheet, false);
      return {
        token: tokenOf(hash(bytes), plan.rows, errors),
        total: plan.total,
        unchanged: plan.unchanged,
        rows: plan.rows,
        errors,
        ignoredColumns: sheet.ignored,
        summary: summarize(plan.writes),
      };
    },

    /**
     * Imports `bytes` in one transaction if it still previews as `token` did: all of it or,
     * with any bad row, nothing. Then every process drops its cached catalogue.
     */
    async apply(
      actor: AuditActor,
      bytes: Uint8Array,
      fileName: string,
      token: string,
    ): Promise<ImportSummary> {
      const sheet = readSheet(bytes);
      let summary: ImportSummary;
      try {
        // Orders taking the same packs at the same moment may deadlock with the import: it is
        // tried once more, then the owner is asked to apply it again (409), never a 500.
        summary = await retryOnceOnConflict(
          () =>
            db.transaction(async (tx) => {
              const { plan, errors } = await work(tx as unknown as Db, sheet, true);
              if (tokenOf(hash(bytes), plan.rows, errors) !== token) throw conflict(CHANGED_MEANWHILE);
              if (errors.length > 0) {
                const fields = Object.fromEntries(
                  errors.slice(0, 100).map((e) => [`rows.${e.row}.${e.column}`, e.message]),
                );
                const n = errors.length;
                throw invalidInput(
                  `The file has ${n} error${n === 1 ? "" : "s"}, so nothing was changed: correct ${n === 1 ? "it" : "them"} and preview again.`,
                  fields,
                );
              }
              if (plan.rows.length === 0) return summarize(plan.writes);
              return writeImport(tx, actor, plan.writes, { name: fileName, rows: plan.total }, deps.cropUses);
            }),
          () => conflict(CHANGED_MEANWHILE),
        );
      } catch (error) {
        if (isUniqueViolation(error, "sku")) throw conflict(CHANGED_MEANWHILE);
        throw error;
      }
      await deps.changed();
      return summary;
    },
  };
}

export type CatalogueCsv = ReturnType<typeof createCatalogueCsv>;
