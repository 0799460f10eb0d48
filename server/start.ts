import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { businessFromEnv } from "../lib/business";
import { createApp } from "./app";
import { createCacheBus } from "./cache-bus";
import { serveMetricsToPrimary } from "./cluster-worker";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { DataDirInUseError } from "./db/data-dir-lock";
import { migrateDatabase } from "./db/migrate";
import { seedDemoShop } from "./db/seed/seed";
import { type Lifecycle, type MetricsSource, startMetricsServer } from "./health";
import { bodyLimitFor } from "./http/app-env";
import { capConnectionsPerAddress, serverOptions } from "./http/node-server";
import { pagePatterns } from "./http/page-patterns";
import { readIncomingBody } from "./http/raw-body";
import { startBackgroundJobs } from "./jobs";
import type { Logger } from "./logger";
import { createMetrics } from "./metrics";
import { createServices } from "./services";
import { createPageRenderer } from "./ssr";

/** A start-up failure the operator can fix; main.ts prints its message alone. */
export class StartupError extends Error {}

/** The project root, from the source tree (server/) or the bundled server (dist/). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function connectDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    try {
      return await openDatabase({ kind: "postgres", url: config.databaseUrl });
    } catch (error) {
      const where = new URL(config.databaseUrl);
      throw new StartupError(
        `Could not connect to the PostgreSQL server in DATABASE_URL (${where.hostname}:${where.port || 5432}${where.pathname}): ${(error as Error).message}.`,
      );
    }
  }
  try {
    return await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new StartupError(error.message);
    throw new StartupError(
      `Could not open the embedded database in DATA_DIR (${config.dataDir}): ${(error as Error).message}.`,
    );
  }
}

/**
 * While the shop has no owner, prints a one-time link that creates one in the browser
 * (README, "Staff and the back office"). A warning, so it shows at the quieter log levels too.
 */
export async function announceSetupLink(
  staff: { issueSetupToken(): Promise<string | null> },
  config: Config,
  logger: Logger,
) {
  const token = await staff.issueSetupToken();
  if (!token) return;
  logger.warn(
    { setupUrl: `${config.publicUrl}/admin/setup?token=${token}` },
    `the shop has no owner yet: open ${config.publicUrl}/admin/setup?token=${token} within 24 hours to create one (the link works once), or run npm run staff -- create --role owner`,
  );
}

export interface Running {
  server: http.Server;
  database: Database;
  /** Finishes the requests in flight (answering /readyz with 503 meanwhile), then closes. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * A worker of the cluster (server/cluster.ts): the primary has migrated, seeded and printed
   * the setup link, and serves METRICS_PORT; /metrics here asks it for every worker's sum.
   */
  worker?: { slot: string; clusterMetrics: MetricsSource };
}

/** Migrations, then the demo shop into an empty database: once, before anything serves. */
export async function prepareDatabase(database: Database, config: Config, logger: Logger): Promise<void> {
  await migrateDatabase(database);
  if (config.seedDemo) {
    const { seeded } = await seedDemoShop(database.db, { rules: config.seedDemoRules });
    if (seeded) logger.info("the empty database was filled with the demo shop");
  }
}

