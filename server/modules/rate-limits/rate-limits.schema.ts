import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns";

/** Fixed-window counters shared by every process (server/modules/rate-limits/limiter.ts). */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    windowStart: instant("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    check("rate_limit_hits_count", sql`${t.count} >= 0`),
  ],
);

/**
 * Failed logins with growing delays (server/modules/rate-limits/login-throttle.ts): one row
 * per account and address, and one per account. A success deletes its pair's row.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    lastFailureAt: instant("last_failure_at").notNull(),
  },
  (t) => [check("login_failures_count", sql`${t.failures} >= 0`)],
);
