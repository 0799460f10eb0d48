// The catalogue's CSV import with 5,000 rows: export, preview and apply times, for a file that
// changes the price and stock of 5,000 packs, and for one that creates 2,500 products with two
// packs each. PGlite in memory by default; a PostgreSQL server with BENCH_DATABASE_URL,
// TEST_DATABASE_URL or DATABASE_URL (a throwaway database is made on it and dropped).
// Usage: npm run bench:csv-import

import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { migrateDatabase } from "../server/db/migrate";
import { seedDemoShop } from "../server/db/seed/seed";
import { createCatalogueCsv } from "../server/modules/catalog/admin/csv/catalogue-csv.service";
import { openBenchDatabase } from "./bench-database";

const PRODUCTS = 2_500; // two packs each: 5,000 rows
const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

const { database, label, drop } = await openBenchDatabase(server, "shop_bench_csv");
await migrateDatabase(database);
await seedDemoShop(database.db);
const db = database.db;
await db.execute(sql`
  insert into products (category_id, name, slug, sku, description_html, short_description)
  select (select id from categories order by id offset (g % 8) limit 1), 'Generated product ' || g,
         'gen-' || g, 'GEN-' || g, '<p>Generated.</p>', 'Generated, "quoted" ' || g
  from generate_series(1, ${PRODUCTS}) g`);
await db.execute(sql`
  insert into product_prices (product_id, qty, unit, mrp_paise, discount_paise, stock, in_stock, display_order)
  select p.id, s.qty, 'kg', 10000 + (p.id % 50) * 1000, 500, 50, true, s.ord
  from products p cross join (values (1, 0), (5, 1)) as s(qty, ord) where p.slug like 'gen-%'`);
await db.execute(sql`analyze`);

const csv = createCatalogueCsv(db, { changed: async () => {} });
const actor = { staffId: null, name: "bench" };
const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`;
const encode = (text: string) => new TextEncoder().encode(text);
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const toText = (rows: string[][]) => `\uFEFF${rows.map((r) => r.map(quote).join(",")).join("\r\n")}\r\n`;

async function run(name: string, bytes: Uint8Array) {
  let start = performance.now();
  const preview = await csv.preview(bytes);
  const previewTime = ms(start);
  start = performance.now();
  await csv.preview(bytes);
  const again = ms(start);
  start = performance.now();
  const summary = await csv.apply(actor, bytes, `${name}.csv`, preview.token);
  const applyTime = ms(start);
  console.log(
    `${name}: ${preview.total} rows (${(bytes.length / 1024).toFixed(0)} KB), ${preview.rows.length} changed, ${preview.errors.length} errors; preview ${previewTime} (again ${again}); apply ${applyTime}`,
  );
  console.log(`  ${JSON.stringify(summary)}`);
}

console.log(`database: ${label}; ${PRODUCTS} generated products with 2 packs each`);
const start = performance.now();
const exported = await csv.exportCsv();
console.log(`export: ${exported.rows} rows, ${(exported.csv.length / 1024).toFixed(0)} KB in ${ms(start)}`);

// Every generated pack: the MRP written as people do (₹ and thousands), the stock counted again.
const records: string[][] = parse(exported.csv, { bom: true });
const [header, ...rows] = records;
const at = (column: string) => header.indexOf(column);
const changed = rows
  .filter((r) => r[at("sku")].startsWith("GEN-"))
  .map((r) => {
    const next = [...r];
    const rupees = Number(r[at("mrp")]) + 1;
    next[at("mrp")] = `₹${rupees.toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
    next[at("stock")] = String(Number(r[at("stock")]) + 7);
    return next;
  });
await run("update 5,000 packs", encode(toText([header, ...changed])));

const created = Array.from({ length: PRODUCTS }, (_, i) => [
  ["sku", "name", "category", "size", "unit", "mrp", "discount", "stock"],
  [`NEW-${i}`, `New product ${i}`, "Fertilizers", "500", "g", "1,250.50", "50", "20"],
  [`NEW-${i}`, `New product ${i}`, "Fertilizers", "1", "kg", "2,100", "0", "10"],
]).flatMap((rowsOfOne, i) => (i === 0 ? rowsOfOne : rowsOfOne.slice(1)));
await run("create 2,500 products", encode(toText(created)));

await database.close();
await drop?.();
