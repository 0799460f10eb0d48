import path from "node:path";
import type { TestProject } from "vitest/node";
import { createThrowawayDatabase } from "./helpers/postgres";
import { freePort, runServer, tempDataDir, waitUntilHealthy } from "./helpers/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's log (JSON lines), where emails are written when no SMTP_URL is set. */
    serverLog: string;
  }
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
  project.provide("baseUrl", server.baseUrl);
  project.provide("serverLog", serverLog);
  return async () => {
    await server.stop();
    await pgDb?.drop();
  };
}
