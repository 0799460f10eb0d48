import { messageReplyFields, messageStatusField } from "../../../lib/validation/inbox";
import type { StaffSessions } from "../staff";
import { inboxApi } from "./inbox.api";
import { messageListWire, messageWire } from "./inbox.present";
import { messageList, messageListBody, messageView } from "./inbox.queries";
import { messageId } from "./inbox-fields";
import type { MessagesService } from "./messages.service";

/**
 * The contact messages inbox under /api/admin/v1/messages/ (managers and owners: the
 * `customers` permission). Every write is audited in its transaction.
 */
export function messagesApi(deps: { sessions: StaffSessions; messages: MessagesService }) {
  const { messages } = deps;
  return inboxApi(deps.sessions, {
    tag: "Contact messages",
    path: "/messages",
    noun: "Message",
    id: { key: "message_id", field: messageId },
    summaries: {
      list: "Contact messages, newest first, 25 a page: status filter, search (number, name, email, text), counts per status.",
      get: "One message with its history (notes, replies, statuses).",
      status: "Sets the message's status: new, answered or spam.",
      note: "Adds a staff note to the message (only staff read it).",
      reply:
        "Emails a reply to the sender (through the outbox), keeps it in the history and marks the message answered.",
    },
    bodies: { list: messageListBody, status: messageStatusField, reply: messageReplyFields },
    wires: { list: messageListWire, one: messageWire },
    service: messages,
    list: (body) => messageList(messages, body),
    view: (id) => messageView(messages, id),
    reply: (id, by, body) => messages.reply(id, by, body.message),
  });
}
