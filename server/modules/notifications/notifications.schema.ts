import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant } from "../../db/columns";

/** What the staff are told of (docs/decisions/0019-staff-digest.md). */
export const NOTICE_KINDS = ["new-order", "refund-failed", "bulk-enquiry", "contact-message"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * Things the shop's orders address must hear of, each written in the transaction that made it
 * happen (a payment settled, an enquiry or message kept, a refund refused) and once per thing
 * (the unique index). The digest job puts those still waiting into one email and, in the same
 * transaction, marks them sent with that email's id.
 */
export const staffNotices = pgTable(
  "staff_notices",
  {
    id: identityId(),
    kind: text("kind").$type<NoticeKind>().notNull(),
    /** The order, enquiry or message it is about. */
    refId: integer("ref_id").notNull(),
    /** One line for the email, written when it happened ("#12 · ₹450.00 · Asha Rai, Siliguri"). */
    summary: text("summary").notNull(),
    createdAt: createdAt(),
    /** When a digest took it; null while it waits. */
    sentAt: instant("sent_at"),
    /** The digest's row in email_outbox (no foreign key: sent emails are deleted after 30 days). */
    emailId: integer("email_id"),
  },
  (t) => [
    uniqueIndex("staff_notices_once_uq").on(t.kind, t.refId),
    index("staff_notices_waiting_idx").on(t.createdAt).where(sql`${t.sentAt} is null`),
    index("staff_notices_sent_idx").on(t.sentAt),
    check(
      "staff_notices_kind",
      sql`${t.kind} in ('new-order', 'refund-failed', 'bulk-enquiry', 'contact-message')`,
    ),
  ],
);

export type StaffNotice = typeof staffNotices.$inferSelect;
