import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "./helpers/postgres";
import { freePort, projectRoot, runServer, waitUntilHealthy } from "./helpers/server-process";

const run = promisify(execFile);

// Two shop processes on one PostgreSQL, each caching the shop's identity for an hour: a save
// through one shows on the other's pages at once (server/cache-bus.ts, LISTEN/NOTIFY). The
// owner is made with `npm run staff` while both servers run, which PostgreSQL allows.
describe("cache invalidation across processes", () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    "a settings change made through one process shows on the other's pages at once",
    { timeout: 180_000 },
    async () => {
      const db = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string, "shop_bus");
      const env = { HOST: "127.0.0.1", DATABASE_URL: db.url, CACHE_TTL_SECONDS: "3600", LOG_LEVEL: "warn" };
      const a = runServer({ ...env, PORT: String(await freePort()) });
      await waitUntilHealthy(a);
      const b = runServer({ ...env, PORT: String(await freePort()), SEED_DEMO: "false" });
      try {
        await waitUntilHealthy(b);
        const created = await run(
          process.execPath,
          [
            "--import",
            "tsx",
            path.join(projectRoot, "server", "staff-cli.ts"),
            "create",
            "--email",
            "owner@bus.example",
            "--name",
            "Bus Owner",
            "--role",
            "owner",
          ],
          {
            cwd: projectRoot,
            env: { PATH: process.env.PATH, DATABASE_URL: db.url, STAFF_PASSWORD: "bus-owner-42" },
          },
        );
        expect(created.stdout).toContain("Created owner Bus Owner <owner@bus.example>");

        // B caches the identity now.
        expect(await (await fetch(`${b.baseUrl}/about-us`)).text()).toContain("Haritha Agro");
        const signIn = await fetch(`${a.baseUrl}/api/admin/v1/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "owner@bus.example", password: "bus-owner-42" }),
        });
        const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0];
        const post = (p: string, body: object) =>
          fetch(`${a.baseUrl}/api/admin/v1${p}`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify(body),
          }).then((r) => r.json());
        const { data } = await post("/settings/get", {});
        const saved = await post("/settings/identity", {
          ...data.identity,
          name: "Teesta Valley Seeds",
          expected_updated_at: data.identity.updated_at ?? "",
        });
        expect(saved.status, JSON.stringify(saved)).toBe(1);

        // B was told: its next page shows the new name (a second is plenty; its cache lasts an hour).
        let page = "";
        for (let i = 0; i < 20 && !page.includes("Teesta Valley Seeds"); i++) {
          if (i) await new Promise((r) => setTimeout(r, 100));
          page = await (await fetch(`${b.baseUrl}/about-us`)).text();
        }
        expect(page).toContain("Teesta Valley Seeds");
      } finally {
        await b.stop();
        await a.stop();
        await db.drop();
      }
    },
  );
});
