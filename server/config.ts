import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { type MessageSettings, messagesFromEnv } from "./config-messages";
import { type CodLimits, codConfirmHoursFromEnv, codLimitsFromEnv } from "./modules/orders/cod-limits";
import { type Limits, limitsFromEnv } from "./modules/rate-limits/limits";
import { parseStorageUrl, type StorageSettings } from "./modules/uploads/storage-url";

/**
 * Every setting the server reads from the environment, validated once at start-up.
 * A wrong value stops the process with one sentence naming the variable (see ConfigError).
 */
export interface Config extends MessageSettings {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  /** The folder for uploaded pictures (/uploads/…) when no bucket is named. */
  uploadsDir: string;
  /** Where uploaded pictures are kept: STORAGE_URL's bucket, else the uploadsDir folder. */
  storage: StorageSettings;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** The address customers use, for canonical links and emails. */
  publicUrl: string;
  /** Trust X-Forwarded-Proto / -For / -Host from a reverse proxy. */
  trustProxy: boolean;
  /** How many trusted proxies append to X-Forwarded-For (server/http/client-ip.ts). */
  proxyHops: number;
  /** Every rate limit, with the environment's overrides (server/modules/rate-limits/limits.ts). */
  rateLimits: Limits;
  /** Open cash-on-delivery orders and units per pack (server/modules/orders/cod-limits.ts). */
  codLimits: CodLimits;
  /** How long a COD order from an unconfirmed phone waits for its confirmation before it is cancelled. */
  codConfirmHours: number;
  /** Connections one address may hold open at once; 0: no cap (server/http/node-server.ts). */
  maxConnectionsPerAddress: number;
  /** Fill an empty database with the demo shop at start-up. */
  seedDemo: boolean;
  /** The demo shop comes with its delivery charges and cash on delivery (SEED_DEMO_RULES). */
  seedDemoRules: boolean;
  /** How long catalogue and blog reads and guests' pages are kept in the process, and a CDN may keep a guest's page (0: off). */
  cacheTtlSeconds: number;
  /** smtp:// or smtps:// server for outgoing email; unset: emails are written to the log. */
  smtpUrl?: string;
  /** The sender of the shop's emails. */
  mailFrom: string;
  /** Worker processes (node:cluster) serving HTTP; 1: this process serves (server/cluster.ts). */
  webConcurrency: number;
  /** /metrics on the main port needs this bearer token; unset: no /metrics there (server/health.ts). */
  metricsToken?: string;
  /** A port of its own (on HOST) that serves /metrics without the main port's traffic. */
  metricsPort?: number;
  payment:
    | { provider: "sandbox"; keySecret: string; webhookSecret: string }
    | { provider: "razorpay"; keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };
}

export class ConfigError extends Error {}

const boolean = (name: string) =>
  z.enum(["true", "false", "1", "0", "yes", "no"], {
    error: `${name} must be true or false`,
  });

const schema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], {
      error: "NODE_ENV must be development, production or test",
    })
    .default("production"),
  PORT: z
    .string()
    .regex(/^\d+$/, "PORT must be a whole number between 1 and 65535")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, "PORT must be a whole number between 1 and 65535")
    .default(3000),
  HOST: z.string().min(1, "HOST must not be empty").default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .refine(
      isPostgresUrl,
      "DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/shop",
    )
    .optional(),
  DATA_DIR: z.string().min(1, "DATA_DIR must not be empty").default("./data"),
  UPLOADS_DIR: z.string().min(1, "UPLOADS_DIR must not be empty").optional(),
  STORAGE_URL: z.string().optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent",
    })
    .default("info"),
  PUBLIC_URL: z
    .string()
    .refine(isHttpUrl, "PUBLIC_URL must be an http:// or https:// address such as https://shop.example.in")
    .optional(),
  TRUST_PROXY: boolean("TRUST_PROXY").default("false"),
  TRUST_PROXY_HOPS: z
    .string()
    .regex(/^([1-9]|10)$/, "TRUST_PROXY_HOPS must be a whole number from 1 to 10")
    .transform(Number)
    .default(1),
  MAX_CONNECTIONS_PER_ADDRESS: z
    .string()
    .regex(/^\d+$/, "MAX_CONNECTIONS_PER_ADDRESS must be a whole number (0 turns the cap off)")
    .transform(Number)
    .optional(),
  SEED_DEMO: boolean("SEED_DEMO").default("true"),
  SEED_DEMO_RULES: boolean("SEED_DEMO_RULES").default("true"),
  SMTP_URL: z
    .string()
    .refine(
      (v) => /^smtps?:\/\/[^/]+/.test(v),
      "SMTP_URL must be an smtp:// or smtps:// address such as smtps://user:password@mail.example.in:465",
    )
    .optional(),
  MAIL_FROM: z.string().max(200, "MAIL_FROM is too long").optional(),
  PAYMENT_PROVIDER: z
    .enum(["sandbox", "razorpay"], { error: "PAYMENT_PROVIDER must be sandbox or razorpay" })
    .default("sandbox"),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, "RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…")
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, "RAZORPAY_KEY_SECRET is too short").optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, "RAZORPAY_WEBHOOK_SECRET is too short").optional(),
  RAZORPAY_API_URL: z.string().refine(isHttpUrl, "RAZORPAY_API_URL must be an http(s) address").optional(),
  SANDBOX_KEY_SECRET: z.string().min(8, "SANDBOX_KEY_SECRET is too short").optional(),
  CACHE_TTL_SECONDS: z
    .string()
    .regex(/^\d+$/, "CACHE_TTL_SECONDS must be a whole number of seconds (0 turns the cache off)")
    .transform(Number)
    .refine((n) => n <= 3600, "CACHE_TTL_SECONDS must be at most 3600")
    .default(30),
  WEB_CONCURRENCY: z
    .string()
    .regex(
      /^([1-9]|[1-5]\d|6[0-4])$/,
      "WEB_CONCURRENCY must be a whole number of worker processes from 1 to 64",
    )
    .transform(Number)
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, "METRICS_TOKEN must be at least 16 characters (openssl rand -hex 24 makes one)")
    .regex(/^[\x21-\x7e]+$/, "METRICS_TOKEN must be printable characters without spaces")
    .optional(),
  METRICS_PORT: z
    .string()
    .regex(/^\d+$/, "METRICS_PORT must be a whole number between 1 and 65535")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, "METRICS_PORT must be a whole number between 1 and 65535")
    .optional(),
});

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const SECRETS = new Set([
  "METRICS_TOKEN",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "SANDBOX_KEY_SECRET",
]);

