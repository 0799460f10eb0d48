import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../server/db/client";
import { createThrowawayDatabase } from "./helpers/postgres";
import { freePort, runServer, tempDataDir, waitUntilHealthy } from "./helpers/server-process";

// The built server as an operator runs it: start-up checks, restarts and a graceful stop.
// Each test starts one or more servers of its own on a fresh PGlite folder (migrations and seed
// included): on a busy shared machine that alone can take most of a minute.
describe("the server process", { timeout: 180_000 }, () => {
  it("stops at start-up with one sentence naming a bad PORT", async () => {
    const server = runServer({ PORT: "http", DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Configuration error: PORT must be a whole number between 1 and 65535 (got "http").',
    );
  });

  it("stops at start-up with one sentence naming a malformed DATABASE_URL", async () => {
    const server = runServer({ PORT: String(await freePort()), DATABASE_URL: "mysql://root@localhost/shop" });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(/^Configuration error: DATABASE_URL must be a PostgreSQL URL/);
  });

  it("stops with a clear sentence when the DATABASE_URL server cannot be reached", async () => {
    const deadPort = await freePort();
    const server = runServer({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${deadPort}/shop`,
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(
      new RegExp(
        `^Start-up error: Could not connect to the PostgreSQL server in DATABASE_URL \\(127\\.0\\.0\\.1:${deadPort}/shop\\)`,
      ),
    );
  });

  it("keeps every row across a restart on PGlite, and answers /healthz", async () => {
    const dataDir = tempDataDir();
    const port = String(await freePort());
    const first = runServer({ PORT: port, DATA_DIR: dataDir });
    await waitUntilHealthy(first);
    expect(await (await fetch(`${first.baseUrl}/healthz`)).json()).toEqual({ status: "ok" });
    const sent = await fetch(`${first.baseUrl}/api/contact/v1/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        first_name: "Asha",
        last_name: "Devi",
        email: "asha@example.com",
        message: "Keep me",
      }),
    });
    expect(sent.status).toBe(200);
    const productsBefore = await countProducts(first.baseUrl);
    expect(await first.stop()).toBe(0);

    const second = runServer({ PORT: port, DATA_DIR: dataDir });
    await waitUntilHealthy(second);
    expect(await countProducts(second.baseUrl)).toBe(productsBefore);
    expect(await second.stop()).toBe(0);

    // The message written before the restart is still there, and the demo shop was not added twice.
    const db = await openDatabase({ kind: "pglite", dataDir });
    const [row] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from contact_messages where message = 'Keep me'`,
    );
    const [cats] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from categories`);
    await db.close();
    expect(row.n).toBe(1);
    expect(cats.n).toBe(8);
  });

  it("finishes a request in flight when told to stop (SIGTERM), then exits 0", async () => {
    const server = runServer({ PORT: String(await freePort()), DATA_DIR: tempDataDir() });
    await waitUntilHealthy(server);
    const inFlight = fetch(`${server.baseUrl}/`);
    await new Promise((r) => setTimeout(r, 5));
    const code = server.stop("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("</html>");
    expect(await code).toBe(0);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });

  it.runIf(process.env.TEST_DATABASE_URL)("runs on PostgreSQL with the same migrations", async () => {
    const pgDb = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string, "shop_proc");
    try {
      const server = runServer({ PORT: String(await freePort()), DATABASE_URL: pgDb.url });
      await waitUntilHealthy(server);
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      expect(await server.stop()).toBe(0);
    } finally {
      await pgDb.drop();
    }
  });
});

async function countProducts(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/products/listall/v1/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const body = (await res.json()) as { data: unknown[] };
  return body.data.length;
}
