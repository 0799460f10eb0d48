import os from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const messageFor = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a configuration error");
};

describe("configuration from the environment", () => {
  it("waits 24 hours for a COD confirmation unless COD_CONFIRM_HOURS says otherwise (1 to 168)", () => {
    expect(loadConfig({}).codConfirmHours).toBe(24);
    expect(loadConfig({ COD_CONFIRM_HOURS: "6" }).codConfirmHours).toBe(6);
    for (const bad of ["0", "169", "two", "1.5"]) {
      expect(messageFor({ COD_CONFIRM_HOURS: bad })).toBe(
        `COD_CONFIRM_HOURS must be a whole number of hours from 1 to 168 (got "${bad}").`,
      );
    }
  });

  it("runs with no variables at all: port 3000, PGlite in ./data, demo data on", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.uploadsDir).toMatch(/\/data\/uploads$/);
    expect(config.seedDemo).toBe(true);
    expect(config.seedDemoRules).toBe(true);
    expect(config.smsDailyCap).toBe(500);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("reads every variable it knows", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://shop:secret@db.internal:5432/shop",
      DATA_DIR: "/var/lib/shop",
      LOG_LEVEL: "warn",
      PUBLIC_URL: "https://shop.example.in/",
      PAYMENT_PROVIDER: "sandbox",
      TRUST_PROXY: "true",
      SEED_DEMO: "false",
      SEED_DEMO_RULES: "no",
      SMS_DAILY_CAP: "2000",
      NODE_ENV: "production",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      databaseUrl: "postgres://shop:secret@db.internal:5432/shop",
      dataDir: "/var/lib/shop",
      uploadsDir: "/var/lib/shop/uploads",
      logLevel: "warn",
      publicUrl: "https://shop.example.in",
      trustProxy: true,
      seedDemo: false,
      seedDemoRules: false,
      smsDailyCap: 2000,
    });
  });

  it("keeps uploads where UPLOADS_DIR says, apart from the database's folder", () => {
    expect(loadConfig({ DATA_DIR: "/var/lib/shop", UPLOADS_DIR: "/srv/pictures" }).uploadsDir).toBe(
      "/srv/pictures",
    );
  });

  it.each([
    [{ PORT: "abc" }, /^PORT must be a whole number between 1 and 65535 \(got "abc"\)\.$/],
    [{ PORT: "70000" }, /^PORT must be a whole number between 1 and 65535 \(got "70000"\)\.$/],
    [{ PORT: "0" }, /^PORT must be/],
    [{ DATABASE_URL: "mysql://x@y/z" }, /^DATABASE_URL must be a PostgreSQL URL/],
    [{ DATABASE_URL: "not a url" }, /^DATABASE_URL must be a PostgreSQL URL/],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL must be one of/],
    [{ TRUST_PROXY: "maybe" }, /^TRUST_PROXY must be true or false/],
    [{ SEED_DEMO_RULES: "maybe" }, /^SEED_DEMO_RULES must be true or false/],
    [
      { SMS_DAILY_CAP: "0" },
      /^SMS_DAILY_CAP must be a whole number of SMS codes a day, from 1 to 9999999 \(got "0"\)\.$/,
    ],
    [{ PUBLIC_URL: "shop.example.in" }, /^PUBLIC_URL must be an http/],
    [{ NODE_ENV: "staging" }, /^NODE_ENV must be development, production or test/],
    [{ SMTP_URL: "mail.example.in" }, /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/],
    [{ CACHE_TTL_SECONDS: "soon" }, /^CACHE_TTL_SECONDS must be a whole number of seconds/],
  ])("stops on %o with one sentence naming the variable", (env, expected) => {
    const message = messageFor(env);
    expect(message).toMatch(expected);
    expect(message.split("\n")).toHaveLength(1);
  });

  it("refuses the default sandbox on an https PUBLIC_URL, naming both variables in one sentence", () => {
    const message = messageFor({ PUBLIC_URL: "https://shop.example.in" });
    expect(message).toBe(
      "PUBLIC_URL is an https address but PAYMENT_PROVIDER is not set: set PAYMENT_PROVIDER=razorpay to take real payments, or PAYMENT_PROVIDER=sandbox to run in test mode on purpose.",
    );
    // An empty PAYMENT_PROVIDER counts as unset, like every variable.
    expect(messageFor({ PUBLIC_URL: "https://shop.example.in", PAYMENT_PROVIDER: "" })).toBe(message);
  });

  it("runs the sandbox on https when PAYMENT_PROVIDER=sandbox is said explicitly, and on http by default", () => {
    const explicit = loadConfig({ PUBLIC_URL: "https://shop.example.in", PAYMENT_PROVIDER: "sandbox" });
    expect(explicit.payment.provider).toBe("sandbox");
    expect(loadConfig({ PUBLIC_URL: "http://192.168.1.5:3000" }).payment.provider).toBe("sandbox");
    expect(loadConfig({}).payment.provider).toBe("sandbox");
  });

  it("runs Razorpay on an https PUBLIC_URL", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://shop.example.in",
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: "rzp_live_abc123",
      RAZORPAY_KEY_SECRET: "secret_123456",
      RAZORPAY_WEBHOOK_SECRET: "whsec_7654321",
    });
    expect(config.payment.provider).toBe("razorpay");
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("runs one worker per core on PostgreSQL, one on PGlite and under npm run dev", () => {
    const pg = "postgres://shop@db:5432/shop";
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: pg }).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ DATABASE_URL: pg, NODE_ENV: "development" }).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: pg, WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
  });

  it("refuses several workers on PGlite and under npm run dev, saying why", () => {
    expect(messageFor({ WEB_CONCURRENCY: "2" })).toBe(
      "WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL): the embedded PGlite database lives inside one process, so without DATABASE_URL the shop runs one (set WEB_CONCURRENCY=1 or leave it unset).",
    );
    expect(
      messageFor({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://shop@db/shop", NODE_ENV: "development" }),
    ).toMatch(/^WEB_CONCURRENCY=2 does not work with npm run dev/);
    expect(messageFor({ WEB_CONCURRENCY: "0" })).toBe(
      'WEB_CONCURRENCY must be a whole number of worker processes from 1 to 64 (got "0").',
    );
    expect(messageFor({ WEB_CONCURRENCY: "two" })).toMatch(/^WEB_CONCURRENCY must be a whole number/);
  });

  it("reads the metrics settings, never repeating a wrong token into the log", () => {
    const config = loadConfig({ METRICS_TOKEN: "a-long-enough-token-42", METRICS_PORT: "9464" });
    expect(config).toMatchObject({ metricsToken: "a-long-enough-token-42", metricsPort: 9464 });
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(messageFor({ METRICS_TOKEN: "short" })).toBe(
      "METRICS_TOKEN must be at least 16 characters (openssl rand -hex 24 makes one).",
    );
    expect(messageFor({ METRICS_PORT: "3000" })).toBe("METRICS_PORT must differ from PORT (both are 3000).");
    expect(messageFor({ METRICS_PORT: "99999" })).toMatch(/^METRICS_PORT must be a whole number/);
  });
});
