import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, expect } from "vitest";
import { type Database, type Db, openDatabase, queryRows } from "../../server/db/client";
import { migrateDatabase, migrationsFolder } from "../../server/db/migrate";

// What the upgrade tests share: a database of the engine under test migrated up to just before
// one migration, so that rows can be written as the old version wrote them, then migrated on.

const cleanups: (() => Promise<void> | void)[] = [];
let registered = false;

/** Runs `cleanup` after the test file (last registered, first run). */
export function afterFile(cleanup: () => Promise<void> | void) {
  if (!registered) {
    registered = true;
    afterAll(async () => {
      for (const c of cleanups.reverse()) await c();
      cleanups.length = 0;
    });
  }
  cleanups.push(cleanup);
}

/** A copy of the migrations folder that stops before the migration whose tag ends with `tagEnd`. */
function migrationsBefore(tagEnd: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tagEnd));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  afterFile(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let counter = 0;

/** An empty database of the engine under test (PGlite, or a new PostgreSQL database dropped after the file). */
async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: "pglite" });
  const name = `shop_up_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  afterFile(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 2 });
}

/**
 * A new database holding the schema as it was before the migration whose tag ends with `tagEnd`
 * ("_refunds"); `migrateDatabase(database)` then applies it and the ones after. Closed after the file.
 */
export async function databaseBefore(tagEnd: string): Promise<Database> {
  const database = await emptyDatabase();
  afterFile(() => database.close());
  process.env.MIGRATIONS_DIR = migrationsBefore(tagEnd);
  try {
    await migrateDatabase(database);
  } finally {
    delete process.env.MIGRATIONS_DIR;
  }
  return database;
}

/** A customer account written as any old version wrote it; answers its id. */
export async function oldCustomer(db: Db, email: string, phone: string): Promise<number> {
  const [u] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (full_name, email, phone, password_hash)
        values ('Old Customer', ${email}, ${phone}, 'x') returning id`,
  );
  return u.id;
}
