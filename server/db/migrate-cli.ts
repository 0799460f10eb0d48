// `npm run migrate`: applies pending migrations to the configured database and exits. The
// server migrates at start-up too; this is for an upgrade that migrates once, before the new
// version serves (docs/deploy.md). Safe to run while old replicas serve: migrations only add.
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../config";
import { connectDatabase, StartupError } from "../start";
import { queryRows } from "./client";
import { migrateDatabase } from "./migrate";
import { runCli } from "./run-cli";

async function appliedCount(database: Awaited<ReturnType<typeof connectDatabase>>) {
  try {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return Number(row.n);
  } catch {
    return 0; // a new database: no migration table yet
  }
}

async function main() {
  const config = loadConfig(process.env);
  const database = await connectDatabase(config);
  try {
    const before = await appliedCount(database);
    await migrateDatabase(database);
    const after = await appliedCount(database);
    const where = config.databaseUrl ? "the PostgreSQL database in DATABASE_URL" : config.dataDir;
    console.log(
      after > before
        ? `Applied ${after - before} migration(s) to ${where}; ${after} in all.`
        : `${where} is up to date (${after} migrations).`,
    );
  } finally {
    await database.close();
  }
}

await runCli(main, [ConfigError, StartupError]);
