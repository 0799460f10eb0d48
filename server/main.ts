import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { StartupError, startServer } from "./start";
import { describeDatabase, describePayments, TEST_MODE_NOTICE } from "./startup-summary";

/** The process entry: configuration, start-up, and a graceful stop on SIGTERM/SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
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
    const running = await startServer(config, logger);
    const database = describeDatabase(config, running.database);
    const payments = describePayments(config);
    logger.info(
      { port: config.port, engine: running.database.engine, env: config.nodeEnv, database, payments },
      `the shop is listening on http://localhost:${config.port}; database: ${database}; payments: ${payments}`,
    );
    if (config.payment.provider === "sandbox") {
      // Warn level, so it shows even when LOG_LEVEL=warn hides the line above.
      logger.warn(
        `${TEST_MODE_NOTICE}: PAYMENT_PROVIDER is sandbox, every page says so; set PAYMENT_PROVIDER=razorpay to take real payments`,
      );
    }
    const shutdown = (signal: string) => {
      logger.info({ signal }, "shutting down: finishing requests in flight");
      running.stop().then(
        () => {
          logger.info("stopped");
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
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(`Start-up error: ${error.message}`);
      process.exit(1);
    }
    logger.fatal({ err: error }, "start-up failed");
    process.exit(1);
  }
}

void main();
