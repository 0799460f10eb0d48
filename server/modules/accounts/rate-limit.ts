import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { rateLimited } from "../../domain-error";

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowSeconds: number;
}

/** Per IP and per account, as docs/api.md lists them. */
export const LIMITS = {
  loginIp: { max: 30, windowSeconds: 900 },
  loginAccount: { max: 8, windowSeconds: 900 },
  signupIp: { max: 10, windowSeconds: 3600 },
  signupAccount: { max: 5, windowSeconds: 3600 },
  forgotIp: { max: 10, windowSeconds: 3600 },
  forgotAccount: { max: 3, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

export type Bucket = { key: string; limit: Limit };
export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts attempts in fixed windows. The counters live in the database, so every process of
 * the shop shares them.
 */
export function createRateLimiter(db: Db) {
  /** Counts an attempt against each bucket and says whether any is over its limit, and for how long. */
  async function hit(buckets: Bucket[], now = new Date()): Promise<Verdict> {
    let retryAfter = 0;
    for (const { key, limit } of buckets) {
      const windowMs = limit.windowSeconds * 1000;
      const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`insert into rate_limit_hits (bucket, window_start, count) values (${key}, ${start.toISOString()}, 1)
            on conflict (bucket, window_start) do update set count = rate_limit_hits.count + 1
            returning count`,
      );
      if (Number(row.count) > limit.max) {
        retryAfter = Math.max(retryAfter, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
      }
    }
    return retryAfter > 0 ? { allowed: false, retryAfterSeconds: retryAfter } : { allowed: true };
  }

  return {
    hit,
    /** Counts the attempt; over a limit it is refused with the minutes to wait (429). */
    async enforce(buckets: Bucket[]) {
      const verdict = await hit(buckets);
      if (verdict.allowed) return;
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
      throw rateLimited(
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
