import { and, asc, count, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { type Channel, emailOutbox, type OutboxRow } from "./outbox.schema";

export interface Email {
  /** Null or empty: the customer has no email (signed up with a phone), and nothing is queued. */
  to: string | null;
  subject: string;
  text: string;
  /** The same message as HTML, for mail programs that show it; the text is always sent too. */
  html?: string;
  kind:
    | "welcome"
    | "password-reset"
    | "order-confirmation"
    | "order-shipped"
    | "order-delivered"
    | "order-cancelled"
    | "refund"
    | "rating-ask"
    | "staff-invite"
    | "enquiry-reply"
    | "message-reply"
    | "staff-digest"
    | "back-in-stock";
}

type Executor = Pick<Db, "insert">;

/**
 * Queues an email, inside the caller's transaction when one is given. A customer without an
 * email address (signed up with a phone) simply gets none: nothing is queued, nothing fails.
 */
export async function enqueueEmail(db: Executor, email: Email) {
  if (!email.to) return;
  await db.insert(emailOutbox).values({
    toAddress: email.to,
    subject: email.subject,
    bodyText: email.text,
    bodyHtml: email.html ?? null,
    kind: email.kind,
  });
}

export interface Mailer {
  send(email: { to: string; subject: string; text: string; html?: string; from: string }): Promise<void>;
}

/**
 * An SMTP mailer for SMTP_URL (smtp://user:pass@host:port or smtps://...). Its timeouts are
 * well inside the outbox lease, so a send cannot outlive the claim that allowed it.
 */
export async function smtpMailer(url: string): Promise<Mailer> {
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(email) {
      await transport.sendMail(email);
    },
  };
}

/** How the outbox retries; tests pass shorter times. */
export interface OutboxPolicy {
  /** How long a claim lasts: longer than any one SMTP exchange can take (see smtpMailer). */
  leaseMs: number;
  /** The first retry waits this long, each further one twice as long… */
  retryBaseMs: number;
  /** …but never longer than this. */
  retryMaxMs: number;
  /** Attempts before an email is given up as FAILED. */
  maxAttempts: number;
}

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: ten attempts span about three hours. */
export const OUTBOX_POLICY: OutboxPolicy = {
  leaseMs: 5 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 10,
};

/** The wait after the given failed attempt (1-based): base · 2^(attempt-1), capped. */
export function retryDelayMs(attempt: number, policy: OutboxPolicy = OUTBOX_POLICY): number {
  return Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.max(0, attempt - 1));
}

const ms = (n: number) => sql`(${String(Math.round(n))}::bigint * interval '1 millisecond')`;

/**
 * Rows a sender may take: PENDING and due, or SENDING under a lease that ran out (its sender
 * died mid-send). Times come from the database clock, which every process shares.
 */
const due = or(
  and(eq(emailOutbox.status, "PENDING"), lte(emailOutbox.nextAttemptAt, sql`now()`)),
  and(eq(emailOutbox.status, "SENDING"), lte(emailOutbox.lockedUntil, sql`now()`)),
);
/** Due rows of the given channels: each channel has its own senders. */
const claimable = (channels: readonly Channel[]) => and(inArray(emailOutbox.channel, [...channels]), due);

/**
 * Takes one due email under a lease, in a short transaction of its own that is committed
 * before any network call: SKIP LOCKED lets concurrent senders pass over a row being claimed,
 * and the committed SENDING status keeps every other sender off it until the lease ends.
 */
export const claimNextEmail = (db: Db, policy: OutboxPolicy = OUTBOX_POLICY) =>
  claimNext(db, ["email"], policy);

/** Takes one due message of the given channels under a lease (as claimNextEmail). */
export async function claimNext(
  db: Db,
  channels: readonly Channel[],
  policy: OutboxPolicy = OUTBOX_POLICY,
): Promise<OutboxRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(claimable(channels))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return undefined;
    const [taken] = await tx
      .update(emailOutbox)
      .set({
        status: "SENDING",
        lockedUntil: sql`now() + ${ms(policy.leaseMs)}`,
        attempts: sql`${emailOutbox.attempts} + 1`,
      })
      .where(and(eq(emailOutbox.id, row.id), due))
      .returning();
    return taken;
  });
}

