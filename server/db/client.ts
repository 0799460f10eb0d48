import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";
import { durablePgliteOptions } from "./durable-nodefs";
import type * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db` (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
  /** Runs a trivial query; used by /readyz. */
  ping(): Promise<void>;
  /** PostgreSQL only: the connection pool's use now, for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** PostgreSQL only: the server's address, for a connection of its own (the cache bus's LISTEN). */
  url?: string;
  /** The embedded engine itself (PGlite only): tests dump and reload its data directory. */
  pglite?: PGlite;
  /** PGlite on a folder: the lock this process holds on it (data-dir-lock.ts). */
  lock?: DataDirLock;
  /** PGlite on a folder: whether each commit is flushed to disk (durable-nodefs.ts). */
  durable?: boolean;
}

export type DatabaseOptions =
  | {
      kind: "pglite";
      /** A folder on disk (locked for this process while open); none: in memory. */
      dataDir?: string;
      loadDataDir?: Blob | File;
      /** Flush each commit to disk (default true); false only to measure what it costs. */
      durable?: boolean;
    }
  | { kind: "postgres"; url: string; maxConnections?: number };

/**
 * Opens PGlite (embedded PostgreSQL) or a PostgreSQL server. Call once per process. A PGlite
 * folder is locked first: a second process (or a second open here) gets DataDirInUseError.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "pglite") {
    const { dataDir } = options;
    let lock: DataDirLock | undefined;
    let client: PGlite;
    const durable = Boolean(dataDir) && options.durable !== false;
    try {
      // PGlite does not create missing parent directories itself.
      if (dataDir) mkdirSync(dataDir, { recursive: true });
      if (dataDir) lock = lockDataDir(dataDir);
      client = await PGlite.create({
        ...(dataDir && durable ? durablePgliteOptions(dataDir) : { dataDir }),
        loadDataDir: options.loadDataDir,
        extensions: { pg_trgm },
      });
    } catch (error) {
      lock?.release();
      throw error;
    }
    const db = drizzlePglite({ client }) as unknown as Db;
    return {
      db,
      engine: "pglite",
      pglite: client,
      lock,
      durable,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
      ping: async () => {
        await client.query("select 1");
      },
    };
  }
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  // An idle connection dropped by the server (restart, failover, admin shutdown) must not
  // crash the process: the pool replaces it on the next query.
  pool.on("error", (error: Error & { code?: string }) => {
    if (error.code !== "57P01") console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  // Fail now, with the server's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    engine: "postgres",
    url: options.url,
    close: () => pool.end(),
    ping: async () => {
      await pool.query("select 1");
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
