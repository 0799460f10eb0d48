import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../server/modules/outbox/outbox.schema";
import { dispatchOutbox, enqueueEmail, smtpMailer } from "../server/modules/outbox/outbox.service";
import { createTestDatabase, type TestDatabase } from "./helpers/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Puts an email in the outbox, as the shop's flows do. */
const enqueue = (
  to: string,
  subject: string,
  text: string,
  kind: Parameters<typeof enqueueEmail>[1]["kind"],
) => enqueueEmail(database.db, { to, subject, text, kind });

/** The outbox's row of the email to this address. */
async function outboxRowTo(address: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
  return row;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function smtpServer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      let text = "";
      stream.on("data", (d) => {
        text += d;
      });
      stream.on("end", () => {
        received.push(text);
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.server.address() as { port: number }).port;
  return { received, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("the email outbox", () => {
  it("without SMTP writes each email to the log so a developer can follow its link", async () => {
    await enqueue("dev@example.com", "Reset", "Open https://shop/reset/abc", "password-reset");
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (l: string) => lines.push(l) });
    expect(await dispatchOutbox(database.db, { from: "shop@example.com", logger })).toBe(1);
    expect(lines.join("")).toContain("https://shop/reset/abc");
    const row = await outboxRowTo("dev@example.com");
    expect(row.status).toBe("LOGGED");
    expect(await dispatchOutbox(database.db, { from: "shop@example.com", logger })).toBe(0);
  });

  it("sends by SMTP when a server is configured, once", async () => {
    const smtp = await smtpServer();
    try {
      await enqueue("farmer@example.com", "Welcome", "Hello farmer", "welcome");
      const mailer = await smtpMailer(`smtp://127.0.0.1:${smtp.port}`);
      const logger = pino({ level: "silent" });
      await dispatchOutbox(database.db, { mailer, from: "shop@example.com", logger });
      await dispatchOutbox(database.db, { mailer, from: "shop@example.com", logger });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain("Hello farmer");
      expect(smtp.received[0]).toMatch(/^To: farmer@example.com/m);
      const row = await outboxRowTo("farmer@example.com");
      expect(row.status).toBe("SENT");
    } finally {
      await smtp.close();
    }
  });

  it("keeps an email that could not be sent, to try again", async () => {
    await enqueue("later@example.com", "Order", "Paid", "order-confirmation");
    const mailer = await smtpMailer("smtp://127.0.0.1:1"); // nothing listens there
    await dispatchOutbox(database.db, {
      mailer,
      from: "shop@example.com",
      logger: pino({ level: "silent" }),
    });
    const row = await outboxRowTo("later@example.com");
    expect(row).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(row.lastError).toBeTruthy();
  });
});
