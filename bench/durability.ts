// What flushing each commit to disk costs on PGlite (server/db/durable-nodefs.ts): single-row
// commits and whole checkouts (cart → order with its stock held) per second, with the flush
// and without it (PGlite's own default), each on a fresh folder in the system's temp directory
// (BENCH_DIR to measure another disk). Usage: npm run bench:durability
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { business } from "../lib/business";
import { loadConfig } from "../server/config";
import { openDatabase, queryRows } from "../server/db/client";
import { fsyncCount } from "../server/db/durable-nodefs";
import { migrateDatabase } from "../server/db/migrate";
import { seedDemoShop } from "../server/db/seed/seed";
import { createLogger } from "../server/logger";
import { createServices } from "../server/services";

const commits = Number(process.env.BENCH_COMMITS ?? 500);
const checkouts = Number(process.env.BENCH_CHECKOUTS ?? 150);
const base = process.env.BENCH_DIR ?? os.tmpdir();

const address = {
  fullName: "Ravi Kumar",
  email: "ravi@example.com",
  mobile: "9876543210",
  address1: "12 Station Road",
  address2: "",
  city: "Siliguri",
  state: "West Bengal",
  pincode: "734001",
  landmark: "",
};

async function measure(durable: boolean) {
  const dir = mkdtempSync(path.join(base, "shop-durability-"));
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "data"), durable });
  try {
    await migrateDatabase(database);
    await seedDemoShop(database.db);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const services = createServices({ config, database, logger: createLogger("silent"), business });

    const syncsBefore = fsyncCount();
    let started = performance.now();
    for (let i = 0; i < commits; i++) {
      await database.db.execute(
        sql`insert into contact_messages (first_name, last_name, email, message)
            values ('Bench', 'Mark', 'bench@example.com', ${`commit ${i}`})`,
      );
    }
    const commitRate = commits / ((performance.now() - started) / 1000);
    const syncsPerCommit = (fsyncCount() - syncsBefore) / commits;

    const buyer = await services.accounts.signup(
      {
        fullName: "Bench Buyer",
        phone: "9000000001",
        email: "buyer@example.com",
        password: "green-fields-42",
      },
      { ip: "203.0.113.9" },
    );
    const [pack] = await queryRows<{ product_id: number; id: number }>(
      database.db,
      sql`select product_id, id from product_prices order by id limit 1`,
    );
    await database.db.execute(
      sql`update product_prices set stock = 1000000, in_stock = true where id = ${pack.id}`,
    );
    started = performance.now();
    for (let i = 0; i < checkouts; i++) {
      await services.cart.add(buyer.userId, pack.product_id, pack.id, 1);
      await services.checkout.placeOrder(buyer.userId, { address });
    }
    const checkoutRate = checkouts / ((performance.now() - started) / 1000);
    return { commitRate, checkoutRate, syncsPerCommit };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const plain = await measure(false);
const durable = await measure(true);
const row = (label: string, r: typeof plain) =>
  `${label.padEnd(36)} ${String(Math.round(r.commitRate)).padStart(6)} commits/s   ${String(Math.round(r.checkoutRate)).padStart(5)} checkouts/s   ${r.syncsPerCommit.toFixed(1)} fsync per commit`;
console.log(
  `\nPGlite on ${base}: ${commits} single-row commits, then ${checkouts} checkouts (cart add + order)`,
);
console.log(row("PGlite default (no flush)", plain));
console.log(row("flushed to disk (the shop's setting)", durable));
console.log(
  `cost: ${Math.round((1 - durable.commitRate / plain.commitRate) * 100)}% of single-row commits, ${Math.round((1 - durable.checkoutRate / plain.checkoutRate) * 100)}% of checkouts`,
);
