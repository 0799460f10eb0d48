import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant } from "../../db/columns";

/** How a message travels: the outbox holds emails and text messages alike (docs/decisions/0039-text-messages.md). */
export const CHANNELS = ["email", "sms", "whatsapp"] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Messages to send: emails, and text messages by SMS or WhatsApp, which share the leases and the
 * backoff (the table keeps its first name, email_outbox). Each is written in the same transaction
 * as what caused it (an order, a reset). Emails go by SMTP when SMTP_URL is set, otherwise to the
 * log so a developer can follow the link; text messages go through their channel's provider.
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
    channel: text("channel").$type<Channel>().notNull().default("email"),
    /** An email address, or a phone number in E.164 (+919830012345) for a text message. */
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    kind: text("kind").notNull(),
    /** A text message's language and its template's variables (the provider fills them in). */
    lang: text("lang"),
    vars: jsonb("vars").$type<Record<string, string>>(),
    /** The provider's id of a sent text message (a WhatsApp delivery report names it). */
    providerId: text("provider_id"),
    /** When the provider reported the text message delivered to the phone. */
    deliveredAt: instant("delivered_at"),
    /** The message this one stands in for (an SMS sent after a WhatsApp message went undelivered). */
    fallbackOf: integer("fallback_of"),
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
    index("email_outbox_due_idx").on(t.channel, t.status, t.nextAttemptAt),
    index("email_outbox_provider_idx").on(t.providerId),
    check("email_outbox_channel", sql`${t.channel} in ('email','sms','whatsapp')`),
    check("email_outbox_status", sql`${t.status} in ('PENDING','SENDING','SENT','FAILED','LOGGED')`),
    check("email_outbox_attempts", sql`${t.attempts} >= 0`),
  ],
);

export type OutboxRow = typeof emailOutbox.$inferSelect;
