import { isIPv6 } from "node:net";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { RateLimited } from "../../domain-error";
import type { WindowLimit } from "./limits";

export type Bucket = { key: string; limit: WindowLimit };
export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The spec's sentence for a refusal, with the minutes to wait; answered 429 with `Retry-After`. */
export function tooMany(retryAfterSeconds: number): RateLimited {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new RateLimited(
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    Math.max(1, Math.ceil(retryAfterSeconds)),
  );
}

/**
 * Counts in fixed windows (the window limits of limits.ts). The counters live in the
 * database, so every process of the shop shares them.
 */
export function createRateLimiter(db: Db) {
  const windowOf = (limit: WindowLimit, now: Date) => {
    const ms = limit.windowSeconds * 1000;
    const start = Math.floor(now.getTime() / ms) * ms;
    return { start: new Date(start).toISOString(), waitSeconds: (start + ms - now.getTime()) / 1000 };
  };

  /** Adds `by` to each bucket (0 only reads) and says whether any is over its limit, and for how long. */
  async function count(buckets: Bucket[], by: number, now: Date): Promise<Verdict> {
    let retryAfter = 0;
    for (const { key, limit } of buckets) {
      const { start, waitSeconds } = windowOf(limit, now);
      const [row] = await queryRows<{ count: number }>(
        db,
        by === 0
          ? sql`select count from rate_limit_hits where bucket = ${key} and window_start = ${start}`
          : sql`insert into rate_limit_hits (bucket, window_start, count) values (${key}, ${start}, ${by})
              on conflict (bucket, window_start) do update set count = rate_limit_hits.count + ${by}
              returning count`,
      );
      // Reading (by 0): refused once the limit is used up; counting: refused past it.
      const used = Number(row?.count ?? 0);
      if (by === 0 ? used >= limit.max : used > limit.max) retryAfter = Math.max(retryAfter, waitSeconds);
    }
    return retryAfter > 0 ? { allowed: false, retryAfterSeconds: retryAfter } : { allowed: true };
  }

  const refuse = (verdict: Verdict) => {
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
  };

  return {
    /** Counts an attempt against each bucket; over a limit it is refused (429 with the minutes to wait). */
    async enforce(buckets: Bucket[], now = new Date()) {
      refuse(await count(buckets, 1, now));
    },
    /** Refuses (429) when a bucket is used up, without counting: for limits that count only failures. */
    async check(buckets: Bucket[], now = new Date()) {
      refuse(await count(buckets, 0, now));
    },
    /** Whether each bucket still has room, without counting (the caller says its own sentence). */
    verdict(buckets: Bucket[], now = new Date()): Promise<Verdict> {
      return count(buckets, 0, now);
    },
    /** Counts one event in the bucket and answers the bucket's count in this window, this one included. */
    async tally(bucket: Bucket, now = new Date()): Promise<number> {
      const { start } = windowOf(bucket.limit, now);
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`insert into rate_limit_hits (bucket, window_start, count) values (${bucket.key}, ${start}, 1)
            on conflict (bucket, window_start) do update set count = rate_limit_hits.count + 1
            returning count`,
      );
      return Number(row?.count ?? 0);
    },
    /** Counts a failure (or any event) without refusing anything now. */
    async record(buckets: Bucket[], now = new Date()) {
      await count(buckets, 1, now);
    },
    /** Forgets every count of these buckets (a success that clears its failures). */
    async clear(buckets: Bucket[]) {
      for (const { key } of buckets)
        await queryRows(db, sql`delete from rate_limit_hits where bucket = ${key}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * What a per-address limit counts: the address itself for IPv4, its /64 for IPv6, since one
 * customer's line gets a whole /64 and could step through it address by address.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!isIPv6(plain)) return plain;
  const [head, tail = ""] = plain.toLowerCase().split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = plain.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
