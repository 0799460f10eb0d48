import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "../e2e/helpers/postgres";
import { type Database, openDatabase, queryRows } from "../server/db/client";
import type { ExportHeader } from "../server/db/export-format";
import { migrateDatabase } from "../server/db/migrate";
import { testAppOn } from "./helpers/app";
import { pictureBytes, uploadFile } from "./helpers/images";
import { photoWithLocation, reviewHelpers } from "./helpers/reviews";
import { seedTemplate } from "./helpers/seed-template";
import { shopHelpers } from "./helpers/shop";
import { newStaff } from "./helpers/staff";

/**
 * Moving a shop from PGlite to PostgreSQL (docs/deploy.md): `npm run export` of a stopped PGlite
 * folder, `npm run import` into a new PostgreSQL database, and the shop carrying on there.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(path.join(os.tmpdir(), "shop-export-"));
const dataDir = path.join(work, "data");
const exported = path.join(work, "shop.jsonl");

type Cli = { code: number; out: string };
function cli(args: string[], env: Record<string, string>): Promise<Cli> {
  return promisify(execFile)("node", ["--import", "tsx", "server/db/export-cli.ts", ...args], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error) => ({ code: error.code as number, out: `${error.stdout}${error.stderr}` }),
  );
}

/** Every table's row count, by name. */
async function countsOf(database: Database) {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    counts[name] = Number(row.n);
  }
  return counts;
}

const fileLines = (file: string) => readFileSync(file, "utf8").trim().split("\n");

// The PGlite shop: the demo catalogue, a picture uploaded by a manager and a customer's order,
// delivered and reviewed with a photo (its review, photo and rating request: tables of their own).
let source: { counts: Record<string, number>; orderId: number; details: unknown; auth: object; sku: string };

