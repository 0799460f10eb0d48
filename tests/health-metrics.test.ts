import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import type { Lifecycle } from "../server/health";
import { createMetrics, type Metrics } from "../server/metrics";
import { enqueueEmail } from "../server/modules/outbox/outbox.service";
import { createTestApp, type TestApp } from "./helpers/app";

/**
 * /healthz, /readyz and /metrics (README, "Health and metrics") on the real app and database:
 * readiness follows the draining state and the migrations; /metrics needs its bearer token and
 * counts requests by route pattern, the database pool, the outbox, jobs, caches and memory.
 */
const TOKEN = "metrics-token-for-tests-0123456789";
const lifecycle: Lifecycle = { draining: false };
let metrics: Metrics;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN }, (database) => {
    metrics = createMetrics({ database, worker: "1" });
    return { lifecycle, metrics };
  });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const scrape = async () => {
  const res = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** The value of one sample of the scrape, e.g. `shop_outbox_emails{status="PENDING"}`. */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("/healthz", () => {
  it("answers that the process is alive, keeping its contract", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("/readyz", () => {
  it("answers a POST (or any write) 405 in plain text saying what it answers, on every probe", async () => {
    for (const path of ["/readyz", "/healthz", "/metrics"]) {
      const res = await t.app.request(path, { method: "POST" });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await res.text()).toBe(`${path} only answers GET and HEAD.`);
    }
  });

  it("is ready when the database answers and every migration is applied", async () => {
    const res = await get("/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers 503 while draining, so a balancer sends the traffic elsewhere, and 200 again after", async () => {
    lifecycle.draining = true;
    try {
      const res = await get("/readyz");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "draining", message: "The server is shutting down." });
      // Alive all the same: the requests in flight are being finished.
      expect((await get("/healthz")).status).toBe(200);
    } finally {
      lifecycle.draining = false;
    }
    expect((await get("/readyz")).status).toBe(200);
  });

  it("answers 503 naming the migrations a database lacks", async () => {
    const other = await createTestApp();
    try {
      const [last] = await queryRows<{ id: number }>(
        other.database.db,
        sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      );
      await other.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
      const res = await other.app.request("/readyz");
      expect(res.status).toBe(503);
      const body = (await res.json()) as { status: string; message: string };
      expect(body.status).toBe("error");
      expect(body.message).toMatch(/^1 migration is not applied yet \(\d{4}_\w+\): run npm run migrate\.$/);
    } finally {
      await other.close();
    }
  });

  it("answers 503 when the database does not answer", async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.request("/readyz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "error", message: "The database does not answer." });
    expect((await other.app.request("/healthz")).status).toBe(200);
  });
});

describe("/metrics", () => {
  it("is not there without METRICS_TOKEN", async () => {
    const other = await createTestApp();
    try {
      expect((await other.app.request("/metrics")).status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it("asks for the bearer token: none or a wrong one gets 401", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token",
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      "Bearer ",
    ]) {
      const res = await get("/metrics", authorization ? { authorization } : {});
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain("shop_http");
    }
  });

  it("counts requests by route pattern and status, not by raw address", async () => {
    await t.post("/api/products/listall/v1/", {});
    await t.post("/api/products/listall/v1/", {});
    await t.post("/api/no/such/endpoint/v1/", {});
    await t.post(`/api/no/such/endpoint/${Date.now()}/`, {});
    const text = await scrape();
    expect(
      sample(text, 'shop_http_requests_total{method="POST",route="/api/products/listall/v1/",status="200"}'),
    ).toBe(2);
    // Unknown addresses share the pattern of the handler that answered them.
    expect(sample(text, 'shop_http_requests_total{method="POST",route="/api/*",status="404"}')).toBe(2);
    expect(text).not.toContain("/api/no/such");
    expect(
      sample(
        text,
        'shop_http_request_duration_seconds_count{method="POST",route="/api/products/listall/v1/",status="2xx"}',
      ),
    ).toBe(2);
    expect(
      sample(text, 'shop_http_requests_total{method="GET",route="/healthz",status="200"}'),
    ).toBeGreaterThan(0);
  });

  it("reports the catalogue cache's hits and misses", async () => {
    const before = await scrape();
    await t.post("/api/product_category/lists/v1/", {});
    await t.post("/api/product_category/lists/v1/", {});
    const after = await scrape();
    const hits = (text: string) =>
      sample(text, 'shop_cache_lookups_total{cache="catalogue",result="hit"}') ?? 0;
    expect(hits(after) - hits(before)).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'shop_cache_lookups_total{cache="catalogue",result="miss"}')).toBeGreaterThan(0);
  });

  it("reports the outbox's backlog and the age of its oldest email", async () => {
    await t.database.db.execute(sql`delete from email_outbox`);
    await enqueueEmail(t.database.db, {
      to: "asha@example.in",
      subject: "Hello",
      text: "Hi",
      kind: "welcome",
    });
    await t.database.db.execute(
      sql`update email_outbox set created_at = now() - interval '90 seconds', next_attempt_at = now() - interval '60 seconds'`,
    );
    const text = await scrape();
    expect(sample(text, 'shop_outbox_emails{status="PENDING"}')).toBe(1);
    expect(sample(text, 'shop_outbox_emails{status="FAILED"}')).toBe(0);
    expect(sample(text, "shop_outbox_oldest_age_seconds")).toBeGreaterThanOrEqual(89);
    expect(sample(text, 'shop_job_lag_seconds{job="outbox"}')).toBeGreaterThanOrEqual(59);
    expect(sample(text, 'shop_job_lag_seconds{job="expire-unpaid-orders"}')).toBe(0);
    expect(sample(text, "shop_database_up")).toBe(1);
  });

  it("reports background jobs' runs and how long ago each last succeeded", async () => {
    metrics.jobFinished("housekeeping", true, 0.02);
    metrics.jobFinished("outbox", false, 0.5);
    const text = await scrape();
    expect(sample(text, 'shop_job_runs_total{job="housekeeping",outcome="ok"}')).toBe(1);
    expect(sample(text, 'shop_job_runs_total{job="outbox",outcome="failed"}')).toBe(1);
    expect(sample(text, 'shop_job_last_success_age_seconds{job="housekeeping"}')).toBeLessThan(5);
    expect(text).not.toContain('shop_job_last_success_age_seconds{job="outbox"}');
  });

  it("reports the process's memory, and the connection pool on PostgreSQL", async () => {
    const text = await scrape();
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(sample(text, 'shop_worker_resident_memory_bytes{worker="1"}')).toBeGreaterThan(10_000_000);
    if (t.database.engine === "postgres") {
      expect(sample(text, 'shop_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'shop_db_pool_connections{state="waiting"}')).toBe(0);
      expect(sample(text, "shop_db_pool_max_connections")).toBe(20);
    } else {
      expect(text).not.toContain("shop_db_pool_connections");
    }
  });
});
