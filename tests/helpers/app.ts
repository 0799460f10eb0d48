import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { business } from "../../lib/business";
import { type AppDeps, createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { createServices } from "../../server/services";
import { createTestDatabase, type TestDatabase } from "./database";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  services: ReturnType<typeof createServices>;
  /** POSTs JSON to an API path and returns the status and parsed body. */
  post(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: ApiBody }>;
  close(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: API bodies are checked field by field in tests
export type ApiBody = { status: 0 | 1; message: string; data?: any; errors?: Record<string, string> };

/** The real Hono app on a fresh database, called in process (no network). */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Parts of the app a test sets itself (the draining state, a metrics registry). */
  extra: (database: TestDatabase) => Pick<AppDeps, "lifecycle" | "metrics" | "metricsSource"> = () => ({}),
): Promise<TestApp> {
  return testAppOn(await createTestDatabase(), env, extra);
}

/** The real Hono app on a database the caller opened (close() closes it too). */
export function testAppOn(
  database: TestDatabase,
  env: Record<string, string> = {},
  extra: (database: TestDatabase) => Pick<AppDeps, "lifecycle" | "metrics" | "metricsSource"> = () => ({}),
): TestApp {
  // Uploaded pictures go to a folder of this app's own, never the project's ./data.
  const uploads = mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", UPLOADS_DIR: uploads, ...env });
  const logger = createLogger((process.env.TEST_LOG_LEVEL as "silent") ?? "silent");
  const services = createServices({ config, database, logger, business });
  const app = createApp({ config, logger, database, services, ...extra(database) });
  return {
    app,
    database,
    services,
    async post(path, body = {}, headers = {}) {
      const res = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as ApiBody };
    },
    close: async () => {
      await database.close();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of one test file: started in `beforeAll`, closed in `afterAll`. Call it at the
 * top of the file; the app it returns is usable from the first `beforeAll` after this call on.
 */
export function testAppForFile(env: Record<string, string> = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(env);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = () => {
    if (!started) throw new Error("the test app starts in beforeAll");
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get services() {
      return current().services;
    },
    post: (path, body, headers) => current().post(path, body, headers),
    close: () => current().close(),
  };
}