beforeAll(async () => {
  const database = await openDatabase({ kind: "pglite", dataDir });
  await migrateDatabase(database);
  await seedTemplate(database.db);
  const t = testAppOn(database);
  try {
    const manager = await newStaff(t, "manager");
    const upload = await uploadFile(t, manager.cookie, await pictureBytes("png", 400, 300), "leaf.png");
    expect(upload.status).toBe(200);
    const packer = await newStaff(t, "packer");
    const shop = reviewHelpers(
      () => t,
      () => packer.cookie,
    );
    const { c, orderId, pack } = await shop.paidOrder("GRP-001", 10, 3);
    await shop.deliver(orderId);
    const review = await t.services.reviews.save(
      c.userId,
      pack.productId,
      { stars: 5, text: "Good.", remove: [], photos: [await photoWithLocation(300, 200)] },
      { ip: "192.0.2.1", pageLang: "en" },
    );
    await t.services.reviewsAdmin.move(review.id, { staffId: manager.id, name: manager.name }, "published");
    const details = await t.post("/api/order/details/v1/", { ...c.auth, order_id: orderId });
    expect(details.status).toBe(200);
    source = {
      counts: await countsOf(database),
      orderId,
      details: details.body.data,
      auth: c.auth,
      sku: "GRP-001",
    };
  } finally {
    await t.close();
  }
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe("npm run export on PGlite", () => {
  it("writes the stopped folder's every table, parents first, its sequences and a closing line", async () => {
    const run = await cli(["export", "--out", exported], { DATA_DIR: dataDir });
    expect(run.code).toBe(0);
    // The review, its photo and its rating request are among them.
    expect([source.counts.reviews, source.counts.review_photos, source.counts.rating_asks]).toEqual([
      1, 1, 1,
    ]);
    const total = Object.values(source.counts).reduce((a, b) => a + b, 0);
    expect(run.out).toContain(
      `Exported ${total} rows of ${Object.keys(source.counts).length} tables (69 products, 1 users, 1 orders) from PGlite in ${dataDir} to ${exported}`,
    );
    const lines = fileLines(exported).map((l) => JSON.parse(l));
    const header = lines[0] as ExportHeader;
    expect(header).toMatchObject({ format: "haritha-shop-export", version: 1, source: "PGlite" });
    const journal = JSON.parse(readFileSync("server/db/migrations/meta/_journal.json", "utf8")).entries;
    expect(header.migrations).toMatchObject({ count: journal.length, tag: journal[journal.length - 1].tag });
    const at = (t: string) => header.tables.indexOf(t);
    expect(at("users")).toBeLessThan(at("orders"));
    expect(at("orders")).toBeLessThan(at("order_lines"));
    expect(at("products")).toBeLessThan(at("product_prices"));
    // The licences and each product's regulated kind go along (docs/decisions/0047-regulated-sales.md).
    expect(at("uploaded_images")).toBeLessThan(at("shop_licences"));
    expect(lines).toContainEqual({ table: "products", columns: expect.arrayContaining(["regulated_kind"]) });
    // So do the label details and the banned and restricted ingredients (decision 0048).
    expect(lines).toContainEqual({
      table: "products",
      columns: expect.arrayContaining(["registration_no", "active_ingredients", "restriction_note"]),
    });
    expect(source.counts.listed_ingredients).toBeGreaterThan(20);
    expect(lines.at(-1)).toEqual({ end: true, rows: source.counts });
    expect(lines).toContainEqual(
      expect.objectContaining({ sequence: "orders_id_seq", value: String(source.orderId) }),
    );
  }, 60_000);

  it("refuses a folder a shop process holds, a file that exists, and importing without PostgreSQL", async () => {
    const open = await openDatabase({ kind: "pglite", dataDir });
    try {
      const busy = await cli(["export", "--out", path.join(work, "other.jsonl")], { DATA_DIR: dataDir });
      expect(busy.code).toBe(1);
      expect(busy.out).toContain(
        `The database folder ${dataDir} is in use by another shop process (pid ${process.pid})`,
      );
    } finally {
      await open.close();
    }
    const again = await cli(["export", "--out", exported], { DATA_DIR: dataDir });
    expect(again).toEqual({
      code: 1,
      out: expect.stringContaining(`${exported} already exists: choose another name`),
    });
    const noPostgres = await cli(["import", exported], { DATA_DIR: path.join(work, "nothing") });
    expect(noPostgres.code).toBe(1);
    expect(noPostgres.out).toMatch(
      /^npm run import loads into PostgreSQL: set DATABASE_URL to a new, empty database/,
    );
  }, 60_000);
});

describe.skipIf(!serverUrl)("npm run import into PostgreSQL", () => {
  let target: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const drops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    target = await createThrowawayDatabase(serverUrl as string, "shop_import");
    drops.push(target.drop);
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it("loads every row into a new database, and the shop on PostgreSQL serves them and carries on", async () => {
    const run = await cli(["import", exported], { DATABASE_URL: target.url });
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^Imported \d+ rows into 63 tables and set \d+ sequences in /);

    const database = await openDatabase({ kind: "postgres", url: target.url });
    const t = testAppOn(database);
    try {
      expect(await countsOf(database)).toEqual(source.counts);
      const [kinds] = await queryRows<{ licences: number; neem: string }>(
        database.db,
        sql`select (select count(*)::int from shop_licences where valid_until = '2027-12-31') as licences,
                   (select regulated_kind from products where sku = 'PST-001') as neem`,
      );
      expect(kinds).toEqual({ licences: 3, neem: "insecticide" });
      // The customer's session came along: their order page answers as it did on PGlite.
      const details = await t.post("/api/order/details/v1/", { ...source.auth, order_id: source.orderId });
      expect(details.body.data).toEqual(source.details);
      // The numbers carry on where PGlite's stopped: a new order gets the next id.
      const next = await shopHelpers(() => t).paidOrder(source.sku, 10, 1);
      expect(next.orderId).toBe(source.orderId + 1);
    } finally {
      await t.close();
    }
  }, 120_000);

  it("exports from PostgreSQL the very rows PGlite exported", async () => {
    const copy = await createThrowawayDatabase(serverUrl as string, "shop_reexport");
    drops.push(copy.drop);
    expect((await cli(["import", exported], { DATABASE_URL: copy.url })).code).toBe(0);
    const again = path.join(work, "from-postgres.jsonl.gz");
    const run = await cli(["export", "--out", again], { DATABASE_URL: copy.url });
    expect(run.code).toBe(0);
    expect(run.out).toContain("from PostgreSQL (DATABASE_URL)");
    const { gunzipSync } = await import("node:zlib");
    const lines = gunzipSync(readFileSync(again)).toString("utf8").trim().split("\n");
    expect(JSON.parse(lines[0]).source).toBe("PostgreSQL");
    expect(lines.slice(1)).toEqual(fileLines(exported).slice(1));
  }, 120_000);

  it("refuses a database that is not empty, and a file cut short, keeping nothing", async () => {
    const twice = await cli(["import", exported], { DATABASE_URL: target.url });
    expect(twice.code).toBe(1);
    expect(twice.out).toMatch(/^The database is not empty \(.*\): import only into a new, empty database/);

    const fresh = await createThrowawayDatabase(serverUrl as string, "shop_cut");
    drops.push(fresh.drop);
    const lines = fileLines(exported);
    const cut = path.join(work, "cut.jsonl");
    writeFileSync(cut, `${lines.slice(0, -5).join("\n")}\n`);
    const run = await cli(["import", cut], { DATABASE_URL: fresh.url });
    expect(run.code).toBe(1);
    expect(run.out).toContain("The file stops before its last line: it was cut short");
    const database = await openDatabase({ kind: "postgres", url: fresh.url });
    try {
      // Nothing of the file; the Government's list the migration put there stays (decision 0048).
      const { listed_ingredients: listed, ...counts } = await countsOf(database);
      expect(Object.values(counts).every((n) => n === 0)).toBe(true);
      expect(listed).toBeGreaterThan(20);
    } finally {
      await database.close();
    }
  }, 120_000);
});
