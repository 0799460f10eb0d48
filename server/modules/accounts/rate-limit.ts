import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * Counts an attempt against each bucket (fixed windows, counters in the database so every
 * process shares them) and says whether any bucket is over its limit, and for how long.
 */
export async function hit(
  db: Db,
  buckets: { key: string; limit: Limit }[],
  now = new Date(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
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

/** Drops windows that ended over a day ago (called now and then). */
export async function pruneRateLimits(db: Db, now = new Date()) {
  await db.execute(
    sql`delete from rate_limit_hits where window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`,
  );
}
