import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pagedListByStatus } from "../../db/paged-list";
import { notFound } from "../../domain-error";
import { contactMessageEvents, contactMessages, MESSAGE_STATUSES, type MessageStatus } from "../contact";
import type { ShopMail } from "../orders";
import { enqueueEmail } from "../outbox";
import {
  dayName,
  type InboxEvent,
  type InboxFilter,
  type InboxStaff,
  inboxSearch,
  staffReplyEmail,
} from "./inbox";
import { inboxLog } from "./inbox-log";

type Staff = InboxStaff;

/** The search box: a message number ("12", "#12"), or part of the name, email or message. */
export type MessageFilter = InboxFilter<MessageStatus>;

export interface MessageRow {
  id: number;
  receivedAt: Date;
  status: MessageStatus;
  name: string;
  email: string;
  message: string;
}

export interface ContactMessage extends MessageRow {
  ip: string | null;
  history: InboxEvent[];
}

const fullName = sql<string>`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`;

const searchCondition = inboxSearch(contactMessages.id, [
  fullName,
  contactMessages.email,
  contactMessages.message,
]);

const rowColumns = {
  id: contactMessages.id,
  receivedAt: contactMessages.createdAt,
  status: contactMessages.status,
  name: fullName,
  email: contactMessages.email,
  message: contactMessages.message,
};

/**
 * The contact messages inbox: the list with counts per status, one message with its history,
 * and the staff's writes — a status (new, answered, spam), a note, a reply emailed through the
 * outbox (which marks the message answered) — each with its history line and audit entry in
 * one transaction.
 */
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
    list(f: MessageFilter) {
      return pagedListByStatus(db, {
        rows: db.select(rowColumns).from(contactMessages).$dynamic(),
        table: contactMessages,
        where: [f.q ? searchCondition(f.q) : undefined],
        status: { column: contactMessages.status, statuses: MESSAGE_STATUSES, chosen: f.status },
        orderBy: [desc(contactMessages.createdAt), desc(contactMessages.id)],
        page: f.page,
      });
    },

    async get(id: number): Promise<ContactMessage> {
      const [row] = await db
        .select({ ...rowColumns, ip: contactMessages.ip })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      if (!row) throw notFound("This message was not found.");
      return { ...row, history: await log.history(db, id) };
    },

    /** The messages sent from a customer's email address (the contact form needs no account). */
    forEmail(email: string) {
      return db
        .select(rowColumns)
        .from(contactMessages)
        .where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(100);
    },

    setStatus: (id: number, by: Staff, status: MessageStatus) => log.setStatus(db, by, id, status),

    addNote: (id: number, by: Staff, body: string) => log.addNote(db, by, id, body),

    /** Emails the reply through the outbox, keeps it on the message and marks it answered. */
    reply(id: number, by: Staff, message: string) {
      return db.transaction(async (tx) => {
        const m = await log.lock(tx, id);
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
