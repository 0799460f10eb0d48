// Pages under load, side by side in one run (issue 14): a bare node:http server answering the
// category listing's JSON; the cached guest category page (plain and Brotli); the same page for
// a signed-in customer (kept per cart count, docs/decisions/0056-signed-in-pages.md); their own
// pages, rendered every time (cart, checkout, orders, profile); and WEB_CONCURRENCY=2 against 1
// for the category page, on PostgreSQL. Then each worker's memory. Load comes from wrk where installed (apt-get install wrk),
// else autocannon. Usage: npm run build && npm run bench:pages
// (BENCH_DATABASE_URL or TEST_DATABASE_URL names the PostgreSQL server, default
// postgres://postgres@127.0.0.1:5432/postgres; a throwaway database is made and dropped).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createThrowawayDatabase } from "../e2e/helpers/postgres";
import { fmt, type LoadResult, load, root, startShop, waitFor } from "./lib";
import { haveWrk, wrkLoad } from "./wrk";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const shopPort = Number(process.env.BENCH_PORT ?? 3910);
const barePort = shopPort + 1;
const shopUrl = `http://127.0.0.1:${shopPort}`;
const CATEGORY = "/products/fertilizers";
/** A signed-in customer's own pages: rendered for them on every request. */
const OWN_PAGES = (process.env.BENCH_OWN_PAGES ?? "/cart,/checkout,/order,/profile")
  .split(",")
  .filter(Boolean);
const METRICS_TOKEN = "bench-pages-metrics-token-0123456789";
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

