import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextIndiaMidnight } from "../lib/india-time";
import { ACCOUNT_HEADER, ROUTE_MANIFEST_PATH } from "../lib/offline";
import { apiAs } from "./helpers/api-as";
import { openPage, PHONE } from "./helpers/browser";
import { newBuyer, post } from "./helpers/buyers";
import { hydrated, sharedBrowser } from "./helpers/journey";
import { ownShop } from "./helpers/own-shop";
import { projectRoot } from "./helpers/server-process";
import { meeraManager } from "./helpers/staff-members";

/**
 * Guest pages served from the process's memory (docs/decisions/0023-guest-page-cache.md), on a
 * shop of this file's own whose caches last an hour: whatever changes on a page within the
 * test changed because staff did something, not because a cache ran out.
 */
const manager = meeraManager;
const METRICS_TOKEN = "page-cache-metrics-token-0123456789";
const browser = sharedBrowser();
let shop: Awaited<ReturnType<typeof ownShop>>;
let base: string;
let product: { id: number; packId: number; path: string };

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers });
const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
/** The page with its nonces taken out: what stays the same from one response to the next. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

/** The process's counts of kept-page look-ups (/metrics). */
async function pageLookups() {
  const text = await (await get("/metrics", { authorization: `Bearer ${METRICS_TOKEN}` })).text();
  const count = (result: string) =>
    Number(
      new RegExp(`shop_cache_lookups_total\\{cache="pages",result="${result}"\\} (\\d+)`).exec(text)?.[1] ??
        0,
    );
  return { hits: count("hit"), misses: count("miss") };
}

beforeAll(async () => {
  // One worker: this file counts one process's hits and misses (on PostgreSQL the shop would
  // otherwise start a worker per core, each with its own memory; e2e/cache-bus-processes.test.ts
  // covers several processes).
  shop = await ownShop([manager], { CACHE_TTL_SECONDS: "3600", METRICS_TOKEN, WEB_CONCURRENCY: "1" });
  base = shop.baseUrl;
  const listed = await post<{ id: number; prices: { product_price_id: number }[] }[]>(
    base,
    "/api/products/listall/v1/",
  );
  const first = listed.data[0];
  product = { id: first.id, packId: first.prices[0].product_price_id, path: `/product-info/${first.id}` };
}, 180_000);

afterAll(async () => {
  await shop?.stop();
});

