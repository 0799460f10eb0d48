import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "../e2e/helpers/postgres";
import { type Database, openDatabase, queryRows } from "../server/db/client";
import { migrateDatabase, migrationsFolder } from "../server/db/migrate";

/**
 * A live shop meeting the stock ledger (docs/decisions/0030-stock-ledger.md): the migration
 * opens it with one movement per pack, and `npm run check:stock` reads the database the server
 * would (DATA_DIR or DATABASE_URL), naming every pack whose stock is not the sum of its movements.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A copy of the migrations folder that stops before the stock ledger. */
function migrationsBeforeLedger(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith("_stock_ledger"));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An empty shop database, as the server would find it: a PGlite folder, or a PostgreSQL database. */
async function liveShop(): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  if (serverUrl) {
    const made = await createThrowawayDatabase(serverUrl, "shop_ledger");
    cleanups.push(made.drop);
    return { env: { DATABASE_URL: made.url }, open: () => openDatabase({ kind: "postgres", url: made.url }) };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-ledger-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ kind: "pglite", dataDir }) };
}

/** Runs `npm run check:stock`'s script with only these settings; its exit code and what it printed. */
function checkStock(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return promisify(execFile)("node", ["--import", "tsx", "server/db/check-stock-cli.ts"], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error) => ({ code: error.code as number, out: `${error.stdout}${error.stderr}` }),
  );
}

/** Runs `work` on the shop's database, closed again afterwards (a PGlite folder has one user at a time). */
async function withShop<T>(
  shop: { open: () => Promise<Database> },
  work: (database: Database) => Promise<T>,
) {
  const database = await shop.open();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

describe("a shop that had stock before the ledger", () => {
  it("gets one opening movement per pack, and npm run check:stock names a pack changed behind its back", async () => {
    const shop = await liveShop();
    const packs = await withShop(shop, async (database) => {
      const db = database.db;
      process.env.MIGRATIONS_DIR = migrationsBeforeLedger();
      try {
        await migrateDatabase(database);
      } finally {
        delete process.env.MIGRATIONS_DIR;
      }
      const [p] = await queryRows<{ id: number }>(
        db,
        sql`with c as (insert into categories (name, category_key) values ('Fertilizers', 'fertilizers') returning id)
            insert into products (category_id, name, slug, sku) select id, 'Old Neem Cake', 'old-neem-cake', 'OLD-1' from c
            returning id`,
      );
      return queryRows<{ id: number }>(
        db,
        sql`insert into product_prices (product_id, qty, unit, mrp_paise, stock)
            values (${p.id}, 1, 'kg', 9000, 12), (${p.id}, 5, 'kg', 40000, 0) returning id`,
      );
    });
    const [kilo, five] = packs.map((p) => Number(p.id));
    const before = await checkStock(shop.env);
    expect(before).toEqual({
      code: 1,
      out: expect.stringContaining("has no stock ledger yet: run npm run migrate"),
    });

    const opening = await withShop(shop, async (database) => {
      await migrateDatabase(database);
      return queryRows(
        database.db,
        sql`select product_price_id, change, stock_after, reason, actor_kind, actor_id, order_id, reference
            from stock_movements order by product_price_id`,
      );
    });
    const open = {
      reason: "recount",
      actor_kind: "system",
      actor_id: null,
      order_id: null,
      reference: "opening balance",
    };
    expect(opening).toEqual([
      { product_price_id: kilo, change: 12, stock_after: 12, ...open },
      { product_price_id: five, change: 0, stock_after: 0, ...open },
    ]);
    expect(await checkStock(shop.env)).toEqual({
      code: 0,
      out: expect.stringContaining("Every pack's stock is the sum of its movements (2 packs)"),
    });

    // Two units put on the shelf by a write that bypassed the ledger.
    await withShop(shop, ({ db }) =>
      db.execute(sql`update product_prices set stock = 14 where id = ${kilo}`),
    );
    const found = await checkStock(shop.env);
    expect(found.code).toBe(1);
    expect(found.out.trim().split("\n")).toEqual([
      `Pack ${kilo} (Old Neem Cake 1 kg): stock 14, its movements add up to 12 (2 units more on the shelf than in the ledger).`,
      expect.stringMatching(
        /^1 of 2 packs disagree with their movements in (PGlite in .+|the PostgreSQL database in DATABASE_URL)\.$/,
      ),
    ]);
  }, 240_000);

  it("says so when there is no database to check", async () => {
    const nowhere = path.join(os.tmpdir(), `shop-none-${process.pid}`);
    expect(await checkStock({ DATA_DIR: nowhere })).toEqual({
      code: 1,
      out: `There is no database in DATA_DIR (${nowhere}) to check.\n`,
    });
  });
});
