import { z } from "zod";
import { inboxNoteFields, messageReplyFields, messageStatusField } from "../../../lib/validation/inbox";
import { defineAdminApi } from "../../http/admin-api";
import type { StaffSessions } from "../staff";
import { messageListWire, messageWire } from "./inbox.present";
import { messageList, messageListBody, messageView } from "./inbox.queries";
import { by, inboxMessages, messageId } from "./inbox-fields";
import type { MessagesService } from "./messages.service";

const status = messageStatusField;

/**
 * The contact messages inbox under /api/admin/v1/messages/ (managers and owners: the
 * `customers` permission). Every write is audited in its transaction.
 */
export function messagesApi(deps: { sessions: StaffSessions; messages: MessagesService }) {
  const { messages } = deps;
  const api = defineAdminApi("Contact messages", deps.sessions);
  const one = (id: number) => messageView(messages, id);

  api.post(
    {
      path: "/messages/list",
      summary:
        "Contact messages, newest first, 25 a page: status filter, search (number, name, email, text), counts per status.",
      permission: "customers",
      body: messageListBody,
      data: messageListWire,
    },
    async (_c, body) => {
      const list = await messageList(messages, body);
      return {
        data: {
          rows: list.rows,
          total: list.total,
          page: list.page,
          page_count: list.pageCount,
          counts: list.counts,
        },
      };
    },
  );

  api.post(
    {
      path: "/messages/get",
      summary: "One message with its history (notes, replies, statuses).",
      permission: "customers",
      body: z.object({ message_id: messageId }),
      data: messageWire,
      errors: ["not_found"],
    },
    async (_c, body) => ({ data: await one(body.message_id) }),
  );

  api.post(
    {
      path: "/messages/status",
      summary: "Sets the message's status: new, answered or spam.",
      permission: "customers",
      body: z.object({ message_id: messageId, status }),
      data: messageWire,
      errors: ["not_found"],
    },
    async (_c, body, me) => {
      const moved = await messages.setStatus(body.message_id, by(me), body.status);
      const message = inboxMessages.status("Message", body.message_id, body.status, moved);
      return { data: await one(body.message_id), message };
    },
  );

  api.post(
    {
      path: "/messages/note",
      summary: "Adds a staff note to the message (only staff read it).",
      permission: "customers",
      body: inboxNoteFields.extend({ message_id: messageId }),
      data: messageWire,
      errors: ["not_found"],
    },
    async (_c, body, me) => {
      await messages.addNote(body.message_id, by(me), body.note);
      return { data: await one(body.message_id), message: inboxMessages.noteAdded };
    },
  );

  api.post(
    {
      path: "/messages/reply",
      summary:
        "Emails a reply to the sender (through the outbox), keeps it in the history and marks the message answered.",
      permission: "customers",
      body: messageReplyFields.extend({ message_id: messageId }),
      data: messageWire,
      errors: ["not_found"],
    },
    async (_c, body, me) => {
      const { to } = await messages.reply(body.message_id, by(me), body.message);
      return { data: await one(body.message_id), message: inboxMessages.replySent(to) };
    },
  );

  return api;
}
