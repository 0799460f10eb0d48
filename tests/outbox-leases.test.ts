import { spawn } from "node:child_process";
import { eq, like, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import {
  claimNextEmail,
  dispatchOutbox,
  enqueueEmail,
  failedEmailCount,
  markSent,
  type OutboxPolicy,
  smtpMailer,
} from "../server/modules/outbox/outbox.service";
import { createTestDatabase, type TestDatabase } from "./helpers/database";
import { startSmtpServer } from "./helpers/smtp";

// Fault injection against a real SMTP server (slow or refusing) and real concurrent senders:
// in-process racers on either engine, separate OS processes on PostgreSQL.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const silent = pino({ level: "silent" });

async function enqueueMany(tag: string, n: number) {
  for (let i = 0; i < n; i++) {
    await enqueueEmail(database.db, {
      to: `${tag}-${i}@example.com`,
      subject: `${tag} #${i}`,
      text: `Body ${tag} ${i}`,
      kind: "order-confirmation",
    });
  }
}

const rowsOf = (tag: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.toAddress, `${tag}-%`));

/** Each accepted message's subject, to count deliveries per email. */
const subjects = (received: string[]) => received.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]?.trim());

function expectEachOnce(received: string[], tag: string, n: number) {
  const got = subjects(received).filter((s) => s?.startsWith(`${tag} #`));
  expect(got.sort()).toEqual(Array.from({ length: n }, (_, i) => `${tag} #${i}`).sort());
}

describe("outbox leases", () => {
  it("two dispatchers racing in one process against a slow SMTP server send each email once", async () => {
    const smtp = await startSmtpServer({ delayMs: 1_500 });
    try {
      await enqueueMany("race", 4);
      const mailer = await smtpMailer(smtp.url);
      const drain = async () => {
        let handled = 0;
        for (;;) {
          const n = await dispatchOutbox(database.db, { mailer, from: "shop@example.com", logger: silent });
          if (n === 0) return handled;
          handled += n;
        }
      };
      const [a, b] = await Promise.all([drain(), drain()]);
      expect(a + b).toBe(4);
      // Both really sent, in parallel: the race the leases must win took place.
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      expectEachOnce(smtp.received, "race", 4);
      const rows = await rowsOf("race");
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ["SENT", 1]));
    } finally {
      await smtp.close();
    }
  });

  it("takes a row again once a crashed sender's lease has run out, and only then", async () => {
    await enqueueMany("crash", 1);
    const policy: OutboxPolicy = { leaseMs: 60_000, retryBaseMs: 1000, retryMaxMs: 10_000, maxAttempts: 3 };
    const first = await claimNextEmail(database.db, policy);
    expect(first).toMatchObject({ toAddress: "crash-0@example.com", status: "SENDING", attempts: 1 });
    // The lease is live: nobody else may take the row.
    expect(await claimNextEmail(database.db, policy)).toBeUndefined();
    // The sender "dies"; its lease runs out.
    await database.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, first!.id));
    const second = await claimNextEmail(database.db, policy);
    expect(second).toMatchObject({ id: first!.id, attempts: 2 });
    // A late answer to the first claim must not overwrite the second sender's claim.
    expect(await markSent(database.db, first!)).toBe(false);
    expect(await markSent(database.db, second!)).toBe(true);
    const [row] = await rowsOf("crash");
    expect(row).toMatchObject({ status: "SENT", attempts: 2, lockedUntil: null });
  });

  it("retries a refusing SMTP server with growing gaps, then gives the email up as FAILED", async () => {
    for (const code of [451, 550]) {
      const smtp = await startSmtpServer({ failWith: code });
      const tag = `refused${code}`;
      try {
        await enqueueMany(tag, 1);
        const mailer = await smtpMailer(smtp.url);
        const policy: OutboxPolicy = { leaseMs: 10_000, retryBaseMs: 400, retryMaxMs: 5_000, maxAttempts: 4 };
        const lines: string[] = [];
        const logger = pino({ level: "warn" }, { write: (l: string) => lines.push(l) });
        const failedBefore = await failedEmailCount(database.db);
        const gaps: number[] = [];
        for (let attempt = 1; attempt <= 4; attempt++) {
          const [due] = await rowsOf(tag);
          await new Promise((r) => setTimeout(r, Math.max(0, due.nextAttemptAt.getTime() - Date.now()) + 20));
          expect(
            await dispatchOutbox(database.db, { mailer, from: "shop@example.com", logger, policy }),
          ).toBe(1);
          // The gap is measured from just after the failed attempt, on the database's clock.
          const [{ now }] = await queryRows<{ now: string | Date }>(database.db, sql`select now() as now`);
          const [row] = await rowsOf(tag);
          expect(row.attempts).toBe(attempt);
          if (attempt < 4) {
            expect(row.status).toBe("PENDING");
            gaps.push(row.nextAttemptAt.getTime() - new Date(now).getTime());
            // Retried only when due: an immediate second call finds nothing.
            expect(
              await dispatchOutbox(database.db, { mailer, from: "shop@example.com", logger, policy }),
            ).toBe(0);
          } else {
            expect(row.status).toBe("FAILED");
            expect(row.lastError).toContain(String(code));
          }
        }
        expect(smtp.refused()).toBe(4);
        expect(smtp.received).toHaveLength(0);
        // 400, 800, 1600 ms: each gap about twice the one before.
        expect(gaps[1]).toBeGreaterThan(gaps[0] * 1.5);
        expect(gaps[2]).toBeGreaterThan(gaps[1] * 1.5);
        expect(await failedEmailCount(database.db)).toBe(failedBefore + 1);
        expect(lines.join("")).toContain("given up");
        // FAILED is final: no further attempts.
        expect(await dispatchOutbox(database.db, { mailer, from: "shop@example.com", logger, policy })).toBe(
          0,
        );
      } finally {
        await smtp.close();
      }
    }
  });
});

/** Runs tests/fixtures/outbox-dispatcher.ts as its own process and returns what it handled. */
function dispatcherProcess(env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/outbox-dispatcher.ts"], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`dispatcher exited ${code}: ${err}`));
      else resolve((JSON.parse(out.trim().split("\n").at(-1)!) as { handled: number }).handled);
    });
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)("outbox leases across processes (PostgreSQL)", () => {
  it("two dispatcher processes with a slow SMTP server deliver every email exactly once", async () => {
    const smtp = await startSmtpServer({ delayMs: 1_500 });
    try {
      await enqueueMany("procs", 8);
      const env = { DATABASE_URL: database.url!, SMTP_URL: smtp.url };
      const [a, b] = await Promise.all([dispatcherProcess(env), dispatcherProcess(env)]);
      expect(a + b).toBe(8);
      // Both processes really sent: the race the leases must win took place.
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      expectEachOnce(smtp.received, "procs", 8);
      const rows = await database.db.select().from(emailOutbox).where(like(emailOutbox.toAddress, "procs-%"));
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ["SENT", 1]));
    } finally {
      await smtp.close();
    }
  }, 60_000);
});
