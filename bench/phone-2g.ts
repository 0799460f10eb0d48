// What the 2G benchmarks share: a signed-in customer made through the JSON API, their cart's
// size, and a page slowed to a 2G phone (400 kbit/s down and up, 400 ms round trip, 4× CPU
// slowdown) through Chrome's DevTools protocol.
import type { BrowserContext, Page } from "playwright-core";

export const PROFILE_2G = "2G (400 kbit/s, 400 ms RTT, 4x CPU)";

export interface Session {
  session_key: string;
  userid: number;
}

/** A new customer's session (signed up and logged in through the JSON API). */
export async function customerSession(base: string, n: number): Promise<Session> {
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
  const login = (await (await post("/api/login/v1/", { email, password })).json()) as { data: Session };
  return login.data;
}

/** How many packs the customer's cart holds. */
export async function cartCount(base: string, session: Session): Promise<number> {
  const res = await fetch(`${base}/api/cart/lists/v1/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user_id: session.userid, sessionkey: session.session_key }),
  });
  const answer = (await res.json()) as { data?: { qty?: number }[] | { items?: { qty?: number }[] } };
  const lines = Array.isArray(answer.data) ? answer.data : (answer.data?.items ?? []);
  // Packs, not lines: a repeat visit's tap adds to the line the first visit made.
  return lines.reduce((n, l) => n + (l.qty ?? 1), 0);
}

/** A page of `context` on a 2G phone. */
export async function phoneOn2g(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

/**
 * Opens `url` and taps the first card's Add to cart every 200 ms from the moment it shows, until
 * the cart holds a line: the first paint, when the first tap that worked sent its request, and
 * when the cart held the line (ms after the navigation started).
 */
export async function tapUntilAdded(page: Page, base: string, url: string, session: Session) {
  const had = await cartCount(base, session);
  let firstPost = 0;
  const start = Date.now();
  const onRequest = (req: { method(): string; url(): string }) => {
    if (req.method() === "POST" && !firstPost && /cart/.test(req.url())) firstPost = Date.now() - start;
  };
  page.on("request", onRequest);
  void page.goto(url, { waitUntil: "commit" }).catch(() => {});
  const button = page.getByRole("button", { name: /Add .*to cart/i }).first();
  await button.waitFor({ state: "visible", timeout: 120_000 });
  const fcp = await page
    .evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0)
    .catch(() => 0);
  let added = 0;
  while (!added && Date.now() - start < 120_000) {
    if (!firstPost) await button.click({ timeout: 1000, noWaitAfter: true }).catch(() => {});
    await new Promise((r) => setTimeout(r, 200));
    if (firstPost && (await cartCount(base, session)) > had) added = Date.now() - start;
  }
  page.off("request", onRequest);
  return { fcp: Math.round(fcp), firstPost, added };
}
