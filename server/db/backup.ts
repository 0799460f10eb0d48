import { cpSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import * as tar from "tar";
import type { Database } from "./client";
import { LOCK_FILE } from "./data-dir-lock";

/**
 * Backups of the embedded database (docs/decisions/0009-pglite-safety.md): a gzipped tar of the
 * PGlite folder, taken while no transaction is open and no statement runs, so it is the folder
 * as a clean stop would leave it (at worst a crash image, which PostgreSQL recovers from by
 * design). Restored by `npm run restore`, or by hand with `tar -xzf` into an empty DATA_DIR.
 */

export const BACKUPS_DIR = "backups";
/** Automatic backups: one a day, kept for KEEP_DAILY_DAYS. Manual ones are never deleted. */
export const DAILY_PREFIX = "daily-";
export const MANUAL_PREFIX = "manual-";
export const KEEP_DAILY_DAYS = 7;
const DAY_MS = 86_400_000;

/** Files in DATA_DIR that are not the database: the backups themselves and the lock. */
export function isDatabaseEntry(name: string): boolean {
  return name !== BACKUPS_DIR && !name.startsWith(LOCK_FILE) && name !== "postmaster.pid";
}

/** `daily-2026-11-23T04-00-00Z.tar.gz`: sortable, and safe on every file system. */
export function backupName(prefix: string, at: Date): string {
  return `${prefix}${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}.tar.gz`;
}

/** The time in a backup's name (undefined for a file that is not one of ours). */
export function backupTime(name: string): Date | undefined {
  const m = /^(?:daily|manual)-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)Z\.tar\.gz$/.exec(name);
  return m ? new Date(`${m[1]}:${m[2]}:${m[3]}Z`) : undefined;
}

/**
 * Writes a backup of the open PGlite `database` (on `dataDir`) to `file`. The folder is copied
 * to a staging folder while PGlite is held (no statement running, no transaction open) — tens
 * of milliseconds for the demo shop — and packed afterwards, so the shop waits only for the
 * copy. The file appears complete or not at all.
 */
export async function writeBackup(
  database: Database,
  dataDir: string,
  file: string,
): Promise<{ heldMs: number }> {
  const pglite = database.pglite;
  if (!pglite || !database.lock) throw new Error("a backup needs PGlite on a folder");
  const backups = path.join(dataDir, BACKUPS_DIR);
  const staging = path.join(backups, `.staging-${process.pid}-${Date.now()}`);
  mkdirSync(staging, { recursive: true });
  try {
    // Dirty pages to the data files first, so the copy needs (almost) no WAL replay on restore.
    await pglite.exec("CHECKPOINT");
    // Every PGlite query and transaction runs under this one queue: holding it, nothing runs
    // and no transaction is open, and PGlite has no background writer of its own.
    let heldMs = 0;
    await pglite._runExclusiveTransaction(async () => {
      const started = performance.now();
      for (const name of readdirSync(dataDir).filter(isDatabaseEntry)) {
        cpSync(path.join(dataDir, name), path.join(staging, name), { recursive: true });
      }
      heldMs = Math.round(performance.now() - started);
    });
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, readdirSync(staging));
    renameSync(partial, file);
    return { heldMs };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The daily backup: writes one when the newest daily backup is a day old (or there is none),
 * then deletes daily backups older than KEEP_DAILY_DAYS and leftovers of interrupted ones.
 * Called hourly, it survives restarts: the files, not a timer, say when the last one was made.
 */
export async function dailyBackup(
  database: Database,
  dataDir: string,
  now = new Date(),
): Promise<{ written?: string; heldMs?: number; deleted: string[] }> {
  const dir = path.join(dataDir, BACKUPS_DIR);
  mkdirSync(dir, { recursive: true });
  const dailies = () =>
    readdirSync(dir)
      .filter((n) => n.startsWith(DAILY_PREFIX))
      .map((name) => ({ name, at: backupTime(name) }))
      .filter((b): b is { name: string; at: Date } => b.at !== undefined);
  const newest = Math.max(0, ...dailies().map((b) => b.at.getTime()));
  let written: string | undefined;
  let heldMs: number | undefined;
  if (now.getTime() - newest >= DAY_MS) {
    written = path.join(dir, backupName(DAILY_PREFIX, now));
    ({ heldMs } = await writeBackup(database, dataDir, written));
  }
  const deleted: string[] = [];
  for (const b of dailies()) {
    if (now.getTime() - b.at.getTime() > KEEP_DAILY_DAYS * DAY_MS) {
      rmSync(path.join(dir, b.name));
      deleted.push(b.name);
    }
  }
  // A backup or a staging copy cut off by a crash, a day later.
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (
      (name.endsWith(".partial") || name.startsWith(".staging-")) &&
      now.getTime() - statSync(full).mtimeMs > DAY_MS
    ) {
      rmSync(full, { recursive: true, force: true });
      deleted.push(name);
    }
  }
  return { written, heldMs, deleted };
}
