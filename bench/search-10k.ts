// Search latency with 10,000 products: p50/p95/p99 of varied queries, cache off.
// Usage: node --import tsx bench/search-10k.ts   (BENCH_DATABASE_URL=postgres://… for a server)
import { sql } from "drizzle-orm";
import { migrateDatabase } from "../server/db/migrate";
import { seedDemoShop } from "../server/db/seed/seed";
import { createCatalogService } from "../server/modules/catalog/catalog.service";
import { openBenchDatabase } from "./bench-database";

const TARGET = 10_000;
const brands = [
  "Krishi",
  "Annapurna",
  "Bhoomi",
  "Haritha",
  "Sagarika",
  "Dharti",
  "Neel",
  "Surya",
  "Ganga",
  "Himalaya",
];
const kinds = [
  "Vermicompost",
  "Neem Cake",
  "Seaweed Extract",
  "Humic Acid",
  "Zinc EDTA",
  "Tomato Seeds",
  "Chilli Seeds",
  "Marigold Seeds",
  "Hibiscus Plant",
  "Drip Kit",
  "Copper Fungicide",
  "Potash Nitrate",
  "Bone Meal",
  "Cocopeat Block",
  "Growth Tonic",
];
const grades = ["Gold", "Plus", "Max", "Organic", "Premium", "Super", "Pro", "Classic"];

const { database, drop } = await openBenchDatabase(process.env.BENCH_DATABASE_URL, "shop_bench");
await migrateDatabase(database);
await seedDemoShop(database.db);
const db = database.db;
// Generate products up to TARGET, spread over the demo categories, each with two pack sizes.
const seeded = Number(
  ((await db.execute(sql`select count(*)::int as n from products`)) as unknown as { rows: { n: number }[] })
    .rows[0].n,
);
await db.execute(sql`
  insert into products (category_id, name, slug, sku, description_html, short_description)
  select (select id from categories order by id offset (g % 8) limit 1),
         ${sql.raw(`(array[${brands.map((b) => `'${b}'`).join(",")}])`)}[1 + g % ${brands.length}] || ' ' ||
         ${sql.raw(`(array[${kinds.map((k) => `'${k}'`).join(",")}])`)}[1 + (g / 7) % ${kinds.length}] || ' ' ||
         ${sql.raw(`(array[${grades.map((k) => `'${k}'`).join(",")}])`)}[1 + (g / 3) % ${grades.length}] || ' ' || g,
         'gen-' || g, 'GEN-' || g, '<p>Generated.</p>', 'Generated product ' || g
  from generate_series(1, ${TARGET - seeded}) g`);
await db.execute(sql`
  insert into product_prices (product_id, qty, unit, mrp_paise, discount_paise, stock, in_stock, display_order)
  select p.id, s.qty, 'kg', 10000 + (p.id % 50) * 1000, 500, 50, true, s.ord
  from products p cross join (values (1, 0), (5, 1)) as s(qty, ord) where p.slug like 'gen-%'`);
await db.execute(sql`analyze`);
const count = await db.execute(sql`select count(*)::int as n from products`);
const catalog = createCatalogService(db, { cacheTtlMs: 0 });
const queries = [
  "neem",
  "vermicompst",
  "tomato seeds",
  "  HUMIC   acid ",
  "hibiscs",
  "drip",
  "zinc edta",
  "krishi gold",
  "seaweed extrct",
  "bone",
  "marigold",
  "xyzzy",
  // What farmers and buyers type (docs/decisions/0040-search.md): stop words, plurals, Hindi.
  "okra seeds",
  "bhindi ke beej",
  "copper fungicide",
  "fertiliser",
  "टमाटर बीज",
  "coco peat",
];

for (const q of queries) await catalog.search(q); // warm up
const times: number[] = [];
const byQuery = new Map<string, number[]>(queries.map((q) => [q, []]));
const rounds = 25;
for (let r = 0; r < rounds; r++) {
  for (const q of queries) {
    const t0 = performance.now();
    await catalog.search(q);
    const ms = performance.now() - t0;
    times.push(ms);
    byQuery.get(q)?.push(ms);
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
const n = (count as unknown as { rows: { n: number }[] }).rows[0].n;
console.log(
  `Search over ${n} products (${database.engine}), ${times.length} queries, answer cache off (word list kept):`,
);
console.log(
  `p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms   max ${times[times.length - 1].toFixed(1)} ms   (target p95 ≤ 30 ms)`,
);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
console.log(`  median per query: ${[...byQuery].map(([q, xs]) => `"${q.trim()}" ${median(xs)}`).join(", ")}`);
for (const q of ["vermicompst", "hibiscs"]) {
  const top = await catalog.search(q);
  console.log(`  "${q}" → ${top.length} results, first: ${top[0]?.name ?? "none"}`);
}
await database.close();
await drop?.();
