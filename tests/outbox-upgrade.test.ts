import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "../server/db/migrate";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { dispatchOutbox, smtpMailer } from "../server/modules/outbox/outbox.service";
import { startSmtpServer } from "./helpers/smtp";
import { afterFile, databaseBefore } from "./helpers/upgrade";

// The lease migration (0002) on a database that already holds emails written by the old
// outbox: they keep their state and the pending ones are sent.

describe("the outbox lease migration", () => {
  it("keeps the old outbox's emails, and sends the pending ones afterwards", async () => {
    const database = await databaseBefore("_outbox_leases");
    // Written as the old code wrote them (no lease columns exist yet).
    await database.db.execute(
      sql`insert into email_outbox (to_address, subject, body_text, kind, status, attempts, sent_at) values
        ('old-pending@example.com', 'Old pending', 'Hello', 'welcome', 'PENDING', 2, null),
        ('old-sent@example.com', 'Old sent', 'Hello', 'welcome', 'SENT', 1, now()),
        ('old-failed@example.com', 'Old failed', 'Hello', 'welcome', 'FAILED', 5, null)`,
    );
    await migrateDatabase(database);

    const smtp = await startSmtpServer();
    afterFile(() => smtp.close());
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
