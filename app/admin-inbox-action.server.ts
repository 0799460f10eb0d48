import { type ActionFunctionArgs, data } from "react-router";
import {
  enquiryReplyFields,
  enquiryStatusFields,
  inboxNoteFields,
  messageReplyFields,
  messageStatusFields,
} from "../lib/validation/inbox";
import { by, inboxMessages as says } from "../server/modules/inbox";
import { postedIntent, readAdminForm, unknownIntent } from "./admin-actions.server";
import { requireStaffPage } from "./admin-session.server";

/**
 * The action of an enquiry's or a contact message's page: its reply, status and note forms
 * (`intent`), each the service call of the admin API's endpoint (the `customers` permission),
 * with or without the page's scripts.
 */
export function inboxAction(kind: "enquiry" | "message") {
  return async ({ request, context, params }: ActionFunctionArgs) => {
    const me = await requireStaffPage(request, context, "customers");
    const raw = kind === "enquiry" ? params.enquiryId : params.messageId;
    if (!/^\d{1,9}$/.test(raw ?? "")) throw data(null, { status: 404 });
    const id = Number(raw);
    const { enquiries, messages } = context.services;
    const who = by(me);
    const intent = await postedIntent(request);
    const what = kind === "enquiry" ? "Enquiry" : "Message";

    if (intent === "reply") {
      if (kind === "enquiry") {
        const form = await readAdminForm(request, context, enquiryReplyFields);
        if (!form.ok) return form.answer;
        return form.run(async (v) => {
          const { to } = await enquiries.reply(id, who, v.message, v.status);
          return form.done(says.replySent(to), { intent }, { reset: true });
        });
      }
      const form = await readAdminForm(request, context, messageReplyFields);
      if (!form.ok) return form.answer;
      return form.run(async (v) => {
        const { to } = await messages.reply(id, who, v.message);
        return form.done(says.replySent(to), { intent }, { reset: true });
      });
    }

    if (intent === "status") {
      if (kind === "enquiry") {
        const form = await readAdminForm(request, context, enquiryStatusFields);
        if (!form.ok) return form.answer;
        return form.run(async (v) => {
          const moved = await enquiries.setStatus(id, who, v.status);
          return form.done(says.status(what, id, v.status, moved), { intent });
        });
      }
      const form = await readAdminForm(request, context, messageStatusFields);
      if (!form.ok) return form.answer;
      return form.run(async (v) => {
        const moved = await messages.setStatus(id, who, v.status);
        return form.done(says.status(what, id, v.status, moved), { intent });
      });
    }

    if (intent === "note") {
      const form = await readAdminForm(request, context, inboxNoteFields);
      if (!form.ok) return form.answer;
      return form.run(async (v) => {
        await (kind === "enquiry" ? enquiries : messages).addNote(id, who, v.note);
        return form.done(says.noteAdded, { intent }, { reset: true });
      });
    }

    return unknownIntent();
  };
}
