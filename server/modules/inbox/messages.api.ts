import { z } from "zod";
import { inboxNoteFields, messageReplyFields, messageStatusField } from "../../../lib/validation/inbox";
import { defineAdminApi } from "../../http/admin-api";
import type { StaffSessions } from "../staff/staff-sessions";
import { messageListWire, messageWire, presentMessage, presentMessageRow } from "./inbox.present";
import { by, inboxMessages, messageId, pageField, searchField } from "./inbox-fields";
import type { MessagesService } from "./messages.service";

const status = messageStatusField;

/** The list's filters, as the API and the list page's query (/admin/messages?status=new) give them. */
export const messageListBody = z.object({ status: status.optional(), q: searchField, page: pageField });

/**
 * The contact messages inbox under /api/admin/v1/messages/ (managers and owners: the
 * `customers` permission). Every write is audited in its transaction.
 */
export function messagesApi(deps: { sessions: StaffSessions; messages: MessagesService }) {
  const { messages } = deps;
  const api = defineAdminApi("Contact messages", deps.sessions);
  const one = async (id: number) => presentMessage(await messages.get(id));

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
      const list = await messages.list(body);
      return {
        data: {
          rows: list.rows.map(presentMessageRow),
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
