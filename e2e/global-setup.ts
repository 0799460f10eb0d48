import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import type { TestProject } from "vitest/node";
import { createThrowawayDatabase } from "./helpers/postgres";
import { freePort, projectRoot, runServer, tempDataDir, waitUntilHealthy } from "./helpers/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's log (JSON lines), where emails are written when no SMTP_URL is set. */
    serverLog: string;
    /**
     * The demo shop, migrated and seeded once by `npm run seed`, that each file's own shop
     * starts from (e2e/helpers/own-shop.ts): PGlite, a folder holding `data` and `uploads`;
     * PostgreSQL, a database to copy (`CREATE DATABASE … TEMPLATE`).
     */
    shopTemplate: { dir: string; database: string };
    /** e2e/helpers/staff-batch.ts bundled once for the run: each own shop's staff skip tsx's compile. */
    staffBatchScript: string;
  }
}

/** Bundles the staff batch command (npm packages external, as the server's bundle) for this run. */
async function bundleStaffBatch(): Promise<string> {
  const outfile = path.join(projectRoot, "node_modules", ".cache", "e2e", `staff-batch-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(projectRoot, "e2e", "helpers", "staff-batch.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}

/** Runs `npm run seed` (migrate, then the demo shop) on a new folder or database. */
async function seededTemplate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-template-"));
  const pgDb = process.env.TEST_DATABASE_URL
    ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL, "shop_tpl")
    : undefined;
  await promisify(execFile)(process.execPath, ["--import", "tsx", "server/db/seed/cli.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      SEED_DEMO_RULES: "false",
      DATA_DIR: path.join(dir, "data"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    },
  });
  return { dir, pgDb };
}

/**
 * Starts the built server once for all browser journeys: on PGlite in a fresh DATA_DIR, or
 * on a throwaway PostgreSQL database when TEST_DATABASE_URL is set. E2E_BASE_URL points the
 * journeys at a server that is already running instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide("baseUrl", process.env.E2E_BASE_URL.replace(/\/$/, ""));
    project.provide("serverLog", process.env.E2E_SERVER_LOG ?? "");
    return;
  }
  const template = seededTemplate();
  const staffBatch = bundleStaffBatch();
  const port = await freePort();
  const pgDb = process.env.TEST_DATABASE_URL
    ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const dataDir = tempDataDir();
  const serverLog = path.join(path.dirname(dataDir), "server.log");
  const server = runServer(
    { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: pgDb?.url, LOG_LEVEL: "info" },
    serverLog,
  );
  await waitUntilHealthy(server);
  const { dir, pgDb: templateDb } = await template;
  project.provide("baseUrl", server.baseUrl);
  project.provide("serverLog", serverLog);
  project.provide("shopTemplate", { dir, database: templateDb?.name ?? "" });
  const staffBatchScript = await staffBatch;
  project.provide("staffBatchScript", staffBatchScript);
  return async () => {
    rmSync(staffBatchScript, { force: true });
    await server.stop();
    await pgDb?.drop();
    await templateDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
