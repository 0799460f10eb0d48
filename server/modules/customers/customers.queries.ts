import { z } from "zod";
import { type EnquiriesService, type MessagesService, pageField, searchField } from "../inbox";
import { presentCustomer, presentCustomerRow } from "./customers-admin.present";
import { CUSTOMER_STATES, type CustomerFilter, type CustomersAdmin } from "./customers-admin.service";

// The back office's customer queries (docs/decisions/0029-use-cases-and-borders.md): what the
// pages and the admin API both answer, presented once.

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
    deps.messages.fromCustomer(c.email, c.phone),
  ]);
  return presentCustomer(c, enquiries, messages);
}

/** A page of customers, newest first, each row presented. */
export async function customerList(customers: CustomersAdmin, filter: CustomerFilter) {
  const list = await customers.list(filter);
  return { ...list, rows: list.rows.map(presentCustomerRow) };
}
