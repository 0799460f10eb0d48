import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../server/db/client";
import { migrateDatabase, migrationsFolder } from "../server/db/migrate";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { dispatchOutbox, smtpMailer } from "../server/modules/outbox/outbox.service";
import { startSmtpServer } from "./helpers/smtp";

// The lease migration (0002) on a database that already holds emails written by the old
// outbox: they keep their state and the pending ones are sent.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A copy of the migrations folder that stops before the lease migration. */
function migrationsBeforeLeases(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith("_outbox_leases"));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An empty database of the engine under test. */
async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: "pglite" });
  const name = `shop_up_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 2 });
}

describe("the outbox lease migration", () => {
  it("keeps the old outbox's emails, and sends the pending ones afterwards", async () => {
    const database = await emptyDatabase();
    cleanups.push(() => database.close());
    process.env.MIGRATIONS_DIR = migrationsBeforeLeases();
    try {
      await migrateDatabase(database);
    } finally {
      delete process.env.MIGRATIONS_DIR;
    }
    // Written as the old code wrote them (no lease columns exist yet).
    await database.db.execute(
      sql`insert into email_outbox (to_address, subject, body_text, kind, status, attempts, sent_at) values
        ('old-pending@example.com', 'Old pending', 'Hello', 'welcome', 'PENDING', 2, null),
        ('old-sent@example.com', 'Old sent', 'Hello', 'welcome', 'SENT', 1, now()),
        ('old-failed@example.com', 'Old failed', 'Hello', 'welcome', 'FAILED', 5, null)`,
    );
    await migrateDatabase(database);

    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const mailer = await smtpMailer(smtp.url);
    const logger = pino({ level: "silent" });
    expect(await dispatchOutbox(database.db, { mailer, from: "shop@example.com", logger })).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain("Old pending");
    const status = async (to: string) =>
      (await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0];
    expect(await status("old-pending@example.com")).toMatchObject({ status: "SENT", attempts: 3 });
    expect(await status("old-sent@example.com")).toMatchObject({ status: "SENT", attempts: 1 });
    expect(await status("old-failed@example.com")).toMatchObject({ status: "FAILED", attempts: 5 });
  });
});
