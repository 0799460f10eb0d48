import type { Config } from "./config";
import type { Database } from "./db/client";

/** The sentence pages show and the log repeats while payments go to the sandbox. */
export const TEST_MODE_NOTICE = "Test mode: no money is taken";

/** Which database the process runs on, in words for the start-up log. */
export function describeDatabase(config: Config, database: Pick<Database, "engine" | "durable">): string {
  if (database.engine === "postgres" && config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  }
  const flushed = database.durable
    ? "each commit flushed to disk"
    : "commits NOT flushed to disk: a power cut can lose the last ones";
  return `PGlite (embedded) in ${config.dataDir}, ${flushed}, a backup a day in ${config.dataDir}/backups; PGlite is for trying the shop and small single-machine shops, production uses PostgreSQL (DATABASE_URL)`;
}

/** Which payment provider takes the money, in words for the start-up log. */
export function describePayments(config: Config): string {
  const p = config.payment;
  if (p.provider === "sandbox") return `sandbox (${TEST_MODE_NOTICE.toLowerCase()})`;
  return `Razorpay, ${p.keyId.startsWith("rzp_live_") ? "live" : "test"} key ${p.keyId}`;
}
