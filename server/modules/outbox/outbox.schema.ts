import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant } from "../../db/columns";

/**
 * Emails to send. Written in the same transaction as what caused them (an order, a reset),
 * sent by SMTP when SMTP_URL is set, otherwise logged so a developer can follow the link.
 *
 * PENDING → SENDING (a sender holds a lease until locked_until) → SENT, or back to PENDING
 * with a later next_attempt_at after a failure, or FAILED once the attempts are used up.
 * A SENDING row whose lease ran out belongs to a sender that died; it is taken again
 * (docs/decisions/0008-outbox-leases.md).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: identityId(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("PENDING"),
    /** Counts claims; a sender marks its row SENT only while this is still its own claim's number. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Not sent before this time (backoff after a failure). */
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    /** While SENDING: the lease of the sender that claimed the row. */
    lockedUntil: instant("locked_until"),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("email_outbox_status", sql`${t.status} in ('PENDING','SENDING','SENT','FAILED','LOGGED')`),
    check("email_outbox_attempts", sql`${t.attempts} >= 0`),
  ],
);

export type OutboxRow = typeof emailOutbox.$inferSelect;
