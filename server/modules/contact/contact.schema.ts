import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { MESSAGE_STATUSES, type MessageStatus } from "../../../lib/inbox-statuses";
import { createdAt, identityId, requiredRef, updatedAt } from "../../db/columns";
import { staffEventChecks, staffEventColumns } from "../staff";

export { MESSAGE_STATUSES, type MessageStatus };

/** Messages sent through the contact page, for the staff. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: identityId(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    /** At least one of email and phone (10 digits) is given; the form checks it. */
    email: text("email"),
    phone: text("phone"),
    message: text("message").notNull(),
    ip: text("ip"),
    status: text("status").$type<MessageStatus>().notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_status_idx").on(t.status, t.createdAt),
    check("contact_messages_status", sql`${t.status} in ('new', 'answered', 'spam')`),
  ],
);

/** What the staff did on a message: a note, an emailed reply (its text as sent) or a status change. */
export const contactMessageEvents = pgTable(
  "contact_message_events",
  {
    id: identityId(),
    messageId: requiredRef("message_id", () => contactMessages.id, { onDelete: "cascade" }),
    ...staffEventColumns(),
  },
  (t) => staffEventChecks("contact_message_events", "message", t, t.messageId),
);