/** Start-up in order: database → migrations → demo data → HTTP. */
export async function startServer(
  config: Config,
  logger: Logger,
  options: StartOptions = {},
): Promise<Running> {
  const { worker } = options;
  const database = await connectDatabase(config);
  if (database.lock?.takenOverFrom) {
    logger.warn(
      { lock: database.lock.file, stalePid: database.lock.takenOverFrom },
      `took over the lock on ${config.dataDir} left by process ${database.lock.takenOverFrom}, which is no longer running`,
    );
  }
  if (!worker) await prepareDatabase(database, config, logger);
  const bus = await createCacheBus(database, logger);
  const services = createServices({ config, database, logger, business: businessFromEnv(process.env), bus });
  // Emails are signed with the name the owner saved: read it before the first one is written.
  await services.settings.refreshName();
  const dev = config.nodeEnv === "development";
  const server = http.createServer(serverOptions());
  capConnectionsPerAddress(server, config.maxConnectionsPerAddress, logger);

  let renderPage: ReturnType<typeof createPageRenderer>;
  let clientDir: string | undefined;
  let pagePattern: ((pathname: string) => string) | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: Vite's dev server type is only needed in dev
  let vite: any;
  if (dev) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
    const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    renderPage = createPageRenderer(build, services, { mode: "development", publicUrl: config.publicUrl });
  } else {
    const buildFile = path.join(projectRoot, "build", "server", "index.js");
    if (!existsSync(buildFile)) {
      throw new StartupError(`The storefront is not built (${buildFile} is missing): run npm run build.`);
    }
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    pagePattern = pagePatterns(build.routes);
    renderPage = createPageRenderer(build, services, { mode: "production", publicUrl: config.publicUrl });
    clientDir = path.relative(process.cwd(), path.join(projectRoot, "build", "client")) || ".";
  }

  const lifecycle: Lifecycle = { draining: false };
  const metrics = createMetrics({ database, worker: worker?.slot });
  if (worker) serveMetricsToPrimary(metrics.registry);
  const app = createApp({
    config,
    logger,
    database,
    services,
    renderPage,
    clientDir,
    lifecycle,
    metrics,
    metricsSource: worker?.clusterMetrics,
    pagePattern,
  });
  const listener = getRequestListener(app.fetch);
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    // Every POST's body is read whole, within its limit, before anything else sees it: the
    // API's and the pages' forms' (1 MiB; a picture or a spreadsheet on their own paths).
    if (req.method === "POST" && req.url) {
      const api = req.url.startsWith("/api/");
      const limit = bodyLimitFor(req.url.split("?")[0]);
      const body = await readIncomingBody(req, limit.bytes);
      if (body === "aborted") return; // nobody is left to answer
      if (body === "too-large") {
        res.writeHead(413, {
          "content-type": api ? "application/json" : "text/plain; charset=utf-8",
          connection: "close",
        });
        res.end(api ? JSON.stringify({ status: 0, message: limit.message }) : limit.message);
        return;
      }
      (req as http.IncomingMessage & { rawBody?: Buffer }).rawBody = body;
    }
    return listener(req, res);
  };
  server.on("request", (req, res) => {
    const go = () =>
      handle(req, res).catch((error) => {
        logger.error({ err: error }, "request failed");
        if (!res.headersSent) res.writeHead(400).end();
      });
    if (vite) vite.middlewares(req, res, go);
    else void go();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        new StartupError(
          error.code === "EADDRINUSE"
            ? `PORT ${config.port} is already in use: stop the other program or choose another PORT.`
            : `Could not listen on ${config.host}:${config.port} (PORT/HOST): ${error.message}.`,
        ),
      );
    });
    server.listen(config.port, config.host, () => resolve());
  });

  const jobs = startBackgroundJobs({ config, database, logger, services, metrics });
  let metricsServer: http.Server | undefined;
  if (!worker) {
    await announceSetupLink(services.staff, config, logger);
    if (config.metricsPort) {
      const registry = metrics.registry;
      metricsServer = await startMetricsServer({
        host: config.host,
        port: config.metricsPort,
        token: config.metricsToken,
        metrics: async () => ({ text: await registry.metrics(), contentType: registry.contentType }),
      }).catch((error: Error) => {
        throw new StartupError(error.message);
      });
    }
  }

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      lifecycle.draining = true;
      // Stop accepting; requests in flight finish; idle keep-alive sockets close now.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(force);
      await jobs.stop();
      // A back-in-stock round asked for a second ago would otherwise meet a closed database.
      services.stockAlerts.cancelSoon();
      metricsServer?.close();
      if (vite) await vite.close();
      await bus.close();
      await database.close();
    })();
    return stopping;
  };
  return { server, database, stop };
}
