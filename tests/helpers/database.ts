import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../server/db/client";

export type TestDatabase = Database & {
  /** PostgreSQL only: the throwaway database's address, for a child process to open it too. */
  url?: string;
};

let counter = 0;

/**
 * A fresh database holding the migrated demo shop, private to the caller: an in-memory
 * PGlite loaded from the run's template dump, or, with TEST_DATABASE_URL, a new PostgreSQL
 * database copied from the run's template and dropped again by close().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = inject("pgTemplate");
    const name = `shop_t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 20 });
    return {
      ...database,
      url: url.toString(),
      async close() {
        await database.close();
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dump = readFileSync(inject("pgliteDump"));
  return openDatabase({ kind: "pglite", loadDataDir: new Blob([dump]) });
}
