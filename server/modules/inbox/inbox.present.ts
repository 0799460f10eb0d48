import { z } from "zod";
import { ENQUIRY_STATUSES } from "../bulk-orders";
import { MESSAGE_STATUSES } from "../contact";
import { isoDate } from "../orders";
import type { Enquiry, EnquiryRow } from "./enquiries.service";
import type { InboxEvent } from "./inbox";
import type { ContactMessage, MessageRow } from "./messages.service";

/** The inboxes as the admin API sends them (and the admin pages' loaders hand to the pages). */

export const historyWire = z.array(
  z.object({
    id: z.number().int(),
    kind: z
      .enum(["note", "reply", "status"])
      .describe("A staff note, a reply emailed to the customer, or a status change."),
    body: z.string().describe("The note or the reply's text as sent; empty for a status change."),
    status: z.string().nullable().describe("The status moved to, for a status change."),
    staff_name: z.string(),
    at: isoDate,
  }),
);

const presentHistory = (h: InboxEvent[]): z.input<typeof historyWire> =>
  h.map((e) => ({
    id: e.id,
    kind: e.kind,
    body: e.body,
    status: e.status,
    staff_name: e.staffName,
    at: e.at.toISOString(),
  }));

const page = {
  total: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
};

export const enquiryRowWire = z.object({
  enquiry_id: z.number().int(),
  received_at: isoDate,
  status: z.enum(ENQUIRY_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  customer_id: z.number().int().nullable().describe("The account it was sent from, if signed in."),
  items: z.number().int().describe("Product rows in the enquiry."),
  first_product: z.string().nullable(),
});

export const enquiryListWire = z.object({
  rows: z.array(enquiryRowWire),
  ...page,
  counts: z
    .record(z.enum(ENQUIRY_STATUSES), z.number().int())
    .describe("Enquiries per status under the search."),
});

export const enquiryWire = enquiryRowWire.extend({
  customer: z
    .object({ customer_id: z.number().int(), fullname: z.string(), disabled: z.boolean() })
    .nullable(),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      product_name: z.string(),
      pack: z.string(),
      qty: z.number().int(),
    }),
  ),
  history: historyWire,
});

export const presentEnquiryRow = (r: EnquiryRow): z.input<typeof enquiryRowWire> => ({
  enquiry_id: r.id,
  received_at: r.receivedAt.toISOString(),
  status: r.status,
  name: r.name,
  email: r.email,
  phone: r.phone,
  customer_id: r.customerId,
  items: r.itemCount,
  first_product: r.firstProduct,
});

export const presentEnquiry = (e: Enquiry): z.input<typeof enquiryWire> => ({
  ...presentEnquiryRow(e),
  customer: e.customer && {
    customer_id: e.customer.id,
    fullname: e.customer.fullName,
    disabled: e.customer.disabled,
  },
  lines: e.items.map((l) => ({
    product_id: l.productId,
    product_name: l.productName,
    pack: `${l.packQty} ${l.unit}`,
    qty: l.qty,
  })),
  history: presentHistory(e.history),
});

export const messageRowWire = z.object({
  message_id: z.number().int(),
  received_at: isoDate,
  status: z.enum(MESSAGE_STATUSES),
  name: z.string(),
  email: z.string().nullable().describe("Null when the sender gave only a phone number."),
  phone: z.string().nullable().describe("10 digits, when the sender gave one."),
  message: z.string(),
});

export const messageListWire = z.object({
  rows: z.array(messageRowWire),
  ...page,
  counts: z
    .record(z.enum(MESSAGE_STATUSES), z.number().int())
    .describe("Messages per status under the search."),
});

export const messageWire = messageRowWire.extend({
  ip: z.string().nullable().describe("The address it was sent from (for abuse)."),
  history: historyWire,
});

export const presentMessageRow = (r: MessageRow): z.input<typeof messageRowWire> => ({
  message_id: r.id,
  received_at: r.receivedAt.toISOString(),
  status: r.status,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
});

export const presentMessage = (m: ContactMessage): z.input<typeof messageWire> => ({
  ...presentMessageRow(m),
  ip: m.ip,
  history: presentHistory(m.history),
});
