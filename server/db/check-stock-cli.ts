// `npm run check:stock`: checks the stock ledger of the database the server would open
// (DATABASE_URL, else PGlite in DATA_DIR): every pack's stock must be the sum of its movements
// (docs/decisions/0030-stock-ledger.md). Prints each pack that disagrees and exits 1 if any does;
// it only reads. On PGlite the folder must not be in use: stop the server first.
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../config";
import { createLedgerReads } from "../modules/catalog";
import { connectDatabase, StartupError } from "../start";
import { queryRows } from "./client";
import { runCli } from "./run-cli";

class Refusal extends Error {}

const units = (n: number) => `${n} ${Math.abs(n) === 1 ? "unit" : "units"}`;

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const where = config.databaseUrl
    ? "the PostgreSQL database in DATABASE_URL"
    : `PGlite in ${config.dataDir}`;
  // Opening an empty folder would make a new database: say there is none instead.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, "PG_VERSION"))) {
    throw new Refusal(`There is no database in DATA_DIR (${config.dataDir}) to check.`);
  }
  const database = await connectDatabase(config);
  try {
    const [ledger] = await queryRows<{ name: string | null }>(
      database.db,
      sql`select to_regclass('public.stock_movements')::text as name`,
    );
    if (!ledger?.name) {
      throw new Refusal(`${where} has no stock ledger yet: run npm run migrate first (it opens the ledger).`);
    }
    const { packs, disagreements } = await createLedgerReads(database.db).check();
    for (const d of disagreements) {
      const gap = d.stock - d.ledger;
      console.log(
        `Pack ${d.packId} (${d.label}): stock ${d.stock}, its movements add up to ${d.ledger} (${units(Math.abs(gap))} ${gap > 0 ? "more" : "fewer"} on the shelf than in the ledger).`,
      );
    }
    if (disagreements.length > 0) {
      console.log(`${disagreements.length} of ${packs} packs disagree with their movements in ${where}.`);
      return 1;
    }
    console.log(`Every pack's stock is the sum of its movements (${packs} packs) in ${where}.`);
    return 0;
  } finally {
    await database.close();
  }
}

await runCli(main, [ConfigError, StartupError, Refusal]);
