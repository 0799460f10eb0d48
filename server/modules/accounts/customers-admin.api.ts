import { z } from "zod";
import { disableCustomerFields } from "../../../lib/validation/inbox";
import { defineAdminApi } from "../../http/admin-api";
import type { EnquiriesService } from "../inbox/enquiries.service";
import { by, customerId, pageField, searchField } from "../inbox/inbox-fields";
import type { MessagesService } from "../inbox/messages.service";
import type { StaffSessions } from "../staff/staff-sessions";
import {
  customerListWire,
  customerMessages,
  customerWire,
  presentCustomer,
  presentCustomerRow,
} from "./customers-admin.present";
import { CUSTOMER_STATES, type CustomersAdmin } from "./customers-admin.service";

/** The list's filters, as the API and the list page's query (/admin/customers?q=…) give them. */
export const customerListBody = z.object({
  q: searchField,
  state: z.enum(CUSTOMER_STATES, { error: "Choose all, active or disabled." }).optional(),
  page: pageField,
});

/** The customer's page: their account, orders and addresses, and what they sent the shop. */
export async function customerPage(
  deps: { customers: CustomersAdmin; enquiries: EnquiriesService; messages: MessagesService },
  id: number,
) {
  const c = await deps.customers.get(id);
  const [enquiries, messages] = await Promise.all([
    deps.enquiries.forCustomer(c.id, c.email),
    deps.messages.forEmail(c.email),
  ]);
  return presentCustomer(c, enquiries, messages);
}

/**
 * Customers' accounts under /api/admin/v1/customers/ (managers and owners: the `customers`
 * permission): search, one customer with their orders, addresses, enquiries and messages;
 * disabling (sessions end, sign-in refused, orders kept) and enabling. Audited.
 */
export function customersAdminApi(deps: {
  sessions: StaffSessions;
  customers: CustomersAdmin;
  enquiries: EnquiriesService;
  messages: MessagesService;
}) {
  const { customers } = deps;
  const api = defineAdminApi("Customers", deps.sessions);

  const one = (id: number) => customerPage(deps, id);

  api.post(
    {
      path: "/customers/list",
      summary:
        "Customers, newest first, 25 a page: search by name, email or phone (or #number); active or disabled.",
      permission: "customers",
      body: customerListBody,
      data: customerListWire,
    },
    async (_c, body) => {
      const list = await customers.list(body);
      return {
        data: {
          rows: list.rows.map(presentCustomerRow),
          total: list.total,
          page: list.page,
          page_count: list.pageCount,
        },
      };
    },
  );

  api.post(
    {
      path: "/customers/get",
      summary: "One customer: account, newest orders, saved addresses, bulk enquiries and contact messages.",
      permission: "customers",
      body: z.object({ customer_id: customerId }),
      data: customerWire,
      errors: ["not_found"],
    },
    async (_c, body) => ({ data: await one(body.customer_id) }),
  );

  api.post(
    {
      path: "/customers/disable",
      summary:
        "Disables the account: its sessions end at once and sign-in is refused (with a message saying so); orders are kept.",
      permission: "customers",
      body: disableCustomerFields.extend({ customer_id: customerId }),
      data: customerWire,
      errors: ["not_found", "conflict"],
    },
    async (_c, body, me) => {
      const done = await customers.disable(body.customer_id, by(me), body.reason);
      return {
        data: await one(body.customer_id),
        message: customerMessages.disabled(done),
      };
    },
  );

  api.post(
    {
      path: "/customers/enable",
      summary: "Enables a disabled account again: the customer can sign in with their password.",
      permission: "customers",
      body: z.object({ customer_id: customerId }),
      data: customerWire,
      errors: ["not_found", "conflict"],
    },
    async (_c, body, me) => {
      const done = await customers.enable(body.customer_id, by(me));
      return { data: await one(body.customer_id), message: customerMessages.enabled(done) };
    },
  );

  return api;
}
