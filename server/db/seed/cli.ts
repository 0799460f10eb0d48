// `npm run seed`: opens the configured database (DATABASE_URL → PostgreSQL, else PGlite in
// DATA_DIR, default ./data), migrates it, fills it with the demo shop if it has no category
// yet, says what it did and closes it.
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../../config";
import { connectDatabase, StartupError } from "../../start";
import { queryRows } from "../client";
import { migrateDatabase } from "../migrate";
import { runCli } from "../run-cli";
import { seedDemoShop } from "./seed";

const TABLES = ["categories", "products", "product_prices", "blog_posts", "promos"] as const;

async function main() {
  const config = loadConfig(process.env);
  const database = await connectDatabase(config);
  try {
    await migrateDatabase(database);
    const { seeded } = await seedDemoShop(database.db, { rules: config.seedDemoRules });
    const counts = await Promise.all(
      TABLES.map(async (table) => {
        const [row] = await queryRows<{ n: number }>(
          database.db,
          sql.raw(`select count(*)::int as n from ${table}`),
        );
        return `${Number(row.n)} ${table.replace("_", " ")}`;
      }),
    );
    const where = config.databaseUrl ? "the PostgreSQL database in DATABASE_URL" : config.dataDir;
    console.log(
      seeded
        ? `Added the demo shop to ${where}: ${counts.join(", ")}.`
        : `${where} already has a catalogue (${counts.join(", ")}): nothing was added.`,
    );
  } finally {
    await database.close();
  }
}

await runCli(main, [ConfigError, StartupError]);
