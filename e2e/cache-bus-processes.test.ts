import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "./helpers/postgres";
import { freePort, projectRoot, runServer, waitUntilHealthy } from "./helpers/server-process";

const run = promisify(execFile);

/**
 * Two shop processes on one throwaway PostgreSQL database, each caching for an hour; the first
 * seeds the demo shop. `stop` ends both and drops the database.
 */
async function twoShops(name: string, extra: Record<string, string> = {}) {
  const db = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string, name);
  const env = {
    HOST: "127.0.0.1",
    DATABASE_URL: db.url,
    CACHE_TTL_SECONDS: "3600",
    LOG_LEVEL: "warn",
    ...extra,
  };
  const a = runServer({ ...env, PORT: String(await freePort()) });
  await waitUntilHealthy(a);
  const b = runServer({ ...env, PORT: String(await freePort()), SEED_DEMO: "false" });
  const stop = async () => {
    await b.stop();
    await a.stop();
    await db.drop();
  };
  await waitUntilHealthy(b).catch(async (error) => {
    await stop();
    throw error;
  });
  return { a, b, db, stop };
}

/** Fetches a page again (a tenth of a second apart, 20 times at most) until `done` holds; its last text. */
async function pageUntil(fetchPage: () => Promise<string>, done: (page: string) => boolean) {
  let page = "";
  for (let i = 0; i < 20 && !done(page); i++) {
    if (i) await new Promise((r) => setTimeout(r, 100));
    page = await fetchPage();
  }
  return page;
}

// Two shop processes on one PostgreSQL, each caching the shop's identity for an hour: a save
// through one shows on the other's pages at once (server/cache-bus.ts, LISTEN/NOTIFY). The
// owner is made with `npm run staff` while both servers run, which PostgreSQL allows.
describe("cache invalidation across processes", () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    "a settings change made through one process shows on the other's pages at once",
    { timeout: 180_000 },
    async () => {
      const { a, b, db, stop } = await twoShops("shop_bus");
      try {
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
        const page = await pageUntil(
          () => fetch(`${b.baseUrl}/about-us`).then((r) => r.text()),
          (p) => p.includes("Teesta Valley Seeds"),
        );
        expect(page).toContain("Teesta Valley Seeds");
      } finally {
        await stop();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "a signed-in customer's kept page on one process shows a cart changed through the other at once",
    { timeout: 180_000 },
    async () => {
      // docs/decisions/0056-signed-in-pages.md: B keeps the customer's page and their cart's
      // count; the cart changes through A; the database's trigger tells B.
      const { a, b, stop } = await twoShops("shop_pieces", { WEB_CONCURRENCY: "1" });
      try {
        const post = (p: string, body: object) =>
          fetch(`${a.baseUrl}${p}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          }).then((r) => r.json());
        const account = { email: "pieces@bus.example", password: "pieces-bus-42" };
        await post("/api/signup/v1/", {
          fullname: "Pieces Buyer",
          phonenumber: "9812345670",
          ...account,
          confirmpassword: account.password,
        });
        const login = await post("/api/login/v1/", account);
        const auth = { user_id: login.data.userid, sessionkey: login.data.session_key };
        const cookie = `sid=${encodeURIComponent(auth.sessionkey)}`;
        const onB = () =>
          fetch(`${b.baseUrl}/products/fertilizers`, { headers: { cookie } }).then((r) => r.text());
        // B keeps the page (and the count) now.
        expect(await onB()).toContain('aria-label="Cart, 0 items"');
        expect(await onB()).toContain('aria-label="Cart, 0 items"');
        const listed = await post("/api/products/lists/v1/", { categorykey: "fertilizers" });
        const added = await post("/api/cart/add/v1/", {
          ...auth,
          product_id: listed.data[0].id,
          product_price_id: listed.data[0].product_price_id,
          qty: 1,
        });
        expect(added.status, JSON.stringify(added)).toBe(1);
        const counted = await pageUntil(onB, (p) => p.includes("Cart, 1 item"));
        expect(counted).toContain('aria-label="Cart, 1 item"');
        // Signed out through A: B gives the session a guest's page.
        await post("/api/logout/v1/", auth);
        const signedOut = await pageUntil(onB, (p) => p.includes('href="/login"'));
        expect(signedOut).not.toContain("Cart, 1 item");
      } finally {
        await stop();
      }
    },
  );
});
