import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { BACKUPS_DIR, isDatabaseEntry } from "./backup";
import { openDatabase, queryRows } from "./client";

/** A backup that cannot be restored; the message says why, and nothing was changed. */
export class RestoreError extends Error {}

/**
 * Replaces the database in `dataDir` with the backup `file`. The caller holds the folder's
 * lock (no shop process runs on it). The backup is unpacked beside the database and opened once
 * to prove it is a shop database before anything is moved; the database it replaces is kept
 * in DATA_DIR/backups/replaced-<time>/, never deleted.
 */
export async function restoreBackup(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<{ replaced?: string }> {
  const backups = path.join(dataDir, BACKUPS_DIR);
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  const staging = path.join(backups, `.restore-${process.pid}-${stamp}`);
  mkdirSync(staging, { recursive: true });
  try {
    try {
      await tar.extract({ file, cwd: staging, strict: true });
    } catch (error) {
      throw new RestoreError(`${file} is not a backup made by npm run backup: ${(error as Error).message}.`);
    }
    if (!existsSync(path.join(staging, "PG_VERSION"))) {
      throw new RestoreError(`${file} is not a backup made by npm run backup: it holds no database.`);
    }
    await proveShopDatabase(staging, file);

    let replaced: string | undefined;
    const current = readdirSync(dataDir).filter(isDatabaseEntry);
    if (current.length > 0) {
      replaced = path.join(backups, `replaced-${stamp}`);
      mkdirSync(replaced);
      for (const name of current) renameSync(path.join(dataDir, name), path.join(replaced, name));
    }
    for (const name of readdirSync(staging).filter(isDatabaseEntry)) {
      renameSync(path.join(staging, name), path.join(dataDir, name));
    }
    return { replaced };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Opens the unpacked backup and checks it holds the shop's tables. */
async function proveShopDatabase(folder: string, file: string): Promise<void> {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ kind: "pglite", dataDir: folder });
  } catch (error) {
    throw new RestoreError(`${file} holds a database PGlite cannot open: ${(error as Error).message}.`);
  }
  try {
    const [row] = await queryRows<{ orders: string | null }>(
      database.db,
      sql`select to_regclass('public.orders')::text as orders`,
    );
    if (!row.orders)
      throw new RestoreError(`${file} holds a database, but not the shop's (it has no orders table).`);
  } finally {
    await database.close();
  }
}
