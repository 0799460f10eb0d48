import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { queryRows } from "./db/client";
import type { Logger } from "./logger";

/**
 * How long the shop keeps rows that have served their purpose: the one place to change them
 * (README, "Operations"). Live rows are never touched: unexpired sessions, unused and unexpired
 * reset tokens, the current rate-limit windows, unsent or FAILED emails (kept to be seen).
 */
export const RETENTION = {
  /** Sessions past their expiry are gone at once: nobody can use them. */
  expiredSessionsMs: 0,
  /** Used or expired password reset links (and staff setup and invitation links): a day, so a late click still reads "expired". */
  spentResetTokensMs: 24 * 3_600_000,
  /** Rate-limit windows: a day after they started (the longest window is an hour). */
  rateLimitWindowsMs: 24 * 3_600_000,
  /** Failed-login counts: a day after the last failure, when the throttle forgets them anyway. */
  loginFailuresMs: 24 * 3_600_000,
  /** Provider webhook events: 30 days, far past any provider's retries of the same event. */
  webhookEventsMs: 30 * 86_400_000,
  /** Emails sent (or logged): 30 days, long enough to answer "did you email me?". */
  sentEmailsMs: 30 * 86_400_000,
  /** Staff notices already in a digest email: as long as the email itself. Waiting ones stay. */
  sentNoticesMs: 30 * 86_400_000,
} as const;

/** Any fixed number; it names the housekeeping lock among the database's advisory locks. */
export const HOUSEKEEPING_LOCK = 7_240_008;

const before = (ms: number) => sql`now() - (${String(ms)}::bigint * interval '1 millisecond')`;

/** The delete of a table's rows whose `column` is older than `ms`. */
const olderThan = (table: string, column: string, ms: number) =>
  sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} < ${before(ms)}`;

/** The delete of one-time links used or expired a while ago. */
const spentLinks = (table: string) =>
  sql`delete from ${sql.identifier(table)}
      where used_at < ${before(RETENTION.spentResetTokensMs)}
         or expires_at < ${before(RETENTION.spentResetTokensMs)}`;

/** What housekeeping clears, by the name its count is reported under. */
const SWEEPS = {
  sessions: olderThan("sessions", "expires_at", RETENTION.expiredSessionsMs),
  resetTokens: spentLinks("password_reset_tokens"),
  // The back office's sessions and one-time links (setup, invitations), on the same terms.
  staffSessions: olderThan("staff_sessions", "expires_at", RETENTION.expiredSessionsMs),
  staffTokens: spentLinks("staff_tokens"),
  // SMS codes live 10 minutes; a day on, a late try still reads "expired", then they go.
  phoneCodes: olderThan("phone_codes", "expires_at", RETENTION.spentResetTokensMs),
  rateLimitWindows: olderThan("rate_limit_hits", "window_start", RETENTION.rateLimitWindowsMs),
  loginFailures: olderThan("login_failures", "last_failure_at", RETENTION.loginFailuresMs),
  webhookEvents: olderThan("webhook_events", "received_at", RETENTION.webhookEventsMs),
  sentEmails: sql`delete from email_outbox
      where status in ('SENT', 'LOGGED') and sent_at < ${before(RETENTION.sentEmailsMs)}`,
  staffNotices: olderThan("staff_notices", "sent_at", RETENTION.sentNoticesMs),
};

type Sweep = keyof typeof SWEEPS;

export type HousekeepingResult = { ran: false } | ({ ran: true } & Record<Sweep, number>);

/** Runs a delete and says how many rows went (counted in SQL: the drivers report it differently). */
async function deleted(db: Pick<Db, "execute">, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    db,
    sql`with gone as (${query} returning 1) select count(*) as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Deletes what RETENTION says has had its day. One process at a time: the work runs in a
 * transaction holding a transaction-level advisory lock, which a pooled connection cannot
 * leak; a process that finds the lock taken skips this round (another is doing it).
 */
export async function runHousekeeping(db: Db, logger?: Logger): Promise<HousekeepingResult> {
  const result = await db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK}) as locked`,
    );
    if (!lock.locked) return { ran: false } as const;
    const counts = {} as Record<Sweep, number>;
    for (const [name, query] of Object.entries(SWEEPS)) counts[name as Sweep] = await deleted(tx, query);
    return { ran: true, ...counts } as const;
  });
  if (result.ran) logger?.info({ job: "housekeeping", ...result }, "housekeeping done");
  return result;
}
