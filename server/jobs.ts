import type { Config } from "./config";
import { dailyBackup } from "./db/backup";
import type { Database } from "./db/client";
import { runHousekeeping } from "./housekeeping";
import type { Logger } from "./logger";
import type { Metrics } from "./metrics";
import { sendDueDigest } from "./modules/notifications/digest";
import { dispatchOutbox, type Mailer, smtpMailer } from "./modules/outbox/outbox.service";
import { sendDueRatingAsks } from "./modules/reviews";
import { smsSender } from "./modules/sms";
import { dispatchTexts, fallBackUndelivered, type TextSenders } from "./modules/texts";
import { whatsappSender } from "./modules/whatsapp";
import type { Services } from "./services";

/**
 * Periodic work of every process, and with WEB_CONCURRENCY of every worker: no worker is "the
 * one" that runs jobs (docs/decisions/0018-all-cores-health-metrics.md). Each job is safe to run
 * in any number of processes at once: emails are claimed under a lease (SKIP LOCKED, then a
 * committed SENDING row); unpaid orders expire under FOR UPDATE SKIP LOCKED, each by one
 * process; a refund is claimed under a lease (refunds.claimed_until) before the provider is
 * asked; housekeeping and the staff's digest run under transaction-level advisory locks; the daily backup exists
 * only on PGlite, which is one process. A job never overlaps itself, and stop() waits for the
 * one running.
 */
export function startBackgroundJobs(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  services: Services;
  /** Counts each run and its time (/metrics: shop_job_runs_total, shop_job_last_success_age_seconds). */
  metrics?: Pick<Metrics, "jobFinished">;
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
      const started = performance.now();
      const finished = (ok: boolean) =>
        deps.metrics?.jobFinished(name, ok, (performance.now() - started) / 1000);
      const run = job()
        .then(
          () => finished(true),
          (error) => {
            finished(false);
            logger.error({ err: error, job: name }, "background job failed");
          },
        )
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
  // Text messages go out beside the emails, under the same leases (server/modules/texts).
  const texts: TextSenders = {
    sms: smsSender(config.sms, logger),
    whatsapp: config.whatsapp && whatsappSender(config.whatsapp),
  };
  every(2_000, "texts", () => dispatchTexts(database.db, { senders: texts, logger }));
  // A WhatsApp message not delivered within 5 minutes goes by SMS, once (fallback.ts).
  if (config.whatsapp) every(20_000, "text-fallback", () => fallBackUndelivered(database.db));
  // The staff's digest of paid orders, enquiries, messages and failed refunds: checked often,
  // sent when its policy says (server/modules/notifications/digest.ts).
  const { settings } = deps.services;
  // The name the owner saved, read (through the settings' cache) each time a digest is written.
  const shop = {
    get shopName() {
      return settings.shopNameNow();
    },
    publicUrl: config.publicUrl,
  };
  every(15_000, "staff-digest", () => sendDueDigest(database.db, { to: settings.ordersEmail, shop }));
  every(60_000, "expire-unpaid-orders", () => deps.services.checkout.expireUnpaid());
  // COD orders never confirmed: cancelled after COD_CONFIRM_HOURS, each by one process (SKIP LOCKED).
  every(60_000, "expire-unconfirmed-cod", () => deps.services.codConfirmation.expireUnconfirmed());
  every(300_000, "retry-due-refunds", () => deps.services.payments.retryRefunds());
  // Packs back in stock: each waiting "notify me" gets its one message (SKIP LOCKED, any process).
  every(60_000, "back-in-stock", () => deps.services.stockAlerts.sendDue());
  // The one request to rate a delivered order, once due (server/modules/reviews/rating-asks.ts).
  const askShop = {
    publicUrl: config.publicUrl,
    get shopName() {
      return settings.shopNameNow();
    },
    whatsapp: Boolean(config.whatsapp),
  };
  every(300_000, "rating-asks", () => sendDueRatingAsks(database.db, { shop: askShop }));
  // Expired batches leave the stock soon after India's midnight (a sale writes off its own packs'
  // first anyway): hourly, in any process, idempotent (docs/decisions/0049-batches-and-expiry.md).
  every(3_600_000, "expired-batches", () => deps.services.batches.writeOff(), 30_000);
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
