import cluster, { type Worker } from "node:cluster";
import type http from "node:http";
import { AggregatorRegistry } from "prom-client";
import { METRICS_ANSWER, METRICS_ASK, type MetricsAnswer } from "./cluster-worker";
import type { Config } from "./config";
import { startMetricsServer } from "./health";
import type { Logger } from "./logger";
import { createStaffSetup } from "./modules/staff/staff-setup";
import { announceSetupLink, connectDatabase, prepareDatabase, StartupError } from "./start";
import { describeDatabase } from "./startup-summary";

/**
 * WEB_CONCURRENCY > 1: this process is the primary of a node:cluster and serves no page
 * itself (docs/decisions/0018-all-cores-health-metrics.md). It migrates and seeds once, then
 * forks the workers, each a whole shop on the same PostgreSQL; replaces a worker that dies
 * (waiting longer after each quick death, so a crash loop does not spin); on SIGTERM or SIGINT
 * has every worker drain (finish its requests in flight) and exits when they all have. It
 * sums the workers' metrics for /metrics and serves METRICS_PORT.
 */

/** Back-off before replacing a worker that died: 0.5 s, 1 s, 2 s, … at most 30 s. */
export const RESTART_BACKOFF = { firstMs: 500, maxMs: 30_000, healthyAfterMs: 60_000 } as const;
/** Workers still running this long after SIGTERM are killed (each forces its own stop after 10 s). */
const DRAIN_LIMIT_MS = 30_000;

export interface PrimaryInfo {
  /** What the start-up line says about the database (read while migrating). */
  database: string;
}

export async function runPrimary(
  config: Config,
  logger: Logger,
  entryFile: string,
  onListening: (info: PrimaryInfo) => void,
): Promise<void> {
  const database = await connectDatabase(config);
  let info: PrimaryInfo;
  try {
    await prepareDatabase(database, config, logger);
    await announceSetupLink(createStaffSetup(database.db), config, logger);
    info = { database: describeDatabase(config, database) };
  } finally {
    await database.close();
  }

  const n = config.webConcurrency;
  cluster.setupPrimary({ exec: entryFile, args: process.argv.slice(2) });
  const slotOf = new Map<number, number>();
  const startedAt = new Map<number, number>();
  const quickDeaths = new Map<number, number>();
  const serving = new Set<number>();
  const restarts = new Set<NodeJS.Timeout>();
  let allServedOnce = false;
  let shuttingDown = false;
  let exitCode = 0;

  const fork = (slot: number) => {
    const worker = cluster.fork({ SHOP_WORKER_SLOT: String(slot) });
    slotOf.set(worker.id, slot);
    startedAt.set(worker.id, Date.now());
  };

  cluster.on("listening", (worker) => {
    serving.add(slotOf.get(worker.id) ?? 0);
    if (!allServedOnce && serving.size === n) {
      allServedOnce = true;
      onListening(info);
    }
  });

  const stopAll = (why: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    for (const t of restarts) clearTimeout(t);
    logger.info(
      { signal: why, workers: Object.keys(cluster.workers ?? {}).length },
      "shutting down: every worker finishes its requests in flight",
    );
    for (const worker of liveWorkers()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of liveWorkers()) worker.process.kill("SIGKILL");
      exitCode = 1;
    }, DRAIN_LIMIT_MS).unref();
    if (liveWorkers().length === 0) finish();
  };

  let metricsServer: http.Server | undefined;
  let finished: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const finish = () => {
    metricsServer?.close();
    logger.info({ exitCode }, "stopped");
    finished();
  };

  cluster.on("exit", (worker, code, signal) => {
    const slot = slotOf.get(worker.id) ?? 0;
    slotOf.delete(worker.id);
    serving.delete(slot);
    if (shuttingDown) {
      if (code !== 0 && code !== null) exitCode = 1;
      if (liveWorkers().length === 0) finish();
      return;
    }
    if (!allServedOnce) {
      // A worker that cannot start (it printed why) will not start the next time either.
      exitCode = 1;
      logger.fatal(
        { worker: slot, code, signal },
        `worker ${slot} stopped during start-up; stopping the shop`,
      );
      console.error(`Start-up error: worker ${slot} could not start (its reason is above).`);
      stopAll("start-up failure");
      return;
    }
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    const deaths = lived >= RESTART_BACKOFF.healthyAfterMs ? 0 : (quickDeaths.get(slot) ?? 0);
    const delay =
      deaths === 0 ? 0 : Math.min(RESTART_BACKOFF.maxMs, RESTART_BACKOFF.firstMs * 2 ** (deaths - 1));
    quickDeaths.set(slot, deaths + 1);
    logger.error(
      { worker: slot, code, signal, livedMs: lived, restartInMs: delay },
      `worker ${slot} died (${signal ?? `exit code ${code}`}); a new one starts in ${delay} ms`,
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!shuttingDown) fork(slot);
    }, delay);
    restarts.add(timer);
  });

  // Metrics: every worker's registry summed (the primary has no traffic of its own to count).
  const aggregator = new AggregatorRegistry();
  const clusterMetrics = async () => ({
    text: await aggregator.clusterMetrics(),
    contentType: aggregator.contentType,
  });
  cluster.on("message", (worker: Worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_ASK || typeof message.id !== "number") return;
    const id = message.id;
    const reply = (answer: Omit<MetricsAnswer, "type" | "id">) => {
      if (worker.isConnected()) worker.send({ type: METRICS_ANSWER, id, ...answer });
    };
    clusterMetrics().then(
      ({ text, contentType }) => reply({ text, contentType }),
      (error: Error) => reply({ error: error.message }),
    );
  });
  if (config.metricsPort) {
    metricsServer = await startMetricsServer({
      host: config.host,
      port: config.metricsPort,
      token: config.metricsToken,
      metrics: clusterMetrics,
    }).catch((error: Error) => {
      throw new StartupError(error.message);
    });
  }

  process.once("SIGTERM", () => stopAll("SIGTERM"));
  process.once("SIGINT", () => stopAll("SIGINT"));
  for (let slot = 1; slot <= n; slot++) fork(slot);
  await done;
  process.exit(exitCode);
}

const liveWorkers = (): Worker[] =>
  Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
