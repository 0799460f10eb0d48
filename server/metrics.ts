import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { cacheLookups } from "./cache";
import { type Database, queryRows } from "./db/client";
import type { AppEnv } from "./http/app-env";
import { codeCounts } from "./modules/phone-codes";

/**
 * What /metrics reports, in Prometheus' text format (README, "Health and metrics"; why:
 * docs/decisions/0018-all-cores-health-metrics.md). Each process keeps its own registry; with
 * several workers the primary sums them (server/cluster.ts), so every metric says how it
 * combines: `aggregator` (sum unless said). Figures read from the database are the same in
 * every worker and combine by max; per-worker memory carries a `worker` label instead.
 */
export interface Metrics {
  registry: Registry;
  /** Counts and times every request by method, route pattern and status (first middleware). */
  requests: MiddlewareHandler<AppEnv>;
  /** A background job's run ended (server/jobs.ts). */
  jobFinished(job: string, ok: boolean, seconds: number): void;
}

/** Methods outside this list are counted as OTHER: a label must have few values. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics(deps: {
  database: Database;
  /** This process's place among the workers (1…n); "1" when it serves alone. */
  worker?: string;
  /** Node's own figures (memory, event loop, GC): on in servers, off in tests that build many apps. */
  processMetrics?: boolean;
}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const worker = deps.worker ?? "1";
  if (deps.processMetrics !== false) collectDefaultMetrics({ register: registry });

  const requestCount = new Counter({
    name: "shop_http_requests_total",
    help: "HTTP requests answered, by method, route pattern (not the raw address) and status code.",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: "shop_http_request_duration_seconds",
    help: "Time from a request's arrival to its response's headers, by method, route pattern and status class (2xx…5xx).",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const requests: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now();
    await next();
    const method = METHODS.has(c.req.method) ? c.req.method : "OTHER";
    const route = c.get("metricsRoute") ?? (routePath(c) || "(unmatched)");
    const status = c.res.status;
    requestCount.inc({ method, route, status: String(status) });
    requestSeconds.observe(
      { method, route, status: `${Math.floor(status / 100)}xx` },
      (performance.now() - started) / 1000,
    );
  };

  const jobRuns = new Counter({
    name: "shop_job_runs_total",
    help: "Runs of each background job, by outcome (ok or failed).",
    labelNames: ["job", "outcome"] as const,
    registers,
  });
  const jobSeconds = new Histogram({
    name: "shop_job_duration_seconds",
    help: "How long each background job's runs take.",
    labelNames: ["job"] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers,
  });
  const lastSuccess = new Map<string, number>();
  new Gauge({
    name: "shop_job_last_success_age_seconds",
    help: "Seconds since each background job last finished without an error (the freshest worker's).",
    labelNames: ["job"] as const,
    aggregator: "min",
    registers,
    collect() {
      for (const [job, at] of lastSuccess) this.set({ job }, (Date.now() - at) / 1000);
    },
  });

  // Figures from the database: one query per scrape, shared by the gauges below (a scrape
  // calls every collect() at once, so they all join the query under way).
  let figures: Promise<DatabaseFigures | undefined> | undefined;
  const readFigures = () => {
    figures ??= databaseFigures(deps.database)
      .catch(() => undefined)
      .finally(() => {
        figures = undefined;
      });
    return figures;
  };
  new Gauge({
    name: "shop_database_up",
    help: "1 when the database answered this scrape's queries, 0 when it did not.",
    aggregator: "min",
    registers,
    async collect() {
      this.set((await readFigures()) ? 1 : 0);
    },
  });
  new Gauge({
    name: "shop_outbox_emails",
    help: "Emails in the outbox by status: PENDING and SENDING are the backlog; FAILED are kept to be seen.",
    labelNames: ["status"] as const,
    aggregator: "max",
    registers,
    async collect() {
      const f = await readFigures();
      if (!f) return;
      this.set({ status: "PENDING" }, f.pending);
      this.set({ status: "SENDING" }, f.sending);
      this.set({ status: "FAILED" }, f.failed);
    },
  });
  new Gauge({
    name: "shop_outbox_oldest_age_seconds",
    help: "Age of the oldest email not yet sent (PENDING or SENDING); 0 when none waits.",
    aggregator: "max",
    registers,
    async collect() {
      const f = await readFigures();
      if (f) this.set(f.oldestEmail);
    },
  });
  new Gauge({
    name: "shop_job_lag_seconds",
    help: "How long the oldest piece of due work has waited past its time, per job: an email due to be sent (outbox), an unpaid order past its hold (expire-unpaid-orders), a refund owed (retry-due-refunds). 0 when nothing is late.",
    labelNames: ["job"] as const,
    aggregator: "max",
    registers,
    async collect() {
      const f = await readFigures();
      if (!f) return;
      this.set({ job: "outbox" }, f.outboxLag);
      this.set({ job: "expire-unpaid-orders" }, f.expiryLag);
      this.set({ job: "retry-due-refunds" }, f.refundLag);
    },
  });

  new Gauge({
    name: "shop_text_messages",
    help: "Text messages in the outbox by channel (sms, whatsapp) and outcome: sent, failed (given up or reported failed), fallback (SMS sent in place of an undelivered WhatsApp message).",
    labelNames: ["channel", "outcome"] as const,
    aggregator: "max",
    registers,
    async collect() {
      const rows = await textFigures(deps.database).catch(() => undefined);
      for (const r of rows ?? []) this.set({ channel: r.channel, outcome: r.outcome }, Number(r.n));
    },
  });

  const stats = deps.database.poolStats;
  if (stats) {
    new Gauge({
      name: "shop_db_pool_connections",
      help: "PostgreSQL connections of the pool: total open, idle, and queries waiting for one (summed over workers).",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const s = stats();
        this.set({ state: "total" }, s.total);
        this.set({ state: "idle" }, s.idle);
        this.set({ state: "waiting" }, s.waiting);
      },
    });
    new Gauge({
      name: "shop_db_pool_max_connections",
      help: "The most connections the pools may open (summed over workers).",
      registers,
      collect() {
        this.set(stats().max);
      },
    });
  }

  new Counter({
    name: "shop_cache_lookups_total",
    help: "Lookups in the in-process read caches (catalogue, blog, settings, …): result=hit or miss. Hit ratio: hits / all.",
    labelNames: ["cache", "result"] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, n] of cacheLookups()) {
        this.inc({ cache, result: "hit" }, n.hits);
        this.inc({ cache, result: "miss" }, n.misses);
      }
    },
  });
  new Counter({
    name: "shop_sms_codes_total",
    help: "SMS codes asked for (sign-up, sign-in, password) by purpose and outcome: sent, refused_limit (per number or address), refused_cap (SMS_DAILY_CAP reached), provider_failed (not sent, not counted).",
    labelNames: ["purpose", "outcome"] as const,
    registers,
    collect() {
      this.reset();
      for (const { purpose, outcome, n } of codeCounts()) this.inc({ purpose, outcome }, n);
    },
  });
  new Gauge({
    name: "shop_worker_resident_memory_bytes",
    help: "Resident memory (RSS) of each worker process.",
    labelNames: ["worker"] as const,
    registers,
    collect() {
      this.set({ worker }, process.memoryUsage.rss());
    },
  });

  return {
    registry,
    requests,
    jobFinished(job, ok, seconds) {
      jobRuns.inc({ job, outcome: ok ? "ok" : "failed" });
      jobSeconds.observe({ job }, seconds);
      if (ok) lastSuccess.set(job, Date.now());
    },
  };
}