const truthy = (v: string) => v === "true" || v === "1" || v === "yes";

/** Reads the configuration; throws ConfigError with one readable sentence on the first bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as they do in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    const got = cleaned[name];
    // A secret is not repeated into the log, even a wrong one.
    if (SECRETS.has(name)) throw new ConfigError(`${issue.message}.`);
    throw new ConfigError(`${issue.message} (got ${JSON.stringify(got)}).`);
  }
  const e = parsed.data;
  // The sandbox is the default so that `npm start` works on a laptop; a shop on a public https
  // address running it by accident would take orders and no money (docs/decisions/0009).
  if (e.PUBLIC_URL?.startsWith("https:") && cleaned.PAYMENT_PROVIDER === undefined) {
    throw new ConfigError(
      "PUBLIC_URL is an https address but PAYMENT_PROVIDER is not set: set PAYMENT_PROVIDER=razorpay to take real payments, or PAYMENT_PROVIDER=sandbox to run in test mode on purpose.",
    );
  }
  let rateLimits: Limits;
  let codLimits: CodLimits;
  let codConfirmHours: number;
  let messages: MessageSettings;
  try {
    rateLimits = limitsFromEnv(cleaned);
    codLimits = codLimitsFromEnv(cleaned);
    codConfirmHours = codConfirmHoursFromEnv(cleaned);
    messages = messagesFromEnv(cleaned);
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}.`);
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(`METRICS_PORT must differ from PORT (both are ${e.PORT}).`);
  }
  const uploadsDir = path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, "uploads"));
  let storage: StorageSettings = { kind: "folder", dir: uploadsDir };
  if (e.STORAGE_URL) {
    try {
      storage = parseStorageUrl(e.STORAGE_URL, cleaned);
    } catch (error) {
      throw new ConfigError(`${(error as Error).message}.`);
    }
  }
  const webConcurrency = workersFor(e.WEB_CONCURRENCY, e.DATABASE_URL, e.NODE_ENV);
  if (e.PAYMENT_PROVIDER === "razorpay") {
    for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
      if (!e[name]) throw new ConfigError(`${name} must be set when PAYMENT_PROVIDER is razorpay.`);
    }
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir,
    storage,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    trustProxy: truthy(e.TRUST_PROXY),
    proxyHops: e.TRUST_PROXY_HOPS,
    // Behind a proxy every connection comes from the proxy: the cap is the proxy's job there.
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (truthy(e.TRUST_PROXY) ? 0 : 256),
    rateLimits,
    codLimits,
    codConfirmHours,
    seedDemo: truthy(e.SEED_DEMO),
    seedDemoRules: truthy(e.SEED_DEMO_RULES),
    cacheTtlSeconds: e.CACHE_TTL_SECONDS,
    ...messages,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? "shop@localhost",
    webConcurrency,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    payment:
      e.PAYMENT_PROVIDER === "razorpay"
        ? {
            provider: "razorpay",
            keyId: e.RAZORPAY_KEY_ID as string,
            keySecret: e.RAZORPAY_KEY_SECRET as string,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET as string,
            apiUrl: e.RAZORPAY_API_URL ?? "https://api.razorpay.com",
          }
        : {
            provider: "sandbox",
            // Test mode only: the sandbox moves no money, so a fixed default secret is harmless.
            keySecret: e.SANDBOX_KEY_SECRET ?? "sandbox_key_secret_not_for_real_money",
            webhookSecret: e.SANDBOX_KEY_SECRET ?? "sandbox_webhook_secret_not_for_real_money",
          },
  };
}

/**
 * How many worker processes serve HTTP (docs/decisions/0016-all-cores.md): every core on
 * PostgreSQL, one on PGlite, whose database lives inside its one process, and one under
 * `npm run dev` (hot reload is one process).
 */
function workersFor(asked: number | undefined, databaseUrl: string | undefined, nodeEnv: string): number {
  if (asked === undefined) return databaseUrl && nodeEnv !== "development" ? os.availableParallelism() : 1;
  if (asked > 1 && !databaseUrl) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${asked} needs PostgreSQL (DATABASE_URL): the embedded PGlite database lives inside one process, so without DATABASE_URL the shop runs one (set WEB_CONCURRENCY=1 or leave it unset).`,
    );
  }
  if (asked > 1 && nodeEnv === "development") {
    throw new ConfigError(
      `WEB_CONCURRENCY=${asked} does not work with npm run dev: hot reload runs in one process (leave WEB_CONCURRENCY unset).`,
    );
  }
  return asked;
}
