import { desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { DomainError, notFound } from "../../domain-error";
import { contactMessageEvents, contactMessages, MESSAGE_STATUSES, type MessageStatus } from "../contact";
import type { ShopMail } from "../orders";
import { enqueueEmail } from "../outbox";
import type { InboxEvent, InboxFilter, InboxRow, InboxStaff } from "./inbox";
import { dayName, inboxSearch, staffReplyEmail } from "./inbox";
import { inboxList } from "./inbox-list";
import { inboxLog } from "./inbox-log";

/** A message sent with a phone number only cannot be answered by email. */
export const NO_EMAIL_TO_REPLY = "This message has no email address: reply by phone instead.";

/** The search box: a message number ("12", "#12"), or part of the name, email, phone or message. */
export type MessageFilter = InboxFilter<MessageStatus>;

export interface MessageRow extends Omit<InboxRow<MessageStatus>, "email"> {
  /** Null: the sender gave only a phone number (reply by phone). */
  email: string | null;
  phone: string | null;
  message: string;
}

export interface ContactMessage extends MessageRow {
  ip: string | null;
  history: InboxEvent[];
}

const fullName = sql<string>`trim(${contactMessages.firstName} || ' ' || ${contactMessages.lastName})`;

const search = inboxSearch(contactMessages.id, [
  fullName,
  contactMessages.email,
  contactMessages.phone,
  contactMessages.message,
]);

const rowColumns = {
  id: contactMessages.id,
  receivedAt: contactMessages.createdAt,
  status: contactMessages.status,
  name: fullName,
  email: contactMessages.email,
  phone: contactMessages.phone,
  message: contactMessages.message,
};

/**
 * The contact messages inbox: the list with counts per status, one message with its history,
 * and the staff's writes — a status (new, answered, spam), a note, a reply emailed through the
 * outbox (which marks the message answered) — each with its history line and audit entry in
 * one transaction.
 */
const listing = { table: contactMessages, columns: rowColumns, statuses: MESSAGE_STATUSES, search };

const log = inboxLog({
  items: contactMessages,
  events: contactMessageEvents,
  itemColumn: contactMessageEvents.messageId,
  itemKey: "messageId",
  entity: "message",
  missing: "This message was not found.",
});

export function createMessagesService(db: Db, deps: { shop: ShopMail }) {
  return {
    list: (f: MessageFilter) => inboxList<MessageRow, MessageStatus>(db, listing, f),

    async get(id: number): Promise<ContactMessage> {
      const [row] = await db
        .select({ ...rowColumns, ip: contactMessages.ip })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      if (!row) throw notFound("This message was not found.");
      return { ...row, history: await log.history(db, id) };
    },

    /**
     * The messages sent from a customer's email address or phone number (the contact form needs
     * no account; a farmer may have no email).
     */
    fromCustomer(email: string | null, phone: string) {
      const byPhone = eq(contactMessages.phone, phone);
      return db
        .select(rowColumns)
        .from(contactMessages)
        .where(email ? or(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()), byPhone) : byPhone)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(100);
    },

    setStatus: (id: number, by: InboxStaff, status: MessageStatus) => log.setStatus(db, by, id, status),

    addNote: (id: number, by: InboxStaff, body: string) => log.addNote(db, by, id, body),

    /** Emails the reply through the outbox, keeps it on the message and marks it answered. */
    reply(id: number, by: InboxStaff, message: string) {
      return db.transaction(async (tx) => {
        const m = await log.lock(tx, id);
        if (!m.email) throw new DomainError("invalid_input", NO_EMAIL_TO_REPLY);
        await enqueueEmail(
          tx,
          staffReplyEmail({
            to: m.email,
            name: m.firstName,
            subject: `Re: your message to ${deps.shop.shopName}`,
            kind: "message-reply",
            message,
            youWrote: { intro: `You wrote to us on ${dayName(m.createdAt)}:`, text: m.message },
            shop: deps.shop,
          }),
        );
        await log.write(tx, by, id, "reply", message, { to: m.email, reply: message });
        await log.moveTo(tx, by, id, m.status, "answered");
        return { to: m.email };
      });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
