import { z } from "zod";
import { toRupeeString } from "../../../lib/money";
import { presentAddress, wireAddress } from "../addresses";
import {
  type EnquiryRow,
  enquiryRowWire,
  type MessageRow,
  messageRowWire,
  presentEnquiryRow,
  presentMessageRow,
} from "../inbox";
import { isoDate, ORDER_STATUSES, PAYMENT_STATUSES, rupeeString } from "../orders";
import type { Customer, CustomerRow } from "./customers-admin.service";

/** Customers as the admin API sends them (and the admin pages' loaders hand to the pages). */

export const customerRowWire = z.object({
  customer_id: z.number().int(),
  fullname: z.string(),
  email: z.string().nullable().describe("Null when the customer signed up with a phone number only."),
  phone: z.string(),
  joined_at: isoDate,
  disabled_at: isoDate.nullable().describe("When the account was disabled; null while it is active."),
  orders: z.number().int().describe("Orders placed, in any status."),
});

export const customerListWire = z.object({
  rows: z.array(customerRowWire),
  total: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
});

export const customerWire = customerRowWire.extend({
  recent_orders: z
    .array(
      z.object({
        order_id: z.number().int(),
        placed_at: isoDate,
        order_status: z.enum(ORDER_STATUSES),
        payment_status: z.enum(PAYMENT_STATUSES),
        total: rupeeString,
      }),
    )
    .describe("The newest 50 orders; the order list (searched by email) has the rest."),
  addresses: z.array(wireAddress),
  enquiries: z
    .array(enquiryRowWire)
    .describe("Bulk enquiries sent while signed in or from the account's email."),
  messages: z.array(messageRowWire).describe("Contact messages sent from the account's email."),
});

export const presentCustomerRow = (r: CustomerRow): z.input<typeof customerRowWire> => ({
  customer_id: r.id,
  fullname: r.fullName,
  email: r.email,
  phone: r.phone,
  joined_at: r.joinedAt.toISOString(),
  disabled_at: r.disabledAt?.toISOString() ?? null,
  orders: r.orderCount,
});

export const presentCustomer = (
  c: Customer,
  enquiries: EnquiryRow[],
  messages: MessageRow[],
): z.input<typeof customerWire> => ({
  ...presentCustomerRow(c),
  recent_orders: c.orders.map((o) => ({
    order_id: o.id,
    placed_at: o.placedAt.toISOString(),
    order_status: o.status,
    payment_status: o.paymentStatus,
    total: toRupeeString(o.totalPaise),
  })),
  addresses: c.addresses.map(presentAddress),
  enquiries: enquiries.map(presentEnquiryRow),
  messages: messages.map(presentMessageRow),
});

/** What disabling and enabling an account answer, on the API and on the customer's page. */
export const customerMessages = {
  disabled: (done: { fullName: string; sessionsEnded: number }) =>
    `${done.fullName}'s account is disabled; ${done.sessionsEnded === 1 ? "1 session" : `${done.sessionsEnded} sessions`} ended.`,
  enabled: (done: { fullName: string }) => `${done.fullName} can sign in again.`,
};
