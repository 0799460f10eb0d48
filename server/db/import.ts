import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { columnsOf, migrationsOf, tablesInOrder } from "./export-catalog";
import type { EndLine, ExportHeader, SequenceLine, SqlClient, TableLine } from "./export-format";
import { EXPORT_FORMAT, EXPORT_VERSION, ident, TEXT_SETTINGS } from "./export-format";

/** A refusal or failure the command line reports as it is; nothing was imported. */
/**
 * Tables a migration fills with reference rows (the banned and restricted ingredients,
 * docs/decisions/0048-registration-and-ingredients.md): a new database has them, so they do not
 * count as rows already there; the export's rows (the owner's list as it was) take their place.
 */
const MIGRATION_ROWS = new Set(["listed_ingredients"]);

export class ImportError extends Error {}

/** Parameters per INSERT: PostgreSQL allows 65,535; fewer keeps each statement quick to plan. */
const MAX_PARAMS = 20_000;

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The file's lines, unzipped when it is gzipped (whatever its name). */
async function* linesOf(file: string): AsyncGenerator<string> {
  const raw = createReadStream(file);
  const stream = (await isGzip(file)) ? raw.pipe(createGunzip()) : raw;
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) if (line.trim() !== "") yield line;
  } finally {
    lines.close();
    raw.destroy();
  }
}

function parseLine(line: string, number: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new ImportError(
      `Line ${number} of the file is not valid JSON: the file is damaged. Nothing was imported.`,
    );
  }
}

function checkHeader(value: unknown): ExportHeader {
  const header = value as Partial<ExportHeader> | null;
  if (!header || header.format !== EXPORT_FORMAT) {
    throw new ImportError(
      "This file is not a shop export (made by npm run export): its first line says otherwise.",
    );
  }
  if (typeof header.version !== "number" || header.version > EXPORT_VERSION) {
    throw new ImportError(
      `This export is in version ${header.version} of the format, newer than this shop reads (${EXPORT_VERSION}): import it with the version of the shop that made it.`,
    );
  }
  return header as ExportHeader;
}

const migrationName = (m: { count: number; tag: string | null }) =>
  `${m.count} migrations${m.tag ? `, up to ${m.tag}` : ""}`;

export interface ImportSummary {
  header: ExportHeader;
  rows: number;
  tables: number;
  sequences: number;
}

/**
 * Loads an export (export-format.ts) into `client`'s database: already migrated by this version,
 * with the same migrations as the export, and empty. One transaction: on any refusal or error
 * nothing is kept. Sequences are set to the positions they had, so new rows continue the numbers.
 */
export async function importShop(client: SqlClient, file: string): Promise<ImportSummary> {
  const lines = linesOf(file);
  let number = 0;
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) return undefined;
    number++;
    return parseLine(value, number);
  };
  try {
    const first = await next();
    if (first === undefined) throw new ImportError("The file is empty: it is not a shop export.");
    const header = checkHeader(first);
    const here = await migrationsOf(client);
    if (!here || here.count !== header.migrations.count || here.last !== header.migrations.last) {
      const theirs = migrationName(header.migrations);
      const ours = here ? migrationName(here) : "no migrations";
      throw new ImportError(
        here && Number(here.last) > Number(header.migrations.last)
          ? `The export was made by an older version of the shop (${theirs}; this database has ${ours}): bring the old database up to date first (npm run migrate with its DATA_DIR or DATABASE_URL), then export it again.`
          : `The export was made by a newer version of the shop (${theirs}; this database has ${ours}): import it with that version.`,
      );
    }

    await client.query("begin");
    for (const setting of TEXT_SETTINGS) await client.query(setting);
    const known = new Set(await tablesInOrder(client));
    const filled: string[] = [];
    for (const table of known) {
      // Rows a migration put there (the Government's list): the export's own replace them.
      if (MIGRATION_ROWS.has(table)) {
        await client.query(`delete from public.${ident(table)}`);
        continue;
      }
      const { rows } = await client.query<{ any: boolean }>(
        `select exists (select 1 from public.${ident(table)}) as any`,
      );
      if (rows[0].any) filled.push(table);
    }
    if (filled.length > 0) {
      throw new ImportError(
        `The database is not empty (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? `, and ${filled.length - 5} more tables` : ""} have rows): import only into a new, empty database, e.g. createdb shop_new and DATABASE_URL=postgres://…/shop_new. Nothing was imported.`,
      );
    }

    const counts: Record<string, number> = {};
    let current: { table: string; columns: string[] } | undefined;
    let batch: unknown[][] = [];
    let sequences = 0;
    let ended: EndLine | undefined;
    const flush = async () => {
      if (!current || batch.length === 0) return;
      const { table, columns } = current;
      const params: unknown[] = [];
      const values = batch.map((row) => {
        const marks = row.map((v) => {
          params.push(v);
          return `$${params.length}`;
        });
        return `(${marks.join(", ")})`;
      });
      try {
        await client.query(
          `insert into public.${ident(table)} (${columns.map(ident).join(", ")}) overriding system value values ${values.join(", ")}`,
          params,
        );
      } catch (error) {
        throw new ImportError(
          `The rows of ${table} before line ${number} could not be loaded: ${(error as Error).message}. Nothing was imported.`,
        );
      }
      counts[table] = (counts[table] ?? 0) + batch.length;
      batch = [];
    };

    for (let value = await next(); value !== undefined; value = await next()) {
      if (ended)
        throw new ImportError(
          `The file goes on after its last line (line ${number}): it is damaged. Nothing was imported.`,
        );
      if (Array.isArray(value)) {
        if (!current || value.length !== current.columns.length) {
          throw new ImportError(
            `Line ${number} is a row that fits no table: the file is damaged. Nothing was imported.`,
          );
        }
        batch.push(value);
        if ((batch.length + 1) * current.columns.length > MAX_PARAMS) await flush();
        continue;
      }
      await flush();
      const line = value as Partial<TableLine & SequenceLine & EndLine>;
      if (typeof line.table === "string" && Array.isArray(line.columns)) {
        if (!known.has(line.table)) {
          throw new ImportError(
            `The export has a table ${line.table} that this database lacks. Nothing was imported.`,
          );
        }
        const theirs = [...line.columns].sort().join(", ");
        const ours = (await columnsOf(client, line.table)).sort().join(", ");
        if (theirs !== ours) {
          throw new ImportError(
            `The table ${line.table} has other columns in the export (${theirs}) than here (${ours}): import with the version of the shop that made the export. Nothing was imported.`,
          );
        }
        current = { table: line.table, columns: line.columns };
        counts[line.table] ??= 0;
      } else if (typeof line.sequence === "string" && typeof line.value === "string") {
        await client.query("select setval($1::regclass, $2::bigint, $3)", [
          `public.${ident(line.sequence)}`,
          line.value,
          line.called === true,
        ]);
        sequences++;
      } else if (line.end === true && line.rows) {
        ended = line as EndLine;
      } else {
        throw new ImportError(
          `Line ${number} is not part of a shop export: the file is damaged. Nothing was imported.`,
        );
      }
    }
    if (!ended) {
      throw new ImportError(
        "The file stops before its last line: it was cut short (copy it again, or export again). Nothing was imported.",
      );
    }
    for (const [table, n] of Object.entries(ended.rows)) {
      if ((counts[table] ?? 0) !== n) {
        throw new ImportError(
          `The file lists ${n} rows of ${table} but holds ${counts[table] ?? 0}: it is damaged. Nothing was imported.`,
        );
      }
    }
    await client.query("commit");
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    return { header, rows, tables: Object.keys(counts).length, sequences };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await lines.return(undefined);
  }
}
