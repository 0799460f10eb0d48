import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "../server/db/client";
import { migrateDatabase, migrationsFolder } from "../server/db/migrate";
import { moveOrder } from "../server/modules/orders/order-lifecycle";

// The lifecycle migration on a database whose orders were written with text statuses: each
// keeps its status (the never-used FAILED becomes CANCELLED) and gets the payment status that
// went with it, in the new enum columns.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A copy of the migrations folder that stops before the lifecycle migration. */
function migrationsBeforeLifecycle(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith("_order_lifecycle"));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: "pglite" });
  const name = `shop_lc_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 2 });
}

const OLD = ["PENDING_PAYMENT", "PAID", "SHIPPED", "DELIVERED", "CANCELLED", "EXPIRED", "FAILED"];

describe("the order lifecycle migration", () => {
  it("converts the old text statuses to the enum types and derives each payment status", async () => {
    const database = await emptyDatabase();
    cleanups.push(() => database.close());
    process.env.MIGRATIONS_DIR = migrationsBeforeLifecycle();
    try {
      await migrateDatabase(database);
    } finally {
      delete process.env.MIGRATIONS_DIR;
    }
    const db = database.db;
    const [u] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (full_name, email, phone, password_hash)
          values ('Old Customer', 'old@example.com', '9000000002', 'x') returning id`,
    );
    for (const status of OLD) {
      await db.execute(sql`insert into orders (user_id, status, subtotal_mrp_paise, total_paise, ship_full_name,
          ship_email, ship_mobile, ship_address1, ship_city, ship_state, ship_pincode, provider, expires_at)
        values (${u.id}, ${status}, 100, 100, 'Old Customer', 'old@example.com', '9000000002', '1 Road',
          'Siliguri', 'West Bengal', '734001', 'sandbox', now())`);
    }
    await migrateDatabase(database);

    const rows = await queryRows<{ status: string; payment_status: string; udt: string }>(
      db,
      sql`select status::text as status, payment_status::text as payment_status, pg_typeof(status)::text as udt
          from orders order by id`,
    );
    expect(rows.map((r) => [r.status, r.payment_status])).toEqual([
      ["PENDING_PAYMENT", "PENDING"],
      ["PAID", "PAID"],
      ["SHIPPED", "PAID"],
      ["DELIVERED", "PAID"],
      ["CANCELLED", "CANCELLED"],
      ["EXPIRED", "UNPAID"],
      ["CANCELLED", "CANCELLED"],
    ]);
    expect(rows[0].udt).toBe("order_status");
    // An old order moves on through the lifecycle like a new one.
    const [paid] = await queryRows<{ id: number }>(db, sql`select id from orders where status = 'PAID'`);
    const moved = await db.transaction((tx) => moveOrder(tx, paid.id, "PACKED", { kind: "staff", id: 1 }));
    expect(moved.status).toBe("PACKED");
  });
});
