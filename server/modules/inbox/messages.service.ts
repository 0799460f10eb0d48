import { desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { pagedListByStatus } from "../../db/paged-list";
import { DomainError, notFound } from "../../domain-error";
import { contactMessageEvents, contactMessages, MESSAGE_STATUSES, type MessageStatus } from "../contact";
import type { ShopMail } from "../orders";
import { enqueueEmail } from "../outbox";
import {
  dayName,
  type InboxEvent,
  type InboxFilter,
  type InboxStaff,
  likeText,
  staffReplyEmail,
} from "./inbox";
import { inboxLog } from "./inbox-log";

type Staff = InboxStaff;

/** A message sent with a phone number only cannot be answered by email. */
export const NO_EMAIL_TO_REPLY = "This message has no email address: reply by phone instead.";

/** The search box: a message number ("12", "#12"), or part of the name, email or message. */
export type MessageFilter = InboxFilter<MessageStatus>;

export interface MessageRow {
  id: number;
  receivedAt: Date;
  status: MessageStatus;
  name: string;
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

function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const number = /^#?(\d{1,9})$/.exec(text);
  const anyText = or(
    ilike(fullName, likeText(text)),
    ilike(contactMessages.email, likeText(text)),
    ilike(contactMessages.phone, likeText(text)),
    ilike(contactMessages.message, likeText(text)),
  );
  return number ? or(eq(contactMessages.id, Number(number[1])), anyText) : anyText;
}

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
const log = inboxLog({
  items: contactMessages,
  events: contactMessageEvents,
  itemColumn: contactMessageEvents.messageId,
  itemKey: "messageId",
  entity: "message",
});

export function createMessagesService(db: Db, deps: { shop: ShopMail }) {
  async function lockMessage(tx: Tx, id: number) {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!row) throw notFound("This message was not found.");
    return row;
  }

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

    setStatus(id: number, by: Staff, status: MessageStatus) {
      return db.transaction(async (tx) => {
        const m = await lockMessage(tx, id);
        return log.moveTo(tx, by, id, m.status, status);
      });
    },

    addNote(id: number, by: Staff, body: string) {
      return db.transaction(async (tx) => {
        await lockMessage(tx, id);
        await log.write(tx, by, id, "note", body, { note: body });
      });
    },

    /** Emails the reply through the outbox, keeps it on the message and marks it answered. */
    reply(id: number, by: Staff, message: string) {
      return db.transaction(async (tx) => {
        const m = await lockMessage(tx, id);
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
