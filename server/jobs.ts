import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { pruneRateLimits } from "./modules/accounts/rate-limit";
import { dispatchOutbox, type Mailer, smtpMailer } from "./modules/outbox/outbox.service";
import type { Services } from "./services";

/**
 * Periodic work of every process: sending queued emails and housekeeping. Each job is safe
 * to run in several processes at once (rows are claimed with SKIP LOCKED or deletes are
 * idempotent). A job never overlaps itself, and stop() waits for the one running.
 */
export function startBackgroundJobs(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  services: Services;
}) {
  const { config, database, logger } = deps;
  let mailer: Promise<Mailer | undefined> | undefined;
  const getMailer = () => {
    mailer ??= config.smtpUrl ? smtpMailer(config.smtpUrl) : Promise.resolve(undefined);
    return mailer;
  };
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const every = (ms: number, name: string, job: () => Promise<unknown>) => {
    let busy = false;
    timers.push(
      setInterval(() => {
        if (busy) return;
        busy = true;
        const run = job()
          .catch((error) => logger.error({ err: error, job: name }, "background job failed"))
          .finally(() => {
            busy = false;
            running.delete(run);
          });
        running.add(run);
      }, ms).unref(),
    );
  };
  every(2_000, "outbox", async () =>
    dispatchOutbox(database.db, { mailer: await getMailer(), from: config.mailFrom, logger }),
  );
  every(60_000, "expire-unpaid-orders", () => deps.services.checkout.expireUnpaid());
  every(3_600_000, "prune-rate-limits", () => pruneRateLimits(database.db));
  return {
    async stop() {
      for (const t of timers) clearInterval(t);
      await Promise.all(running);
    },
  };
}
