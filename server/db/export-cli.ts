// `npm run export -- --out FILE` and `npm run import -- FILE`: the whole shop as one file, to
// move from PGlite to PostgreSQL (docs/deploy.md "Moving from PGlite to PostgreSQL"). The export
// reads the database the server would (DATABASE_URL, else PGlite in DATA_DIR, which must not be
// in use); the import loads into the empty PostgreSQL database of DATABASE_URL, migrating it first.
import { existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "./client";
import { DataDirInUseError } from "./data-dir-lock";
import { ExportError, exportShop } from "./export";
import { ImportError, importShop } from "./import";
import { migrateDatabase } from "./migrate";

class Refusal extends Error {}

function size(file: string) {
  const bytes = statSync(file).size;
  return bytes < 1_048_576 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1_048_576).toFixed(1)} MB`;
}
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

async function exportCommand(args: string[]) {
  const at = args.indexOf("--out");
  const out = at >= 0 ? args[at + 1] : undefined;
  if (!out || args.length !== 2)
    throw new Refusal("Usage: npm run export -- --out FILE (FILE.jsonl, or FILE.jsonl.gz to gzip it)");
  const file = path.resolve(out);
  if (existsSync(file))
    throw new Refusal(`${file} already exists: choose another name (the export never overwrites a file).`);
  const config = loadConfig(process.env);
  mkdirSync(path.dirname(file), { recursive: true });
  let counts: Record<string, number>;
  let from: string;
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    from = "PostgreSQL (DATABASE_URL)";
    try {
      counts = await exportShop(client, "PostgreSQL", file);
    } finally {
      await client.end();
    }
  } else {
    const dataDir = config.dataDir;
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
      throw new Refusal(`There is no database in DATA_DIR (${dataDir}) to export.`);
    }
    let database: Awaited<ReturnType<typeof openDatabase>>;
    try {
      database = await openDatabase({ kind: "pglite", dataDir });
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        throw new Refusal(
          `The database folder ${error.dataDir} is in use by another shop process (pid ${error.pid}): stop it before exporting, so that the export holds every last order.`,
        );
      }
      throw error;
    }
    from = `PGlite in ${dataDir}`;
    try {
      counts = await exportShop(database.pglite!, "PGlite", file);
    } finally {
      await database.close();
    }
  }
  const some = ["products", "users", "orders"].map((t) => `${counts[t] ?? 0} ${t}`).join(", ");
  console.log(
    `Exported ${total(counts)} rows of ${Object.keys(counts).length} tables (${some}) from ${from} to ${file} (${size(file)}).`,
  );
  console.log(
    `Load it into a new PostgreSQL database with: DATABASE_URL=postgres://… npm run import -- ${file}`,
  );
}

async function importCommand(args: string[]) {
  if (args.length !== 1) throw new Refusal("Usage: npm run import -- FILE (a file made by npm run export)");
  const file = path.resolve(args[0]);
  if (!existsSync(file)) throw new Refusal(`There is no file at ${file}.`);
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    throw new Refusal(
      "npm run import loads into PostgreSQL: set DATABASE_URL to a new, empty database (createdb shop, then DATABASE_URL=postgres://user:password@host:5432/shop).",
    );
  }
  // A new database gets the shop's tables first, as npm start would give them.
  const database = await openDatabase({ kind: "postgres", url: config.databaseUrl, maxConnections: 2 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const done = await importShop(client, file);
    const url = new URL(config.databaseUrl);
    console.log(
      `Imported ${done.rows} rows into ${done.tables} tables and set ${done.sequences} sequences in ${url.hostname}:${url.port || 5432}${url.pathname}, from ${file} (exported from ${done.header.source} at ${done.header.exportedAt}).`,
    );
    console.log(
      "Start the shop on it with DATABASE_URL set (npm start); copy the pictures too (docs/deploy.md).",
    );
  } finally {
    await client.end();
  }
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === "export") await exportCommand(args);
  else if (command === "import") await importCommand(args);
  else throw new Refusal("Usage: export-cli.ts export --out FILE | import FILE");
} catch (error) {
  if (
    error instanceof Refusal ||
    error instanceof ConfigError ||
    error instanceof ExportError ||
    error instanceof ImportError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