/**
 * The claim is still ours: nobody has claimed the row since (each claim raises attempts).
 * A lease that ran out but was not taken over still counts, so a slow success is not resent.
 */
const stillOurs = (row: OutboxRow) =>
  and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "SENDING"), eq(emailOutbox.attempts, row.attempts));

/**
 * Records the SMTP server's (or the text provider's) acceptance, with the provider's id of a
 * text message; false if another sender has taken the row over.
 */
export async function markSent(db: Db, row: OutboxRow, providerId?: string): Promise<boolean> {
  const done = await db
    .update(emailOutbox)
    .set({ status: "SENT", sentAt: sql`now()`, lockedUntil: null, ...(providerId ? { providerId } : {}) })
    .where(stillOurs(row))
    .returning({ id: emailOutbox.id });
  return done.length > 0;
}

/** Schedules the next attempt after a failure, or gives the email up once attempts are spent. */
export async function markFailed(
  db: Db,
  row: OutboxRow,
  error: unknown,
  policy: OutboxPolicy = OUTBOX_POLICY,
): Promise<"retry" | "failed" | "lost"> {
  const givingUp = row.attempts >= policy.maxAttempts;
  const done = await db
    .update(emailOutbox)
    .set({
      status: givingUp ? "FAILED" : "PENDING",
      lockedUntil: null,
      nextAttemptAt: givingUp ? sql`now()` : sql`now() + ${ms(retryDelayMs(row.attempts, policy))}`,
      lastError: String((error as Error)?.message ?? error).slice(0, 500),
    })
    .where(stillOurs(row))
    .returning({ id: emailOutbox.id });
  if (done.length === 0) return "lost";
  return givingUp ? "failed" : "retry";
}

/** Emails given up on: the back office shows this count, the log has one line for each. */
export async function failedEmailCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "FAILED"), eq(emailOutbox.channel, "email")));
  return Number(row.n);
}

export interface DispatchOptions {
  mailer?: Mailer;
  from: string;
  logger: Logger;
  /** The most emails one call handles. */
  batch?: number;
  policy?: OutboxPolicy;
}

/**
 * Sends what is due: by SMTP when a mailer is configured, otherwise into the server log
 * (status LOGGED) so that a developer can follow a reset link. One email at a time: claim
 * (committed), send, then record the answer, so a lease only has to cover one SMTP exchange
 * and any number of processes can run this at once without sending an email twice.
 * Returns how many emails it handled.
 */
export async function dispatchOutbox(db: Db, opts: DispatchOptions): Promise<number> {
  const policy = opts.policy ?? OUTBOX_POLICY;
  const batch = opts.batch ?? 20;
  if (!opts.mailer) return logDue(db, opts.logger, batch);
  let handled = 0;
  while (handled < batch) {
    const row = await claimNextEmail(db, policy);
    if (!row) break;
    handled++;
    try {
      await opts.mailer.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.bodyText,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        from: opts.from,
      });
    } catch (error) {
      const outcome = await markFailed(db, row, error, policy);
      if (outcome === "failed") {
        opts.logger.error(
          { err: error, emailId: row.id, kind: row.kind, attempts: row.attempts },
          "email given up after its last attempt (status FAILED)",
        );
      } else {
        opts.logger.warn({ err: error, emailId: row.id, attempts: row.attempts, outcome }, "email not sent");
      }
      continue;
    }
    if (!(await markSent(db, row))) {
      // Only possible if this send outlived its lease and another sender took the row.
      opts.logger.warn({ emailId: row.id }, "email sent after its lease was taken over");
    }
  }
  return handled;
}

/** Without SMTP: writes due emails to the log. No network call, so one transaction will do. */
async function logDue(db: Db, logger: Logger, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailOutbox)
      .where(claimable(["email"]))
      .orderBy(asc(emailOutbox.id))
      .limit(batch)
      .for("update", { skipLocked: true });
    for (const row of rows) {
      logger.info(
        { emailTo: row.toAddress, subject: row.subject, kind: row.kind },
        `email (no SMTP_URL set):\n${row.bodyText}`,
      );
      await tx
        .update(emailOutbox)
        .set({ status: "LOGGED", sentAt: sql`now()`, lockedUntil: null, attempts: row.attempts + 1 })
        .where(eq(emailOutbox.id, row.id));
    }
    return rows.length;
  });
}