const metrics = async () =>
  (await fetch(`${shopUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();

/** The worker's garbage collection so far, by kind (prom-client's nodejs_gc_duration_seconds). */
async function gcSoFar(): Promise<Map<string, { seconds: number; count: number }>> {
  const kinds = new Map<string, { seconds: number; count: number }>();
  for (const line of (await metrics()).split("\n")) {
    const m = /^nodejs_gc_duration_seconds_(sum|count)\{[^}]*kind="([a-z]+)"[^}]*\} ([\d.e+-]+)$/.exec(line);
    if (!m) continue;
    const k = kinds.get(m[2]) ?? { seconds: 0, count: 0 };
    if (m[1] === "sum") k.seconds += Number(m[3]);
    else k.count += Number(m[3]);
    kinds.set(m[2], k);
  }
  return kinds;
}

/** What garbage collection took during a run: pauses by kind and their share of the run. */
function gcDuring(before: Map<string, { seconds: number; count: number }>, after: typeof before) {
  const parts: string[] = [];
  let total = 0;
  for (const [kind, a] of after) {
    const b = before.get(kind) ?? { seconds: 0, count: 0 };
    const ms = (a.seconds - b.seconds) * 1000;
    total += ms;
    if (a.count > b.count) parts.push(`${kind} ${a.count - b.count}× ${Math.round(ms)} ms`);
  }
  return `GC ${Math.round(total)} ms (${((total / (seconds * 1000)) * 100).toFixed(1)} % of the run): ${parts.join(", ")}`;
}

/** Starts the shop with `workers` worker processes and waits until every one answers /metrics. */
async function shopWith(workers: number, databaseUrl: string): Promise<ChildProcess> {
  const child = await startShop(shopPort, {
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: String(workers),
    METRICS_TOKEN,
    // The whole run is one address: let 50 connections through however many workers hold them.
    MAX_CONNECTIONS_PER_ADDRESS: "0",
  });
  const deadline = Date.now() + 60_000;
  while (
    (await metrics()).split("\n").filter((l) => l.startsWith("shop_worker_resident_memory_bytes{")).length <
    workers
  ) {
    if (Date.now() > deadline) throw new Error(`${workers} workers did not all start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** Resident memory of each worker, in MB, from /metrics. */
async function workerMemory(): Promise<string> {
  return (await metrics())
    .split("\n")
    .filter((l) => l.startsWith("shop_worker_resident_memory_bytes{"))
    .map(
      (l) => `worker ${/worker="(\d+)"/.exec(l)?.[1]}: ${Math.round(Number(l.split(" ").at(-1)) / 1e6)} MB`,
    )
    .join(", ");
}

// wrk where installed (apt-get install wrk): autocannon saturates its core before one worker does.
const useWrk = haveWrk();
const generate = useWrk ? wrkLoad : load;
const generator = useWrk
  ? "wrk (one thread, a process of its own)"
  : "autocannon (a process of its own per run; install wrk for figures the generator does not cap)";

const db = await createThrowawayDatabase(serverUrl, "shop_bench_pages");
let shop: ChildProcess | undefined;
let bare: ChildProcess | undefined;
try {
  shop = await shopWith(1, db.url);
  // The baseline answers the category listing's JSON, serialised on every request.
  const listing = await (
    await fetch(`${shopUrl}/api/products/lists/v1/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"categorykey":"fertilizers"}',
    })
  ).text();
  const bodyFile = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-pages-")), "listing.json");
  writeFileSync(bodyFile, listing);
  bare = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench", "bare-server.ts")], {
    env: { ...process.env, PORT: String(barePort), BARE_BODY_FILE: bodyFile },
    stdio: "ignore",
  });
  await waitFor(`http://127.0.0.1:${barePort}/`);

  // A customer of the shop: their catalogue pages are kept per cart count, their own rendered each time.
  const email = `bench.${Date.now().toString(36)}@bench.example`;
  const password = "bench-pages-2024";
  const post = (p: string, body: object) =>
    fetch(`${shopUrl}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post("/api/signup/v1/", {
    fullname: "Bench Customer",
    phonenumber: "9876512345",
    email,
    password,
    confirmpassword: password,
  });
  const login = await post("/api/login/v1/", { email, password });
  const signedIn = { cookie: `sid=${encodeURIComponent(login.data.session_key)}` };
  // A cart of two lines and an address: the checkout has something to show.
  const auth = { user_id: login.data.userid, sessionkey: login.data.session_key };
  const listed = await post("/api/products/lists/v1/", { categorykey: "fertilizers" });
  for (const p of listed.data.slice(0, 2))
    await post("/api/cart/add/v1/", {
      ...auth,
      product_id: p.id,
      product_price_id: p.product_price_id,
      qty: 1,
    });
  await post("/api/saved-address/add/v1", {
    ...auth,
    fullname: "Bench Customer",
    email,
    phone: "9876512345",
    street1: "12 Station Road",
    city: "Siliguri",
    state: "West Bengal",
    pincode: "734001",
  });
  const page = await fetch(`${shopUrl}${CATEGORY}`);
  const pageBytes = (await page.arrayBuffer()).byteLength;
  const brBytes = Number(
    (await fetch(`${shopUrl}${CATEGORY}`, { headers: { "accept-encoding": "br" } })).headers.get(
      "content-length",
    ),
  );

  const run = async (url: string, headers?: Record<string, string>) => {
    await generate(url, { seconds: 10, headers }); // warm: JIT, caches, connection pools, the heap's size
    return generate(url, { seconds, headers });
  };
  const baseline = await run(`http://127.0.0.1:${barePort}/`);
  const one = {
    cached: await run(`${shopUrl}${CATEGORY}`),
    cachedBr: await run(`${shopUrl}${CATEGORY}`, { "accept-encoding": "br" }),
    signedIn: await run(`${shopUrl}${CATEGORY}`, signedIn),
    signedInBr: await run(`${shopUrl}${CATEGORY}`, { ...signedIn, "accept-encoding": "br" }),
    own: [] as [string, LoadResult][],
    memory: "",
  };
  const gc: string[] = [];
  const measured = async (url: string, headers?: Record<string, string>) => {
    await generate(url, { seconds: 10, headers });
    const before = await gcSoFar();
    const r = await generate(url, { seconds, headers });
    gc.push(gcDuring(before, await gcSoFar()));
    return r;
  };
  for (const page of OWN_PAGES) one.own.push([page, await measured(`${shopUrl}${page}`, signedIn)]);
  one.memory = await workerMemory();
  await stop(shop);
  shop = await shopWith(2, db.url);
  const two = {
    cached: await run(`${shopUrl}${CATEGORY}`),
    signedIn: await run(`${shopUrl}${CATEGORY}`, signedIn),
    memory: await workerMemory(),
  };

  const ratio = (r: LoadResult, of: LoadResult) => `${(r.rps / of.rps).toFixed(2)}×`;
  const cores = os.availableParallelism();
  console.log(
    `\nPages at 50 connections, ${seconds} s each, PostgreSQL (${new URL(serverUrl).host}). The load generator` +
      ` ${generator}, the shop's workers and PostgreSQL share this machine's ${cores} cores:` +
      " two workers compete with the load generator for them.",
  );
  console.log(`bare node:http, listing JSON      ${fmt(baseline)}   (${listing.length} bytes)`);
  console.log(`WEB_CONCURRENCY=1`);
  console.log(
    `  guest ${CATEGORY}, cached   ${fmt(one.cached)}   ${ratio(one.cached, baseline)} bare (target ≥ 0.25×, p99 ≤ 20 ms)   (${pageBytes} bytes)`,
  );
  console.log(
    `  same, Accept-Encoding: br       ${fmt(one.cachedBr)}   ${ratio(one.cachedBr, baseline)} bare   (${brBytes} bytes)`,
  );
  console.log(
    `  signed-in, kept per cart count  ${fmt(one.signedIn)}   ${ratio(one.signedIn, baseline)} bare (target ≥ 0.2×, p99 ≤ 4 × p50)`,
  );
  console.log(
    `  same, Accept-Encoding: br       ${fmt(one.signedInBr)}   ${ratio(one.signedInBr, baseline)} bare`,
  );
  for (const [i, [page, r]] of one.own.entries())
    console.log(
      `  ${`${page}, rendered each time`.padEnd(31)} ${fmt(r)}   p99/p50 ${(r.p99 / Math.max(r.p50, 1)).toFixed(1)} (target ≤ 4)\n      ${gc[i]}`,
    );
  console.log(`WEB_CONCURRENCY=2`);
  console.log(
    `  guest ${CATEGORY}, cached   ${fmt(two.cached)}   ${ratio(two.cached, one.cached)} one worker`,
  );
  console.log(
    `  signed-in, kept per cart count  ${fmt(two.signedIn)}   ${ratio(two.signedIn, one.signedIn)} one worker`,
  );
  console.log(`memory after the runs: one worker: ${one.memory}; two workers: ${two.memory}`);
} finally {
  if (shop) await stop(shop);
  bare?.kill("SIGTERM");
  await db.drop();
}
