import { z } from "zod";
import { ORDER_CHANNELS } from "../../../lib/order-channels";
import type { StaffRole } from "../../../lib/staff-roles";
import { dayField, indiaDayEnd, indiaDayStart } from "../../../lib/validation/fulfilment";
import { invalidInput } from "../../domain-error";
import type { AdminOrderFilter } from "./admin-order-types";
import { presentAdminOrder, presentAdminRow } from "./admin-orders.present";
import type { AdminOrdersService } from "./admin-orders.service";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "./order-status";

// The back office's order queries (docs/decisions/0029-use-cases-and-borders.md): what the pages
// and the admin API both answer, presented once. `money`: whether the member may see amounts.

const optionalDay = dayField().optional();
/** The list's filters, as the API's body and the list page's query (/admin/orders?status=PAID). */
export const adminOrderListFields = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Choose an order status from the list." }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: "Choose a payment status from the list." }).optional(),
  payment_method: z.string().trim().max(20).optional(),
  channel: z.enum(ORDER_CHANNELS, { error: "Choose how the order came from the list." }).optional(),
  from: optionalDay,
  to: optionalDay,
  q: z.string().trim().max(100, "Search for at most 100 characters.").optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});

/** The list's filters as the API and the list page's query both give them. */
export const adminOrderFilter = (body: z.output<typeof adminOrderListFields>) => ({
  status: body.status,
  paymentStatus: body.payment_status,
  paymentMethod: body.payment_method || undefined,
  channel: body.channel,
  q: body.q,
  page: body.page,
  ...orderRange(body.from, body.to),
});

/** Days into the instants of a range; a range that ends before it starts is refused. */
export function orderRange(from?: string, to?: string) {
  const start = from ? indiaDayStart(from) : undefined;
  const end = to ? indiaDayEnd(to) : undefined;
  if (start && end && end <= start) throw invalidInput("The range must end on or after the day it starts.");
  return { from: start, to: end };
}

/** A page of orders with the counts per status, each row presented. */
export async function adminOrderList(
  adminOrders: AdminOrdersService,
  filter: AdminOrderFilter,
  money: boolean,
) {
  const list = await adminOrders.list(filter);
  return { ...list, rows: list.rows.map((r) => presentAdminRow(r, money)) };
}

/**
 * One order as its back-office page shows it to a member of `role` (amounts for those who may
 * see them, and the moves their role may make: allowed_actions); not_found when there is none.
 */
export async function adminOrderView(adminOrders: AdminOrdersService, id: number, role: StaffRole) {
  return presentAdminOrder(await adminOrders.get(id), role);
}

/** Orders as packing slips: never prices (a slip travels in the parcel). */
export async function packingSlips(adminOrders: AdminOrdersService, ids: number[]) {
  return (await adminOrders.many(ids)).map((o) => presentAdminOrder(o, null));
}
