import { z } from "zod";
import { disableCustomerFields } from "../../../lib/validation/inbox";
import { defineAdminApi, listReply } from "../../http/admin-api";
import { by, customerId, type EnquiriesService, type MessagesService } from "../inbox";
import type { StaffSessions } from "../staff";
import { customerList, customerListBody, customerPage } from "./customers.queries";
import { customerListWire, customerMessages, customerWire } from "./customers-admin.present";
import type { CustomersAdmin } from "./customers-admin.service";

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
    async (_c, body) => listReply(await customerList(customers, body)),
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
