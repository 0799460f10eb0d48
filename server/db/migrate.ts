import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

/** Where the generated SQL migrations live, from the source tree or from the bundled server. */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  const here = path.dirname(fileURLToPath(import.meta.url));
  // server/db/ in the source tree; dist/ for the bundled server.
  return here.endsWith(path.join("server", "db"))
    ? path.join(here, "migrations")
    : path.resolve(here, "..", "server", "db", "migrations");
}

/** Applies every pending migration; the same folder serves both engines. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.engine === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's migrators each want their own driver type
    await migratePglite(database.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await migratePg(database.db as any, config);
  }
}
