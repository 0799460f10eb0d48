import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client";
import { fsyncCount } from "./durable-nodefs";

const folder = () => path.join(mkdtempSync(path.join(os.tmpdir(), "shop-durable-")), "data");

async function setting(db: Awaited<ReturnType<typeof openDatabase>>, name: "fsync" | "wal_sync_method") {
  const [row] = await queryRows<Record<string, string>>(db.db, sql.raw(`show ${name}`));
  return row[name];
}

describe("PGlite on a folder flushes each commit to disk", () => {
  it("runs PostgreSQL with fsync on, and every commit reaches fsync(2)", async () => {
    const dataDir = folder();
    const db = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect(db.durable).toBe(true);
      expect(await setting(db, "fsync")).toBe("on");
      expect(await setting(db, "wal_sync_method")).toBe("fsync");
      await db.db.execute(sql`create table notes (body text)`);
      const before = fsyncCount();
      for (let i = 0; i < 10; i++) await db.db.execute(sql`insert into notes values (${`note ${i}`})`);
      expect(fsyncCount() - before).toBeGreaterThanOrEqual(10);
    } finally {
      await db.close();
    }
    // And the folder opens again with its rows.
    const again = await openDatabase({ kind: "pglite", dataDir });
    const [row] = await queryRows<{ n: number }>(again.db, sql`select count(*)::int as n from notes`);
    await again.close();
    expect(row.n).toBe(10);
  });

  it("is PGlite's own default (fsync off) only when asked, for the benchmark", async () => {
    const db = await openDatabase({ kind: "pglite", dataDir: folder(), durable: false });
    try {
      expect(db.durable).toBe(false);
      expect(await setting(db, "fsync")).toBe("off");
    } finally {
      await db.close();
    }
  });
});
