/**
 * `npm run images:avif`: makes the AVIF copies of the pictures uploaded before them, in the
 * storage the shop uses (STORAGE_URL's bucket, else UPLOADS_DIR), and records them in the
 * database the server reads (DATABASE_URL, else PGlite in DATA_DIR, stopped first). One picture
 * at a time, a line each, then the counts; safe to stop and run again (README, "Pictures in a
 * bucket"; docs/decisions/0055-avif-copies.md).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createCacheBus } from "../../cache-bus";
import { ConfigError, loadConfig } from "../../config";
import { queryRows } from "../../db/client";
import { runCli } from "../../db/run-cli";
import { connectDatabase, StartupError } from "../../start";
import { backfillAvifCopies } from "./index";
import { openImageStorage } from "./storage-open";

class Refusal extends Error {}

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
const pictures = (n: number) => `${n} ${n === 1 ? "picture" : "pictures"}`;

async function main(): Promise<number> {
  if (process.argv.length > 2) throw new Refusal("usage: npm run images:avif (it takes no arguments)");
  const config = loadConfig(process.env);
  // Opening an empty folder would make a new database: say there is none instead.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, "PG_VERSION"))) {
    throw new Refusal(`There is no database in DATA_DIR (${config.dataDir}).`);
  }
  const database = await connectDatabase(config);
  const storage = openImageStorage(config.storage);
  try {
    const [column] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.columns
          where table_name = 'uploaded_images' and column_name = 'avif_widths'`,
    );
    if (!column?.n)
      throw new Refusal("The database has no AVIF copies' column yet: run npm run migrate first.");
    console.log(`Making the AVIF copies of pictures uploaded before them, in ${storage.description}…`);
    const report = await backfillAvifCopies(database.db, storage, {
      onPicture: ({ index, total, hash, outcome }) => {
        const at = `[${index}/${total}] ${hash}`;
        if (outcome.kind === "done") {
          console.log(
            `${at}: AVIF at ${outcome.avifWidths.join(", ")} px, ${kb(outcome.bytesSaved)} smaller`,
          );
        } else if (outcome.kind === "skipped") console.log(`${at}: skipped, ${outcome.reason}`);
        else console.error(`${at}: failed, ${outcome.reason}`);
      },
    });
    if (report.done > 0) {
      // The running shop's processes offer the new copies at once, not after their caches' TTL.
      const bus = await createCacheBus(database);
      await bus.changed("catalogue");
      await bus.changed("blog");
      await bus.close();
    }
    console.log(
      report.total === 0
        ? "Done: no picture is waiting for its AVIF copies."
        : `Done: ${pictures(report.done)} given AVIF copies (${kb(report.bytesSaved)} smaller than their WebP), ${report.skipped} skipped, ${report.failed} failed.`,
    );
    if (report.failed > 0) {
      console.error(
        "The failed pictures keep their WebP copies alone: run the command again once their files are back (the pictures done are not redone).",
      );
      return 1;
    }
    return 0;
  } finally {
    storage.close();
    await database.close();
  }
}

await runCli(main, [ConfigError, StartupError, Refusal]);
