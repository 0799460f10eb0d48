import { z } from "zod";
import { enquiryReplyFields, enquiryStatusField, inboxNoteFields } from "../../../lib/validation/inbox";
import { defineAdminApi } from "../../http/admin-api";
import type { StaffSessions } from "../staff";
import type { EnquiriesService } from "./enquiries.service";
import { enquiryListWire, enquiryWire } from "./inbox.present";
import { enquiryList, enquiryListBody, enquiryView } from "./inbox.queries";
import { by, enquiryId, inboxMessages } from "./inbox-fields";

const status = enquiryStatusField;

/**
 * The bulk enquiries inbox under /api/admin/v1/enquiries/ (managers and owners: the `customers`
 * permission). Every write is audited in its transaction.
 */
export function enquiriesApi(deps: { sessions: StaffSessions; enquiries: EnquiriesService }) {
  const { enquiries } = deps;
  const api = defineAdminApi("Enquiries", deps.sessions);
  const one = (id: number) => enquiryView(enquiries, id);

  api.post(
    {
      path: "/enquiries/list",
      summary:
        "Bulk enquiries, newest first, 25 a page: status filter, search (number, name, email, phone), counts per status.",
      permission: "customers",
      body: enquiryListBody,
      data: enquiryListWire,
    },
    async (_c, body) => {
      const list = await enquiryList(enquiries, body);
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
      path: "/enquiries/get",
      summary:
        "One enquiry: who sent it, the products and packs asked for, and its history (notes, replies, statuses).",
      permission: "customers",
      body: z.object({ enquiry_id: enquiryId }),
      data: enquiryWire,
      errors: ["not_found"],
    },
    async (_c, body) => ({ data: await one(body.enquiry_id) }),
  );

  api.post(
    {
      path: "/enquiries/status",
      summary: "Sets the enquiry's status: new, quoted, won, lost or closed.",
      permission: "customers",
      body: z.object({ enquiry_id: enquiryId, status }),
      data: enquiryWire,
      errors: ["not_found"],
    },
    async (_c, body, me) => {
      const moved = await enquiries.setStatus(body.enquiry_id, by(me), body.status);
      const message = inboxMessages.status("Enquiry", body.enquiry_id, body.status, moved);
      return { data: await one(body.enquiry_id), message };
    },
  );

  api.post(
    {
      path: "/enquiries/note",
      summary: "Adds a staff note to the enquiry (only staff read it).",
      permission: "customers",
      body: inboxNoteFields.extend({ enquiry_id: enquiryId }),
      data: enquiryWire,
      errors: ["not_found"],
    },
    async (_c, body, me) => {
      await enquiries.addNote(body.enquiry_id, by(me), body.note);
      return { data: await one(body.enquiry_id), message: inboxMessages.noteAdded };
    },
  );

  api.post(
    {
      path: "/enquiries/reply",
      summary:
        "Emails a reply to the enquiry's address (through the outbox) and keeps it in the enquiry's history; `status` (often quoted) is set with it.",
      permission: "customers",
      body: enquiryReplyFields.extend({ enquiry_id: enquiryId }),
      data: enquiryWire,
      errors: ["not_found"],
    },
    async (_c, body, me) => {
      const { to } = await enquiries.reply(body.enquiry_id, by(me), body.message, body.status);
      return { data: await one(body.enquiry_id), message: inboxMessages.replySent(to) };
    },
  );

  return api;
}
