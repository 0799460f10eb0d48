// `npm run backup [file]` and `npm run restore <file>`: the embedded PGlite database in DATA_DIR
// (docs/decisions/0009-pglite-safety.md). Both take the folder's lock, so neither runs beside
// a shop process on the same folder: stop the shop first (while it runs it writes a backup a
// day to DATA_DIR/backups on its own).
import { existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { BACKUPS_DIR, backupName, MANUAL_PREFIX, writeBackup } from "./backup";
import { openDatabase } from "./client";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";
import { RestoreError, restoreBackup } from "./restore";

class Refusal extends Error {}

const busy = (error: DataDirInUseError, doing: string) =>
  new Refusal(
    `The database folder ${error.dataDir} is in use by another shop process (pid ${error.pid}): stop it before ${doing} (while it runs, it writes a backup a day to ${path.join(error.dataDir, BACKUPS_DIR)}).`,
  );

function embeddedFolder(command: string): string {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    throw new Refusal(
      `npm run ${command} works on the embedded PGlite database in DATA_DIR; with DATABASE_URL set, use PostgreSQL's own pg_dump and pg_restore.`,
    );
  }
  return config.dataDir;
}

async function backup(target: string | undefined) {
  const dataDir = embeddedFolder("backup");
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new Refusal(`There is no database in DATA_DIR (${dataDir}) to back up.`);
  }
  const file = target
    ? path.resolve(target)
    : path.join(dataDir, BACKUPS_DIR, backupName(MANUAL_PREFIX, new Date()));
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ kind: "pglite", dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) throw busy(error, "taking a backup");
    throw error;
  }
  try {
    await writeBackup(database, dataDir, file);
  } finally {
    await database.close();
  }
  const mb = (statSync(file).size / 1_048_576).toFixed(1);
  console.log(`Backed up ${dataDir} to ${file} (${mb} MB). Restore it with: npm run restore ${file}`);
}

async function restore(source: string | undefined) {
  if (!source) throw new Refusal("Say which backup to restore: npm run restore <file>.");
  const file = path.resolve(source);
  if (!existsSync(file)) throw new Refusal(`There is no backup at ${file}.`);
  const dataDir = embeddedFolder("restore");
  mkdirSync(dataDir, { recursive: true }); // restoring onto a new machine is fine
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw busy(error, "restoring a backup");
    throw error;
  }
  try {
    const { replaced } = await restoreBackup(dataDir, file);
    console.log(
      `Restored ${file} into ${dataDir}.${replaced ? ` The database it replaced is kept in ${replaced}.` : ""}`,
    );
  } finally {
    lock.release();
  }
}

const [command, argument] = process.argv.slice(2);
try {
  if (command === "backup") await backup(argument);
  else if (command === "restore") await restore(argument);
  else throw new Refusal("Usage: backup-cli.ts backup [file] | restore <file>");
} catch (error) {
  if (error instanceof Refusal || error instanceof ConfigError || error instanceof RestoreError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
