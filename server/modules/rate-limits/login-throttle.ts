import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { createRateLimiter, tooMany } from "./limiter";
import type { BackoffLimit, WindowLimit } from "./limits";

/** A failure count is forgotten this long after its last failure. */
const FORGET_MS = 86_400_000;
/** Doubling stops here (the longest wait is reached long before). */
const MAX_DOUBLINGS = 30;

export interface LoginLimits {
  /** One account from one address: the tight one. */
  pair: BackoffLimit;
  /** One account from every address: loose, and never applied to an address without failures. */
  account: BackoffLimit;
  /** Failures from one address, whatever the account. */
  address: WindowLimit;
}

/** An attempt under way: counted as a failure until it is known to be right. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Login throttling as OWASP ASVS describes it (docs/decisions/0010-rate-limits.md): failures
 * are counted, not attempts; a success clears the failures of its (account, address) pair;
 * past the free failures each attempt waits, twice as long after every further failure (429
 * with Retry-After), rather than the account being locked. The account-wide count applies
 * only to addresses that have failed on that account, so the right password from an address
 * with no failures always gets in: nobody can lock a customer out.
 *
 * `subject` names the account (the same for its email and its phone); `scope` keeps kinds of
 * accounts (customers, staff) apart.
 */
export function createLoginThrottle(db: Db, limits: LoginLimits, scope: string) {
  const windows = createRateLimiter(db);

  /**
   * Counts one more failure on `key` if its limit lets an attempt through now (always when
   * `always`); returns the new count, or null when the attempt must wait.
   */
  async function take(key: string, limit: BackoffLimit, now: Date, always = false): Promise<number | null> {
    const at = now.toISOString();
    const forget = new Date(now.getTime() - FORGET_MS).toISOString();
    const allowed: SQL = always
      ? sql`true`
      : sql`login_failures.failures < ${limit.free} or login_failures.last_failure_at < ${forget}
          or login_failures.last_failure_at + make_interval(secs => ${delay(limit, sql`login_failures.failures`)}) <= ${at}`;
    const [row] = await queryRows<{ failures: number }>(
      db,
      sql`insert into login_failures (key, failures, last_failure_at) values (${key}, 1, ${at})
          on conflict (key) do update set
            failures = case when login_failures.last_failure_at < ${forget} then 1 else login_failures.failures + 1 end,
            last_failure_at = ${at}
          where ${allowed}
          returning failures`,
    );
    return row ? Number(row.failures) : null;
  }

  /** Seconds until `key` lets the next attempt through. */
  async function wait(key: string, limit: BackoffLimit, now: Date): Promise<number> {
    const [row] = await queryRows<{ until: string | Date }>(
      db,
      sql`select last_failure_at + make_interval(secs => ${delay(limit, sql`failures`)}) as until
          from login_failures where key = ${key}`,
    );
    return row ? (new Date(row.until).getTime() - now.getTime()) / 1000 : 1;
  }

  const giveBack = (key: string) =>
    queryRows(db, sql`update login_failures set failures = greatest(failures - 1, 0) where key = ${key}`);

  return {
    /** Starts an attempt on `subject` from `address`, or refuses it (429) while it must wait. */
    async begin(subject: string, address: string, now = new Date()): Promise<LoginAttempt> {
      const pair = `${scope}:${subject}@${address}`;
      const account = `${scope}:${subject}`;
      const fromAddress = [{ key: `login:${scope}:${address}`, limit: limits.address }];
      await windows.check(fromAddress, now);
      const pairFailures = await take(pair, limits.pair, now);
      if (pairFailures === null) throw tooMany(await wait(pair, limits.pair, now));
      // An address without failures on this account is never held back by the account's count.
      const clean = pairFailures === 1;
      if ((await take(account, limits.account, now, clean)) === null) {
        await giveBack(pair);
        throw tooMany(await wait(account, limits.account, now));
      }
      return {
        async succeeded() {
          await queryRows(db, sql`delete from login_failures where key = ${pair}`);
          await giveBack(account);
        },
        async failed() {
          await windows.record(fromAddress, now);
        },
      };
    },
  };
}

/** The wait after `failures` failures, in seconds, as SQL: first × 2^(failures − free), at most max. */
const delay = (limit: BackoffLimit, failures: SQL) =>
  sql`least(${limit.maxDelaySeconds}::float8, ${limit.firstDelaySeconds}::float8 * power(2, least(greatest(${failures} - ${limit.free}, 0), ${MAX_DOUBLINGS})))`;

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
