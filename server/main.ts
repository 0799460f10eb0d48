import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { runPrimary } from "./cluster";
import { clusterMetricsFromPrimary } from "./cluster-worker";
import { type Config, ConfigError, loadConfig } from "./config";
import { createLogger, type Logger } from "./logger";
import { describeStorage } from "./modules/uploads/storage-url";
import { type Running, StartupError, startServer } from "./start";
import { describeDatabase, describePayments, TEST_MODE_NOTICE } from "./startup-summary";

/**
 * The process entry: configuration, start-up, and a graceful stop on SIGTERM/SIGINT. With
 * WEB_CONCURRENCY > 1 it is the cluster's primary (server/cluster.ts), and each worker it
 * forks runs this file again as a worker.
 */
async function main() {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  try {
    if (cluster.isWorker) {
      const slot = process.env.SHOP_WORKER_SLOT ?? "?";
      const running = await startServer(config, logger, {
        worker: { slot, clusterMetrics: clusterMetricsFromPrimary() },
      });
      logger.debug({ worker: slot, pid: process.pid }, `worker ${slot} is listening`);
      stopGracefully(running, logger);
    } else if (config.webConcurrency > 1) {
      await runPrimary(config, logger, fileURLToPath(import.meta.url), (info) =>
        sayListening(config, logger, info.database),
      );
    } else {
      const running = await startServer(config, logger);
      sayListening(config, logger, describeDatabase(config, running.database));
      stopGracefully(running, logger);
    }
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(`Start-up error: ${error.message}`);
      process.exit(1);
    }
    logger.fatal({ err: error }, "start-up failed");
    process.exit(1);
  }
}

function sayListening(config: Config, logger: Logger, database: string) {
  const payments = describePayments(config);
  const pictures = describeStorage(config.storage);
  const workers = config.webConcurrency;
  logger.info(
    {
      port: config.port,
      engine: config.databaseUrl ? "postgres" : "pglite",
      env: config.nodeEnv,
      database,
      payments,
      pictures,
      workers,
    },
    `the shop is listening on http://localhost:${config.port}${workers > 1 ? ` with ${workers} worker processes` : ""}; database: ${database}; payments: ${payments}; pictures: ${pictures}`,
  );
  if (config.payment.provider === "sandbox") {
    // Warn level, so it shows even when LOG_LEVEL=warn hides the line above.
    logger.warn(
      `${TEST_MODE_NOTICE}: PAYMENT_PROVIDER is sandbox, every page says so; set PAYMENT_PROVIDER=razorpay to take real payments`,
    );
  }
}

/** SIGTERM/SIGINT: stop accepting, finish the requests in flight, close the database, exit. */
function stopGracefully(running: Running, logger: Logger) {
  const shutdown = (signal: string) => {
    logger.info({ signal, pid: process.pid }, "shutting down: finishing requests in flight");
    running.stop().then(
      () => {
        logger.info({ pid: process.pid }, "stopped");
        process.exit(0);
      },
      (error) => {
        logger.error({ err: error }, "error while stopping");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

void main();
