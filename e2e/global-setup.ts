import type { TestProject } from "vitest/node";
import { createThrowawayDatabase } from "./helpers/postgres";
import { freePort, runServer, tempDataDir, waitUntilHealthy } from "./helpers/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
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
    return;
  }
  const port = await freePort();
  const pgDb = process.env.TEST_DATABASE_URL
    ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const server = runServer({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: tempDataDir(),
    DATABASE_URL: pgDb?.url,
  });
  await waitUntilHealthy(server);
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    await pgDb?.drop();
  };
}
