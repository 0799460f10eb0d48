import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Database, type Db, queryRows } from "./client";

/** Where the generated SQL migrations live, from the source tree or from the bundled server. */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  const here = path.dirname(fileURLToPath(import.meta.url));
  // server/db/ in the source tree; dist/ for the bundled server.
  return here.endsWith(path.join("server", "db"))
    ? path.join(here, "migrations")
    : path.resolve(here, "..", "server", "db", "migrations");
}

/**
 * The advisory lock every process takes before migrating a PostgreSQL database, so that two
 * replicas started together (docs/deploy.md) migrate once: the second waits, then finds
 * nothing left to do. Any fixed number works; this one spells "shop" in ASCII.
 */
export const MIGRATION_LOCK = 0x73686f70;

/** Applies every pending migration; the same folder serves both engines. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.engine === "pglite") {
    // PGlite is one process by nature (the folder is locked), so there is no one to race.
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's migrators each want their own driver type
    await migratePglite(database.db as any, config);
    return;
  }
  if (!database.url) throw new Error("migrating PostgreSQL needs the database's address");
  // An advisory lock belongs to a connection: migrate on one connection of our own that holds it.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), config);
  } finally {
    // Ending the connection releases the lock even if the unlock is never reached.
    await client.end();
  }
}

let journal: { tag: string; when: number }[] | undefined;

/**
 * The migrations of this version that the database has not applied (their tags), for
 * /readyz: the journal's entries newer than the last one recorded in the database, the rule
 * drizzle's migrator itself applies. A database migrated by a newer version has none left.
 */
export async function unappliedMigrations(db: Pick<Db, "execute">): Promise<string[]> {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return journal.map((m) => m.tag);
  const [row] = await queryRows<{ last: string | null }>(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = Number(row?.last ?? 0);
  return journal.filter((m) => m.when > last).map((m) => m.tag);
}
