// How long after the navigation a tap on "Add to cart" on a category page works (the request
// goes out and the line is in the cart), on a 2G phone: 400 kbit/s down and up, 400 ms round
// trip, 4× CPU slowdown, through Chrome's DevTools protocol. A signed-in customer taps the first
// card's button every 200 ms from the moment it is on screen; printed: the first paint, the
// first tap that worked (its request's start) and when the cart held the line, per run.
// Usage: npm run build && npm run bench:2g-tap   (RUNS=3, BENCH_PORT=3905)
import type { Page } from "playwright-core";
import { launchBrowser } from "../e2e/helpers/browser";
import { startShop } from "./lib";

const port = Number(process.env.BENCH_PORT ?? 3905);
const runs = Number(process.env.RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const shop = await startShop(port);
const browser = await launchBrowser();

/** A new customer's session cookie (signed up and logged in through the JSON API). */
async function customerSession(n: number) {
  const email = `tap${n}.${Date.now()}@bench.example`;
  const password = "bench-pass-2024";
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await post("/api/signup/v1/", {
    fullname: "Tap Bench",
    phonenumber: `9${String(Date.now() + n).slice(-9)}`,
    email,
    password,
    confirmpassword: password,
  });
  const login = (await (await post("/api/login/v1/", { email, password })).json()) as {
    data: { session_key: string; userid: number };
  };
  return login.data;
}

async function cartCount(session: { session_key: string; userid: number }) {
  const res = await fetch(`${base}/api/cart/lists/v1/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user_id: session.userid, sessionkey: session.session_key }),
  });
  const answer = (await res.json()) as { data?: unknown[] | { items?: unknown[] } };
  const data = answer.data;
  return Array.isArray(data) ? data.length : (data?.items?.length ?? 0);
}

async function once(n: number) {
  const session = await customerSession(n);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addCookies([{ name: "sid", value: session.session_key, domain: "127.0.0.1", path: "/" }]);
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

  let firstPost = 0;
  const start = Date.now();
  page.on("request", (req) => {
    if (req.method() === "POST" && !firstPost && /cart/.test(req.url())) firstPost = Date.now() - start;
  });
  void page.goto(`${base}/products/fertilizers`, { waitUntil: "commit" }).catch(() => {});
  const button = page.getByRole("button", { name: /Add .*to cart/i }).first();
  await button.waitFor({ state: "visible", timeout: 120_000 });
  const fcp = await page
    .evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0)
    .catch(() => 0);
  let added = 0;
  while (!added && Date.now() - start < 120_000) {
    if (!firstPost) await button.click({ timeout: 1000, noWaitAfter: true }).catch(() => {});
    await new Promise((r) => setTimeout(r, 200));
    if (firstPost && (await cartCount(session)) > 0) added = Date.now() - start;
  }
  await context.close();
  return { fcp: Math.round(fcp), firstPost, added };
}

try {
  console.log("2G (400 kbit/s, 400 ms RTT, 4x CPU): category page, signed in, tapping Add to cart");
  for (let i = 0; i < runs; i++) {
    const r = await once(i);
    console.log(
      `run ${i + 1}: first paint ${r.fcp} ms · first working tap sent at ${r.firstPost} ms · in the cart by ${r.added} ms`,
    );
  }
} finally {
  await browser.close();
  shop.kill();
}
