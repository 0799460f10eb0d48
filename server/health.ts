import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";
import { Hono } from "hono";
import type { Database } from "./db/client";
import { unappliedMigrations } from "./db/migrate";
import { type AppEnv, requestLog } from "./http/app-env";

/**
 * Health and metrics (README, "Health and metrics"): `/healthz` says the process answers;
 * `/readyz` says it should be sent traffic (the database answers, this version's migrations
 * are applied, it is not draining); `/metrics` is Prometheus' text, only with METRICS_TOKEN
 * as a bearer token or on METRICS_PORT.
 */

/** Shared with the graceful stop: once draining, /readyz answers 503 so balancers move away. */
export interface Lifecycle {
  draining: boolean;
}

/** The metrics to serve: this process's, or every worker's summed by the primary. */
export type MetricsSource = () => Promise<{ text: string; contentType: string }>;

/** Whether `authorization` carries the token; compared in constant time (hashes of equal length). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const given = createHash("sha256")
    .update(match?.[1] ?? "")
    .digest();
  const expected = createHash("sha256").update(token).digest();
  return timingSafeEqual(given, expected) && match !== null;
}

const UNAUTHORIZED = "This needs METRICS_TOKEN as a bearer token (Authorization: Bearer …).";

export function healthRoutes(deps: {
  database: Database;
  lifecycle: Lifecycle;
  metrics: MetricsSource;
  metricsToken?: string;
}) {
  const app = new Hono<AppEnv>();
  // Liveness: the process answers. It asks nothing of the database, so a database outage
  // does not make an orchestrator restart healthy processes (that is /readyz's business).
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });

  // Migrations never come undone under a running version: once all applied, asked no more.
  let migrated = false;
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (deps.lifecycle.draining) {
      return c.json({ status: "draining", message: "The server is shutting down." }, 503);
    }
    try {
      await deps.database.ping();
    } catch (error) {
      requestLog(c).warn({ err: error }, "readiness: the database does not answer");
      return c.json({ status: "error", message: "The database does not answer." }, 503);
    }
    if (!migrated) {
      const missing = await unappliedMigrations(deps.database.db);
      if (missing.length > 0) {
        return c.json(
          {
            status: "error",
            message: `${missing.length} migration${missing.length === 1 ? " is" : "s are"} not applied yet (${missing.join(", ")}): run npm run migrate.`,
          },
          503,
        );
      }
      migrated = true;
    }
    return c.json({ status: "ok" });
  });

  // Without a token the main port has no /metrics at all (the page renderer's 404 answers).
  const token = deps.metricsToken;
  if (token) {
    app.get("/metrics", async (c) => {
      c.header("Cache-Control", "no-store");
      if (!bearerMatches(c.req.header("authorization"), token)) {
        c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return c.text(UNAUTHORIZED, 401);
      }
      try {
        const { text, contentType } = await deps.metrics();
        return c.body(text, 200, { "content-type": contentType });
      } catch (error) {
        requestLog(c).error({ err: error }, "metrics could not be gathered");
        return c.text((error as Error).message, 503);
      }
    });
  }
  // Anything but a read is a mistake of the caller's: said in plain text (a prober or a script
  // reads it), never the pages' HTML error screen.
  const probes = token ? ["/healthz", "/readyz", "/metrics"] : ["/healthz", "/readyz"];
  app.on(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"], probes, (c) => {
    c.header("Allow", "GET, HEAD");
    c.header("Cache-Control", "no-store");
    return c.text(`${c.req.path} only answers GET and HEAD.`, 405);
  });
  return app;
}

/**
 * METRICS_PORT: /metrics on a port of its own, bound to HOST, for a scraper on a private
 * network; nothing else is served there. With METRICS_TOKEN set, the token is asked here too.
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  metrics: MetricsSource;
  token?: string;
}): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res
        .writeHead(404, { "content-type": "text/plain; charset=utf-8" })
        .end("Only /metrics is served here.");
      return;
    }
    if (options.token && !bearerMatches(req.headers.authorization, options.token)) {
      res
        .writeHead(401, {
          "content-type": "text/plain; charset=utf-8",
          "www-authenticate": 'Bearer realm="metrics"',
        })
        .end(UNAUTHORIZED);
      return;
    }
    try {
      const { text, contentType } = await options.metrics();
      res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : text);
    } catch (error) {
      res
        .writeHead(503, { "content-type": "text/plain; charset=utf-8" })
        .end(`${(error as Error).message}\n`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "EADDRINUSE"
            ? `METRICS_PORT ${options.port} is already in use: stop the other program or choose another METRICS_PORT.`
            : `Could not listen on ${options.host}:${options.port} (METRICS_PORT/HOST): ${error.message}.`,
        ),
      ),
    );
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
