import { z } from "zod";
import { enquiryStatusField, messageStatusField } from "../../../lib/validation/inbox";
import type { EnquiriesService, EnquiryFilter } from "./enquiries.service";
import { presentEnquiry, presentEnquiryRow, presentMessage, presentMessageRow } from "./inbox.present";
import { pageField, searchField } from "./inbox-fields";
import type { MessageFilter, MessagesService } from "./messages.service";

// The inboxes' queries (docs/decisions/0029-use-cases-and-borders.md): what the back office's
// pages and the admin API both answer, presented once.

/** The list's filters, as the API and the list page's query (/admin/enquiries?status=new) give them. */
export const enquiryListBody = z.object({
  status: enquiryStatusField.optional(),
  q: searchField,
  page: pageField,
});

/** The list's filters, as the API and the list page's query (/admin/messages?status=new) give them. */
export const messageListBody = z.object({
  status: messageStatusField.optional(),
  q: searchField,
  page: pageField,
});

/** A page of bulk enquiries, newest first, with the counts per status. */
export async function enquiryList(enquiries: EnquiriesService, filter: EnquiryFilter) {
  const list = await enquiries.list(filter);
  return { ...list, rows: list.rows.map(presentEnquiryRow) };
}

/** One enquiry with its products and history; not_found when there is none. */
export async function enquiryView(enquiries: EnquiriesService, id: number) {
  return presentEnquiry(await enquiries.get(id));
}

/** A page of contact messages, newest first, with the counts per status. */
export async function messageList(messages: MessagesService, filter: MessageFilter) {
  const list = await messages.list(filter);
  return { ...list, rows: list.rows.map(presentMessageRow) };
}

/** One contact message with its history; not_found when there is none. */
export async function messageView(messages: MessagesService, id: number) {
  return presentMessage(await messages.get(id));
}
