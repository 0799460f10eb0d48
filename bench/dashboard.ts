// The dashboard's queries over 100,000 orders: p50/p95 of ~50 runs, for a manager (every
// figure) and a packer (waiting orders only). Target: p95 ≤ 150 ms on PostgreSQL.
// Usage: npm run bench:dashboard                  PostgreSQL at TEST_DATABASE_URL, BENCH_DATABASE_URL
//                                                 or postgres://postgres@127.0.0.1:5432/postgres
//        npm run bench:dashboard -- --pglite      in-process PGlite instead
// It creates a database of its own and drops it afterwards; ORDERS=20000 seeds fewer.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase, queryRows } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { seedDemoShop } from "../server/db/seed/seed";
import { createDashboardService, type DashboardParts } from "../server/modules/dashboard/dashboard.service";
import { seedOrders } from "./seed-orders";

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const RUNS = 50;
const pglite = process.argv.includes("--pglite");

async function open(): Promise<{ database: Database; where: string; drop?: () => Promise<void> }> {
  if (pglite) return { database: await openDatabase({ kind: "pglite" }), where: "PGlite (in memory)" };
  const server =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `shop_bench_dash_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const [version] = (await admin.query("show server_version")).rows;
  return {
    database: await openDatabase({ kind: "postgres", url: url.toString() }),
    where: `PostgreSQL ${version.server_version} (${url.host}, database ${name})`,
    drop: async () => {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run(); // warm: plans cached, pages in memory
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  return `p50 ${f(percentile(ms, 50))}   p95 ${f(percentile(ms, 95))}   max ${f(ms.at(-1) as number)}`;
}

const { database, where, drop } = await open();
try {
  console.log(`database: ${where}`);
  await migrateDatabase(database);
  await seedDemoShop(database.db);
  const seeding = performance.now();
  await seedOrders(database.db, { orders: ORDERS });
  const [n] = await queryRows<{ orders: number; lines: number; events: number; payments: number }>(
    database.db,
    sql`select (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as lines,
               (select count(*) from order_events)::int as events,
               (select count(*) from payment_transactions)::int as payments`,
  );
  console.log(
    `seeded ${n.orders} orders, ${n.lines} lines, ${n.events} events, ${n.payments} payments in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const dashboard = createDashboardService(database.db);
  const show = async (label: string, parts: DashboardParts) => {
    const f = await dashboard.figures(parts);
    console.log(`${label}  ${await time(() => dashboard.figures(parts))}   (${RUNS} runs)`);
    return f;
  };
  // Right after the bulk load only ANALYZE has run; autovacuum soon sets the visibility map,
  // which lets the counts and the sales read their indexes alone. Both are shown.
  await show("just loaded:   manager (every figure)", { money: true, stock: true, inbox: true });
  await database.db.execute(sql`vacuum analyze`);
  const f = await show("after VACUUM: manager (every figure)", { money: true, stock: true, inbox: true });
  await show("after VACUUM: packer (waiting orders)", { money: false, stock: false, inbox: false });
  console.log(
    `figures: to pack ${f.orders.toPackPaid} paid + ${f.orders.toPackCod} COD, to ship ${f.orders.toShip}, refunds due ${f.refundsDue}, ` +
      `new enquiries ${f.newEnquiries}, new messages ${f.newMessages}, ` +
      `30 days ${f.sales?.last30.orders} orders ₹${((f.sales?.last30.revenuePaise ?? 0) / 100).toFixed(2)}, today ${f.sales?.today.orders}`,
  );
} finally {
  await database.close();
  await drop?.();
}