interface DatabaseFigures {
  pending: number;
  sending: number;
  failed: number;
  oldestEmail: number;
  outboxLag: number;
  expiryLag: number;
  refundLag: number;
}

const seconds = (column: string) =>
  sql.raw(`coalesce(extract(epoch from now() - min(${column})), 0)::float8`);

/** Text messages by channel and outcome (a fallback is an SMS with fallback_of set). */
const textFigures = (database: Database) =>
  queryRows<{ channel: string; outcome: string; n: number | string }>(
    database.db,
    sql`select channel, case when fallback_of is not null then 'fallback'
        when status = 'SENT' then 'sent' else 'failed' end as outcome, count(*)::int as n
      from email_outbox
      where channel <> 'email' and (status in ('SENT', 'FAILED') or fallback_of is not null)
      group by 1, 2`,
  );

/** The outbox and the jobs' backlog in one round trip (each part reads an index). */
async function databaseFigures(database: Database): Promise<DatabaseFigures> {
  const [row] = await queryRows<Record<keyof DatabaseFigures, number | string>>(
    database.db,
    sql`select
      (select count(*) from email_outbox where status = 'PENDING')::int as pending,
      (select count(*) from email_outbox where status = 'SENDING')::int as sending,
      (select count(*) from email_outbox where status = 'FAILED')::int as failed,
      (select ${seconds("created_at")} from email_outbox where status in ('PENDING', 'SENDING')) as "oldestEmail",
      (select ${seconds("next_attempt_at")} from email_outbox
        where status = 'PENDING' and next_attempt_at <= now()) as "outboxLag",
      (select ${seconds("expires_at")} from orders
        where status = 'PENDING_PAYMENT' and expires_at < now()) as "expiryLag",
      (select ${seconds("created_at")} from refunds where status = 'Refunding') as "refundLag"`,
  );
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, Number(v)]),
  ) as unknown as DatabaseFigures;
}
