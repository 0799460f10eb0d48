import pg from "pg";
import { type Database, openDatabase } from "../server/db/client";

/**
 * The database a bench runs on: PGlite in memory without `server`; with it (a PostgreSQL URL), a
 * throwaway database named `<prefix>_<time>` made on that server, which `drop` removes.
 */
export async function openBenchDatabase(
  server: string | undefined,
  prefix: string,
): Promise<{ database: Database; label: string; drop?: () => Promise<void> }> {
  if (!server) return { database: await openDatabase({ kind: "pglite" }), label: "PGlite (in memory)" };
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ kind: "postgres", url: url.toString() }),
    label: `PostgreSQL (${url.host})`,
    drop: async () => {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
