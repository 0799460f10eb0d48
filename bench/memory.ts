// Memory of one worker under mixed load (issue 14): the built shop with WEB_CONCURRENCY=1 on
// PostgreSQL, 10 minutes of guests and a signed-in customer at once — the cached guest pages,
// product pages across the catalogue (each a cache entry), searches with many different words,
// the JSON API, and a customer's own pages and cart changes — and the process's resident memory
// (RSS, from /proc) every 30 s, its peak, and the figure at the end against the target of 250 MB.
// Usage: npm run build && npm run bench:memory
// (BENCH_MINUTES: another length; BENCH_DATABASE_URL or TEST_DATABASE_URL: the PostgreSQL server,
// default postgres://postgres@127.0.0.1:5432/postgres, in a throwaway database made and dropped).
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { createThrowawayDatabase } from "../e2e/helpers/postgres";
import { startShop } from "./lib";

const minutes = Number(process.env.BENCH_MINUTES ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3920);
const shopUrl = `http://127.0.0.1:${port}`;
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const TARGET_MB = 250;
const METRICS_TOKEN = "bench-memory-metrics-token-0123456789";

/** The worker's V8 heap (used / total) and memory outside it (external, array buffers), in MB, from /metrics. */
async function heap() {
  const text = await (
    await fetch(`${shopUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const mb = (name: string) =>
    Math.round(Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1] ?? 0) / 1e6);
  return `heap ${mb("nodejs_heap_size_used_bytes")}/${mb("nodejs_heap_size_total_bytes")} MB, external ${mb("nodejs_external_memory_bytes")} MB`;
}

/** The process's resident memory now and its peak so far, in MB (Linux /proc). */
function rss(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { now: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

const post = async (path: string, body: object) =>
  (await (
    await fetch(`${shopUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  ).json()) as { status: number; message: string; data: unknown };

const db = await createThrowawayDatabase(serverUrl, "shop_bench_memory");
let shop: ChildProcess | undefined;
try {
  shop = await startShop(port, {
    DATABASE_URL: db.url,
    WEB_CONCURRENCY: "1",
    METRICS_TOKEN,
    // The whole run comes from one address: let its connections through.
    MAX_CONNECTIONS_PER_ADDRESS: "0",
  });
  const pid = shop.pid as number;

  // The catalogue as the storefront sees it: every category and product page is visited.
  const categories = (await post("/api/product_category/lists/v1/", {})).data as { categorykey: string }[];
  const products: { id: number; packs: number[] }[] = [];
  for (const c of categories) {
    const listed = (await post("/api/products/lists/v1/", { categorykey: c.categorykey })).data as {
      id: number;
      pricesArr?: { product_price_id: number }[];
    }[];
    for (const p of listed ?? [])
      products.push({ id: p.id, packs: (p.pricesArr ?? []).map((x) => x.product_price_id) });
  }
  const email = `memory.${Date.now().toString(36)}@bench.example`;
  const password = "bench-memory-2024";
  await post("/api/signup/v1/", {
    fullname: "Memory Bench",
    phonenumber: "9876500001",
    email,
    password,
    confirmpassword: password,
  });
  const login = (await post("/api/login/v1/", { email, password })).data as {
    userid: number;
    session_key: string;
  };
  const session = { user_id: login.userid, sessionkey: login.session_key };
  const cookie = `sid=${encodeURIComponent(login.session_key)}`;
  const buyable = products.find((p) => p.packs.length > 0);

  const words = ["neem", "urea", "bhindi", "dhaan", "tomato", "rose", "tea", "seed", "भिंडी", "खाद"];
  const guest = [
    ...["/", "/blog", "/about-us", "/contact-us", "/privacy-policy", "/?lang=hi"].map((path) => ({ path })),
    ...categories.map((c) => ({ path: `/products/${c.categorykey}` })),
    ...products.map((p) => ({ path: `/product-info/${p.id}` })),
    ...words.map((w) => ({ path: `/search-item?q=${encodeURIComponent(w)}` })),
  ];
  const json = (path: string, body: object) => ({
    method: "POST" as const,
    path,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const api = [
    ...categories.map((c) => json("/api/products/lists/v1/", { categorykey: c.categorykey })),
    ...words.map((w, i) => json("/api/products/search/v1/", { searchkey: `${w}${i % 2 ? "" : " "}` })),
  ];
  const signedIn = [
    { path: "/products/fertilizers", headers: { cookie } },
    { path: "/profile", headers: { cookie } },
    { path: "/order", headers: { cookie } },
    json("/api/cart/lists/v1/", { ...session, limit: "" }),
    ...(buyable
      ? [
          json("/api/cart/add/v1/", {
            ...session,
            product_id: buyable.id,
            product_price_id: buyable.packs[0],
            qty: 1,
          }),
        ]
      : []),
  ];
  console.log(
    `Memory of one worker (WEB_CONCURRENCY=1) on PostgreSQL (${new URL(serverUrl).host}), ${minutes} min of mixed load:` +
      ` ${guest.length} guest pages, ${api.length} API calls, ${signedIn.length} signed-in requests, 30 connections.`,
  );
  const start = rss(pid);
  console.log(`after start-up            RSS ${String(start.now).padStart(4)} MB   ${await heap()}`);

  let done = 0;
  let non2xx = 0;
  let errors = 0;
  const statuses: string[] = [];
  const run = (name: string, requests: object[], connections: number) =>
    autocannon({
      url: shopUrl,
      connections,
      duration: minutes * 60,
      requests: requests as autocannon.Request[],
    }).then((r) => {
      done += r.requests.total;
      statuses.push(
        `${name}: ${Object.entries(r.statusCodeStats as Record<string, { count: number }>)
          .map(([code, { count }]) => `${count} × ${code}`)
          .join(", ")}`,
      );
      non2xx += r.non2xx;
      errors += r.errors;
    });
  const began = Date.now();
  const samples: number[] = [];
  let sampling: Promise<void> = Promise.resolve();
  const sample = async () => {
    const m = rss(pid);
    samples.push(m.now);
    // Keep the cart from filling up to its limit: empty it now and then, as a customer would.
    const cart = (await post("/api/cart/lists/v1/", { ...session, limit: "" })).data as { cart_id: number }[];
    for (const line of cart ?? []) await post("/api/cart/remove/v1/", { ...session, cart_id: line.cart_id });
    const at = Math.round((Date.now() - began) / 1000);
    console.log(
      `after ${String(at).padStart(4)} s              RSS ${String(m.now).padStart(4)} MB   peak ${m.peak} MB   ${await heap()}`,
    );
  };
  const timer = setInterval(() => {
    sampling = sample();
  }, 30_000);
  await Promise.all([run("guest pages", guest, 16), run("API", api, 8), run("signed in", signedIn, 6)]);
  clearInterval(timer);
  await sampling;
  const end = rss(pid);
  console.log(`at the end                RSS ${String(end.now).padStart(4)} MB   ${await heap()}`);
  console.log(
    `\n${done.toLocaleString("en-IN")} requests in ${minutes} min (${Math.round(done / (minutes * 60))} req/s), non-2xx ${non2xx}, errors ${errors}`,
  );
  console.log(`answers by status: ${statuses.join("; ")}`);
  console.log(
    `RSS at the end ${end.now} MB, peak ${end.peak} MB (target ≤ ${TARGET_MB} MB: ${end.now <= TARGET_MB ? "met" : "NOT met"}); ` +
      `first half's samples ${Math.max(...samples.slice(0, samples.length / 2))} MB at most, second half's ${Math.max(...samples.slice(samples.length / 2))} MB`,
  );
} finally {
  if (shop && shop.exitCode === null) {
    const exited = new Promise((r) => shop?.once("exit", r));
    shop.kill("SIGTERM");
    await exited;
  }
  await db.drop();
}
