// "Who bought a batch" over 1,000,000 order lines (docs/decisions/0049-batches-and-expiry.md):
// the page's queries (search by batch number, the first and a deep page of buyers) and the whole
// CSV of the batch with the most buyers, p50/p95 of 20 runs. Target: each ≤ 2 s.
// Usage: npm run bench:batch                  PGlite in memory
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:batch
//                                             a throwaway database on that server, dropped after
// LINES=200000 seeds fewer order lines (about two lines an order). No build needed.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { queryRows } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { seedDemoShop } from "../server/db/seed/seed";
import { createBatchBuyers } from "../server/flows/who-bought-batch";
import { openBenchDatabase } from "./bench-database";
import { seedOrders } from "./seed-orders";

const LINES = Number(process.env.LINES ?? 1_000_000);
const BATCHES_PER_PACK = 20;
const RUNS = 20;

const { database, label, drop } = await openBenchDatabase(process.env.BENCH_DATABASE_URL, "shop_bench_batch");
const db = database.db;
try {
  await migrateDatabase(database);
  await seedDemoShop(db);
  const started = performance.now();
  // seed-orders gives each order 1–3 lines (2 on average).
  await seedOrders(db, { orders: Math.round(LINES / 2), customers: 5_000 });
  await db.execute(sql`
    insert into pack_batches (product_price_id, batch_no, made_on, expires_on, received, units_left)
    select p.id, 'BN' || p.id || '-' || lpad(b::text, 2, '0'), date '2026-01-01' + b, date '2028-01-01' + b, 1000000, 0
    from product_prices p cross join generate_series(1, ${BATCHES_PER_PACK}) b
    on conflict do nothing`);
  // Each line drew one batch of its pack; every line of the busiest pack its batch 01 (the recall to time).
  await db.execute(sql`
    with busiest as (select product_price_id as id from order_lines group by 1 order by count(*) desc limit 1)
    insert into order_line_batches (order_line_id, batch_id, qty)
    select l.id, b.id, l.qty
    from order_lines l
    cross join busiest
    join pack_batches b on b.product_price_id = l.product_price_id
      and b.batch_no = 'BN' || l.product_price_id || '-' || lpad(
        (case when l.product_price_id = busiest.id then 1 else 1 + l.id % ${BATCHES_PER_PACK} end)::text, 2, '0')`);
  // A tax invoice for each delivered order (the page joins them).
  await db.execute(sql`
    insert into invoices (kind, number, financial_year, seq, order_id, issued_at, supplier, buyer,
      place_of_supply, place_of_supply_code, intra_state, lines, taxable_paise, cgst_paise, sgst_paise,
      igst_paise, total_paise)
    select 'INVOICE', 'HA/2026-27/' || lpad(id::text, 7, '0'), '2026-27', id, id, created_at, '{}', '{}',
      'West Bengal', '19', true, '[]', 0, 0, 0, 0, 0
    from orders where status = 'DELIVERED'`);
  await db.execute(sql`analyze`);
  const [counts] = await queryRows<{ lines: number; draws: number; batches: number }>(
    db,
    sql`select (select count(*) from order_lines)::int as lines, (select count(*) from order_line_batches)::int as draws,
          (select count(*) from pack_batches)::int as batches`,
  );
  const [top] = await queryRows<{ batch_id: number; n: number; batch_no: string }>(
    db,
    sql`select olb.batch_id, count(*)::int as n, b.batch_no from order_line_batches olb
        join pack_batches b on b.id = olb.batch_id group by olb.batch_id, b.batch_no order by n desc limit 1`,
  );
  console.log(`${label}: ${counts.lines} order lines, ${counts.draws} drawn from ${counts.batches} batches`);
  console.log(
    `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; busiest batch ${top.batch_no}: ${top.n} buyers\n`,
  );

  const buyers = createBatchBuyers(db);
  const lastPage = Math.ceil(top.n / 100);
  const time = async (name: string, run: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await run();
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      await run();
      ms.push(performance.now() - s);
    }
    ms.sort((a, b) => a - b);
    const f = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
    console.log(
      `${name.padEnd(44)} p50 ${f(ms[Math.floor(RUNS / 2)])}   p95 ${f(ms[Math.ceil(RUNS * 0.95) - 1])}`,
    );
  };
  await time("search a batch number (prefix)", () => buyers.search({ q: top.batch_no.slice(0, 5) }));
  await time("buyers, first page (100)", () => buyers.buyers(top.batch_id, 1));
  await time(`buyers, last page (${lastPage})`, () => buyers.buyers(top.batch_id, lastPage));
  let bytes = 0;
  await time(`CSV of the busiest batch (${top.n} rows)`, async () => {
    bytes = 0;
    const reader = buyers.csv(top.batch_id).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
    }
  });
  console.log(`\nCSV size ${(bytes / 1024).toFixed(0)} KB`);
} finally {
  await database.close();
  await drop?.();
}