describe("guest pages from the cache", () => {
  it("renders a guest's page once and serves it again from memory, with headers a CDN may follow", async () => {
    const before = await pageLookups();
    const first = await get("/products/fertilizers");
    const second = await get("/products/fertilizers");
    const after = await pageLookups();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
    // A CDN may keep it an hour and serve it stale an hour more, but never past India's midnight.
    const left = Math.floor((nextIndiaMidnight(Date.now()) - Date.now()) / 1000);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      const [, keep, stale] =
        /^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=(\d+)$/.exec(
          res.headers.get("cache-control") ?? "",
        ) ?? [];
      if (left > 7300) expect([keep, stale]).toEqual(["3600", "3600"]);
      expect(Number(keep) + Number(stale)).toBeLessThanOrEqual(left + 1);
      expect(res.headers.get("etag")).toMatch(/^W\/".+"$/);
      expect(res.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language, Save-Data");
    }
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(withoutNonces(await second.text())).toBe(withoutNonces(await first.text()));
  });

  it("gives every response its own nonce, in the policy and on the page's scripts", async () => {
    const responses = await Promise.all([get("/about-us"), get("/about-us"), get("/about-us")]);
    const nonces = responses.map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, res] of responses.entries()) {
      const html = await res.text();
      const onScripts = new Set([...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]));
      expect(onScripts).toEqual(new Set([nonces[i]]));
    }
  });

  it("writes the stylesheet into the page with the response's nonce: no stylesheet to fetch before the first paint", async () => {
    // The second is served from memory: its nonce is written into the kept bytes, style included.
    const responses = [await get("/products/fertilizers"), await get("/products/fertilizers")];
    const nonces = responses.map(nonceOf);
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, res] of responses.entries()) {
      const html = await res.text();
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const styles = [
        ...html.matchAll(/<style nonce="([^"]*)" data-href="(\/assets\/[^"]+\.css)">([\s\S]*?)<\/style>/g),
      ];
      expect(styles).toHaveLength(1);
      const [, nonce, href, css] = styles[0];
      expect(nonce).toBe(nonces[i]);
      expect(css).toBe(readFileSync(path.join(projectRoot, "build", "client", href), "utf8").trimEnd());
    }

    const { page, context, problems } = await openPage(browser, PHONE);
    const stylesheets: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "stylesheet") stylesheets.push(req.url());
    });
    await page.goto(`${base}/products/fertilizers`);
    await hydrated(page);
    // Styled as before: the add-to-cart buttons are the brand's green, the page fits the phone.
    const button = page.getByRole("button", { name: /^Add .+ to cart$/ }).first();
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(stylesheets).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("answers 304 to a browser that holds the page, without a policy that would replace the held one", async () => {
    const first = await get("/blog");
    const etag = first.headers.get("etag") as string;
    const again = await get("/blog", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toContain("public");
    expect(again.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language, Save-Data");
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(await again.text()).toBe("");
    expect((await get("/blog", { "if-none-match": 'W/"something-else"' })).status).toBe(200);
  });

  it("sends Brotli and gzip that decode to the page", async () => {
    const plain = withoutNonces(await (await get("/")).text());
    for (const encoding of ["br", "gzip"]) {
      const res = await fetch(`${base}/`, { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      // fetch decodes what it is sent; the length is of the bytes on the wire.
      const wire = Number(res.headers.get("content-length"));
      expect(wire).toBeGreaterThan(0);
      expect(wire).toBeLessThan(plain.length / 3);
      expect(withoutNonces(await res.text())).toBe(plain);
    }
  });

  it("keeps each language apart, and never lets a shared cache keep the answer that sets the language cookie", async () => {
    const hindi = await get("/about-us", { "accept-language": "hi-IN,hi;q=0.9" });
    expect(await hindi.text()).toContain('<html lang="hi"');
    expect(await (await get("/about-us")).text()).toContain('<html lang="en-IN"');
    const asked = await get("/about-us?lang=hi");
    expect(asked.headers.get("set-cookie")).toContain("lang=hi");
    expect(asked.headers.get("cache-control")).toBe("private, no-store");
    expect(await (await get("/about-us", { cookie: "lang=hi" })).text()).toContain('<html lang="hi"');
  });

  it("keeps a signed-in customer's page too, shared by every customer with as many lines in the cart, never by a CDN", async () => {
    const [a, b] = [await newBuyer(base, "keptbuyera"), await newBuyer(base, "keptbuyerb")];
    const cookieOf = (buyer: typeof a) => ({ cookie: `sid=${encodeURIComponent(buyer.auth.sessionkey)}` });
    const guest = await (await get("/products/fertilizers")).text();
    const before = await pageLookups();
    const first = await get("/products/fertilizers", cookieOf(a));
    const second = await get("/products/fertilizers", cookieOf(b));
    const after = await pageLookups();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
    for (const res of [first, second]) expect(res.headers.get("cache-control")).toBe("private, no-store");
    // Whose each answer is still goes with each (the service worker keeps pages per account).
    expect(first.headers.get(ACCOUNT_HEADER)).not.toBe(second.headers.get(ACCOUNT_HEADER));
    const [pageA, pageB] = [await first.text(), await second.text()];
    expect(withoutNonces(pageB)).toBe(withoutNonces(pageA));
    // The signed-in header (the cart's count, no "Login"), and nothing of the customer who came first.
    expect(pageA).toContain('aria-label="Cart, 0 items"');
    expect(guest).not.toContain('aria-label="Cart, 0 items"');
    expect(pageA).not.toMatch(/keptbuyer|Buyer/);

    // A's cart changes through the API (no cookie): the database's trigger tells the process.
    const added = await post(base, "/api/cart/add/v1/", {
      ...a.auth,
      product_id: product.id,
      product_price_id: product.packId,
      qty: 1,
    });
    expect(added.status).toBe(1);
    let pageAfter = "";
    for (let i = 0; i < 20 && !pageAfter.includes("Cart, 1 item"); i++) {
      if (i) await new Promise((r) => setTimeout(r, 50));
      pageAfter = await (await get("/products/fertilizers", cookieOf(a))).text();
    }
    expect(pageAfter).toContain('aria-label="Cart, 1 item"');
    expect(await (await get("/products/fertilizers", cookieOf(b))).text()).toContain(
      'aria-label="Cart, 0 items"',
    );
  });

  it("lets a signed-in customer's browser keep the route manifest, as a guest's does: it is the same for everyone and names its build", async () => {
    const buyer = await newBuyer(base, "manifestbuyer");
    const cookie = { cookie: `sid=${encodeURIComponent(buyer.auth.sessionkey)}` };
    const version = /\/assets\/manifest-(\w+)\.js/.exec(await (await get("/", cookie)).text())?.[1];
    expect(version).toBeTruthy();
    const address = `${ROUTE_MANIFEST_PATH}?paths=${encodeURIComponent("/,/cart")}&version=${version}`;
    const [signedIn, guest] = [await get(address, cookie), await get(address)];
    for (const res of [signedIn, guest]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const [mine, theirs] = [await signedIn.json(), await guest.json()];
    expect(Object.keys(mine)).toContain("routes/cart");
    expect(mine).toEqual(theirs);
    // Another build's manifest is not kept: the page is told to load whole.
    const stale = await get(`${ROUTE_MANIFEST_PATH}?paths=%2Fcart&version=0ld`, cookie);
    expect(stale.status).toBe(204);
    expect(stale.headers.get("cache-control")).toBe("private, no-store");
    // The pages themselves stay the customer's alone.
    expect((await get("/cart", cookie)).headers.get("cache-control")).toBe("private, no-store");
  });

  it("gives a signed-out session the guest's page at once", async () => {
    const buyer = await newBuyer(base, "signoutbuyer");
    const cookie = { cookie: `sid=${encodeURIComponent(buyer.auth.sessionkey)}` };
    expect(await (await get("/products/fertilizers", cookie)).text()).toContain("Cart, 0 items");
    expect((await post(base, "/api/logout/v1/", buyer.auth)).status).toBe(1);
    let page = "";
    for (let i = 0; i < 20 && !page.includes('href="/login"'); i++) {
      if (i) await new Promise((r) => setTimeout(r, 50));
      page = await (await get("/products/fertilizers", cookie)).text();
    }
    expect(page).not.toContain("Cart, 0 items");
    expect(page).toContain('href="/login"');
  });

  it("shows a price staff change on the next request", async () => {
    const page = async () => (await get(product.path)).text();
    const newPrice = "4321.50";
    expect(await page()).not.toContain("4,321.50");
    expect(await page()).not.toContain("4,321.50"); // kept now, for an hour
    const { staffCookie, repricePack } = apiAs(() => base);
    const cookie = await staffCookie(manager);
    const saved = await repricePack(cookie, { productId: product.id, packId: product.packId }, newPrice);
    expect(saved.status, saved.message).toBe(1);
    expect(await page()).toContain("₹4,321.50");
  });

  it("never lets anything keep a back-office answer: pages, their data and the admin API", async () => {
    const signIn = await fetch(`${base}/api/admin/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: manager.email, password: manager.password }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0];
    const answers = [
      await get("/admin/login"), // signed out too: the sign-in page
      await get("/admin", { cookie }),
      await get("/admin.data", { cookie }),
      await get("/admin/orders", { cookie }),
      await get("/admin/orders.data", { cookie }),
      await fetch(`${base}/api/admin/v1/me`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: "{}",
      }),
    ];
    for (const res of answers) {
      expect([res.url, res.status]).toEqual([res.url, 200]);
      expect([res.url, res.headers.get("cache-control")]).toEqual([res.url, "private, no-store"]);
    }
  });

  it("runs the kept page's scripts in a browser, first load and reload (304) alike", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    const notModified = async () => {
      const text = await (await get("/metrics", { authorization: `Bearer ${METRICS_TOKEN}` })).text();
      return Number(
        /shop_http_requests_total\{method="GET",route="\/contact-us",status="304"\} (\d+)/.exec(text)?.[1] ??
          0,
      );
    };
    const before = await notModified();
    await get("/contact-us"); // kept before the browser comes
    await page.goto(`${base}/contact-us`);
    await hydrated(page);
    // The browser asks again with the page's ETag; the shop answers 304 and the page it
    // holds, with its own nonce and policy, runs as before.
    await page.reload();
    await hydrated(page);
    expect(await notModified()).toBe(before + 1);
    // React answers clicks: the menu button opens the menu.
    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.click();
    await page.waitForFunction(
      () => document.querySelector('[aria-controls="sidebar"]')?.getAttribute("aria-expanded") === "true",
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends built files' Brotli copies made at build time, cached for good", async () => {
    const assets = path.join(projectRoot, "build", "client", "assets");
    const entry = readdirSync(assets).find((f) => /^entry\.client-.+\.js$/.test(f)) as string;
    const res = await fetch(`${base}/assets/${entry}`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const file = readFileSync(path.join(assets, entry));
    expect(Number(res.headers.get("content-length"))).toBe(
      readFileSync(path.join(assets, `${entry}.br`)).length,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(file)).toBe(true);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(assets, `${entry}.br`))).equals(file)).toBe(true);
    const plain = await fetch(`${base}/assets/${entry}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe(file.length);
  });
});
