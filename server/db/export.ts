import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { columnsOf, migrationsOf, primaryKeyOf, sequencesOf, tablesInOrder } from "./export-catalog";
import type { EndLine, ExportHeader, SequenceLine, SqlClient, TableLine } from "./export-format";
import { EXPORT_FORMAT, EXPORT_VERSION, ident, TEXT_SETTINGS } from "./export-format";

export class ExportError extends Error {}

/** Rows read per round trip: enough to keep the disk busy, little enough to keep memory flat. */
const FETCH = 1000;

/** Writes lines to a file (gzipped for a .gz name), waiting whenever the disk is behind. */
function lineWriter(file: string, gzipped: boolean) {
  const out = createWriteStream(file);
  const gzip = gzipped ? createGzip() : undefined;
  gzip?.pipe(out);
  const sink: Writable = gzip ?? out;
  return {
    async line(value: unknown) {
      if (!sink.write(`${JSON.stringify(value)}\n`)) {
        await new Promise<void>((resolve) => sink.once("drain", resolve));
      }
    },
    async close() {
      sink.end();
      await finished(out);
    },
    destroy() {
      sink.destroy();
      out.destroy();
    },
  };
}

/**
 * Writes every row of the shop's database and every sequence's position to `file`
 * (export-format.ts), read in one snapshot (a repeatable-read transaction), so a shop that keeps
 * serving on PostgreSQL still gets a consistent export. The file appears only once it is
 * whole (a temporary file renamed into place). Answers the rows written per table.
 */
export async function exportShop(
  client: SqlClient,
  source: ExportHeader["source"],
  file: string,
): Promise<Record<string, number>> {
  const temp = `${file}.partial`;
  const out = lineWriter(temp, file.endsWith(".gz"));
  const counts: Record<string, number> = {};
  try {
    await client.query("begin isolation level repeatable read read only");
    for (const setting of TEXT_SETTINGS) await client.query(setting);
    const migrations = await migrationsOf(client);
    if (!migrations) throw new ExportError("This database holds no shop: it has no migrations applied.");
    const tables = await tablesInOrder(client);
    const header: ExportHeader = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      source,
      migrations,
      tables,
    };
    await out.line(header);
    for (const table of tables) {
      const columns = await columnsOf(client, table);
      const key = await primaryKeyOf(client, table);
      const tableLine: TableLine = { table, columns };
      await out.line(tableLine);
      // Named c0, c1, … so each row's values come back in the columns' order, whatever they are called.
      const select = columns.map((c, i) => `${ident(c)}::text as c${i}`).join(", ");
      const order = (key.length ? key : columns.slice(0, 1)).map(ident).join(", ");
      await client.query(`declare export_rows no scroll cursor for
        select ${select} from public.${ident(table)} order by ${order}`);
      let n = 0;
      for (;;) {
        const { rows } = await client.query<Record<string, string | null>>(`fetch ${FETCH} from export_rows`);
        for (const row of rows) await out.line(columns.map((_, i) => row[`c${i}`]));
        n += rows.length;
        if (rows.length < FETCH) break;
      }
      await client.query("close export_rows");
      counts[table] = n;
    }
    for (const sequence of await sequencesOf(client)) {
      const { rows } = await client.query<{ value: string; called: boolean }>(
        `select last_value::text as value, is_called as called from public.${ident(sequence)}`,
      );
      const line: SequenceLine = { sequence, value: rows[0].value, called: rows[0].called };
      await out.line(line);
    }
    const end: EndLine = { end: true, rows: counts };
    await out.line(end);
    await client.query("commit");
    await out.close();
    await rename(temp, file);
    return counts;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    out.destroy();
    await rm(temp, { force: true });
    throw error;
  }
}
