import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../server/db/client";
import { migrateDatabase, migrationsFolder } from "../server/db/migrate";

const serverUrl = process.env.TEST_DATABASE_URL;

// Two replicas started together on one new PostgreSQL database (docs/deploy.md): without the
// advisory lock both would apply 0000 at once and one would fail on "already exists".
describe.skipIf(!serverUrl)("migrating one PostgreSQL database from several processes", () => {
  it("applies each migration once while three start together, and all three start", async () => {
    const name = `shop_migrate_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 2 })),
    );
    try {
      await Promise.all(handles.map((h) => migrateDatabase(h)));
      const journal = JSON.parse(
        readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
      ) as { entries: unknown[] };
      const [row] = await queryRows<{ n: number }>(
        handles[0].db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(Number(row.n)).toBe(journal.entries.length);
      const [orders] = await queryRows<{ n: number }>(
        handles[1].db,
        sql`select count(*)::int as n from orders`,
      );
      expect(Number(orders.n)).toBe(0);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
