import { enquiryReplyFields, enquiryStatusField } from "../../../lib/validation/inbox";
import type { StaffSessions } from "../staff";
import type { EnquiriesService } from "./enquiries.service";
import { inboxApi } from "./inbox.api";
import { enquiryListWire, enquiryWire } from "./inbox.present";
import { enquiryList, enquiryListBody, enquiryView } from "./inbox.queries";
import { enquiryId } from "./inbox-fields";

/**
 * The bulk enquiries inbox under /api/admin/v1/enquiries/ (managers and owners: the `customers`
 * permission). Every write is audited in its transaction.
 */
export function enquiriesApi(deps: { sessions: StaffSessions; enquiries: EnquiriesService }) {
  const { enquiries } = deps;
  return inboxApi(deps.sessions, {
    tag: "Enquiries",
    path: "/enquiries",
    noun: "Enquiry",
    id: { key: "enquiry_id", field: enquiryId },
    summaries: {
      list: "Bulk enquiries, newest first, 25 a page: status filter, search (number, name, email, phone), counts per status.",
      get: "One enquiry: who sent it, the products and packs asked for, and its history (notes, replies, statuses).",
      status: "Sets the enquiry's status: new, quoted, won, lost or closed.",
      note: "Adds a staff note to the enquiry (only staff read it).",
      reply:
        "Emails a reply to the enquiry's address (through the outbox) and keeps it in the enquiry's history; `status` (often quoted) is set with it.",
    },
    bodies: { list: enquiryListBody, status: enquiryStatusField, reply: enquiryReplyFields },
    wires: { list: enquiryListWire, one: enquiryWire },
    service: enquiries,
    list: (body) => enquiryList(enquiries, body),
    view: (id) => enquiryView(enquiries, id),
    reply: (id, by, body) => enquiries.reply(id, by, body.message, body.status),
  });
}
