import type { Config } from "./config";
import { dailyBackup } from "./db/backup";
import type { Database } from "./db/client";
import { runHousekeeping } from "./housekeeping";
import type { Logger } from "./logger";
import { dispatchOutbox, type Mailer, smtpMailer } from "./modules/outbox/outbox.service";
import type { Services } from "./services";

/**
 * Periodic work of every process: sending queued emails and housekeeping. Each job is safe
 * to run in several processes at once: emails are claimed under a lease (SKIP LOCKED, then a
 * committed SENDING row), housekeeping runs under an advisory lock. A job never overlaps
 * itself, and stop() waits for the one running.
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
  const every = (ms: number, name: string, job: () => Promise<unknown>, firstAfterMs?: number) => {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = job()
        .catch((error) => logger.error({ err: error, job: name }, "background job failed"))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    timers.push(setInterval(tick, ms).unref());
    if (firstAfterMs !== undefined) timers.push(setTimeout(tick, firstAfterMs).unref());
  };
  every(2_000, "outbox", async () =>
    dispatchOutbox(database.db, { mailer: await getMailer(), from: config.mailFrom, logger }),
  );
  every(60_000, "expire-unpaid-orders", () => deps.services.checkout.expireUnpaid());
  every(300_000, "retry-due-refunds", () => deps.services.payments.retryRefunds());
  // Each process tries hourly; the advisory lock inside lets one of them do it at a time.
  every(3_600_000, "housekeeping", () => runHousekeeping(database.db, logger));
  if (database.lock) {
    // PGlite on a folder: a backup a day in DATA_DIR/backups, kept a week. Checked a minute
    // after start-up and hourly; the newest file says whether one is due, so restarts neither
    // skip a day nor add one.
    every(
      3_600_000,
      "daily-backup",
      async () => {
        const { written, heldMs, deleted } = await dailyBackup(database, config.dataDir);
        if (written || deleted.length) {
          // heldMs: how long requests waited while the folder was copied.
          logger.info({ job: "daily-backup", written, heldMs, deleted }, "daily backup");
        }
      },
      60_000,
    );
  }
  return {
    async stop() {
      for (const t of timers) clearInterval(t);
      await Promise.all(running);
    },
  };
}
