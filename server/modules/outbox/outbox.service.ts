import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { emailOutbox } from "./outbox.schema";

export interface Email {
  to: string;
  subject: string;
  text: string;
  kind: "welcome" | "password-reset" | "order-confirmation";
}

type Executor = Pick<Db, "insert">;

/** Queues an email, inside the caller's transaction when one is given. */
export async function enqueueEmail(db: Executor, email: Email) {
  await db
    .insert(emailOutbox)
    .values({ toAddress: email.to, subject: email.subject, bodyText: email.text, kind: email.kind });
}

export interface Mailer {
  send(email: { to: string; subject: string; text: string; from: string }): Promise<void>;
}

/** An SMTP mailer for SMTP_URL (smtp://user:pass@host:port or smtps://...). */
export async function smtpMailer(url: string): Promise<Mailer> {
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.createTransport(url);
  return {
    async send(email) {
      await transport.sendMail(email);
    },
  };
}

const MAX_ATTEMPTS = 5;

/**
 * Sends what is queued: by SMTP when a mailer is configured, otherwise into the server log
 * (status LOGGED) so that a developer can follow a reset link. Rows are claimed with
 * SKIP LOCKED, so several processes can run this at once without sending twice.
 */
export async function dispatchOutbox(
  db: Db,
  opts: { mailer?: Mailer; from: string; logger: Logger; batch?: number },
) {
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "PENDING"), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(emailOutbox.id))
      .limit(opts.batch ?? 20)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return rows;
    await tx
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1` })
      .where(
        inArray(
          emailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    for (const row of rows) {
      if (opts.mailer) continue;
      opts.logger.info(
        { emailTo: row.toAddress, subject: row.subject, kind: row.kind },
        `email (no SMTP_URL set):\n${row.bodyText}`,
      );
      await tx
        .update(emailOutbox)
        .set({ status: "LOGGED", sentAt: new Date() })
        .where(eq(emailOutbox.id, row.id));
    }
    return rows;
  });
  if (!opts.mailer) return claimed.length;
  for (const row of claimed) {
    try {
      await opts.mailer.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.bodyText,
        from: opts.from,
      });
      await db
        .update(emailOutbox)
        .set({ status: "SENT", sentAt: new Date() })
        .where(eq(emailOutbox.id, row.id));
    } catch (error) {
      const failed = row.attempts + 1 >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: failed ? "FAILED" : "PENDING",
          lastError: String((error as Error).message).slice(0, 500),
        })
        .where(eq(emailOutbox.id, row.id));
      opts.logger.warn({ err: error, emailId: row.id }, "email could not be sent");
    }
  }
  return claimed.length;
}
