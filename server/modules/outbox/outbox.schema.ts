import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant } from "../../db/columns";

/**
 * Emails to send. Written in the same transaction as what caused them (an order, a reset),
 * sent by SMTP when SMTP_URL is set, otherwise logged so a developer can follow the link.
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
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status, t.createdAt),
    check("email_outbox_status", sql`${t.status} in ('PENDING','SENT','FAILED','LOGGED')`),
    check("email_outbox_attempts", sql`${t.attempts} >= 0`),
  ],
);
