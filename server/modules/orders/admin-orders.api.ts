import { z } from "zod";
import { can, type Permission } from "../../../lib/staff-roles";
import { id } from "../../../lib/validation/fields";
import {
  cancelFields,
  orderNoteFields,
  refusalFields,
  shipmentFields,
} from "../../../lib/validation/fulfilment";
import type { CodConfirmation } from "../../flows/confirm-cod";
import type { FulfilmentService } from "../../flows/fulfil-order";
import { csvExport, defineAdminApi, listReply } from "../../http/admin-api";
import type { SessionStaff, StaffSessions } from "../staff";
import { adminOrderListWire, adminOrderWire } from "./admin-orders.present";
import {
  adminOrderFilter,
  adminOrderList,
  adminOrderListFields,
  adminOrderView,
  orderRange,
} from "./admin-orders.queries";
import type { AdminOrdersService } from "./admin-orders.service";
import { orderStepMessages as says } from "./order-step-messages";

const orderId = id("order_id must be an order number.");
const by = (me: SessionStaff) => ({ staffId: me.id, name: me.name });

const seesMoney = (me: SessionStaff) => can(me.role, "payments");

/**
 * The back office's orders (docs/storefront.md, "Back office: orders"): reading them, moving
 * them on (packed, shipped, delivered), notes, cancelling (which refunds) and the accountant's
 * export. Each endpoint names its permission; every write is audited in its transaction.
 */
export function adminOrdersApi(deps: {
  sessions: StaffSessions;
  adminOrders: AdminOrdersService;
  fulfilment: FulfilmentService;
  /** Staff who called the customer confirm a COD order waiting for its code (server/flows/confirm-cod.ts). */
  confirmCod: CodConfirmation["byStaff"];
}) {
  const { adminOrders, fulfilment } = deps;
  const api = defineAdminApi("Orders", deps.sessions);
  const one = (orderId: number, me: SessionStaff) => adminOrderView(adminOrders, orderId, me.role);

  api.post(
    {
      path: "/orders/list",
      summary:
        "Orders, newest first, 25 a page: filters, search (number, name, email, phone) and counts per status.",
      permission: "orders",
      body: adminOrderListFields,
      data: adminOrderListWire,
    },
    async (_c, body, me) =>
      listReply(await adminOrderList(adminOrders, adminOrderFilter(body), seesMoney(me))),
  );

  api.post(
    {
      path: "/orders/get",
      summary:
        "One order in full: lines, delivery address, shipment, every status change and staff notes; money for managers and owners.",
      permission: "orders",
      body: z.object({ order_id: orderId }),
      data: adminOrderWire,
      errors: ["not_found"],
    },
    async (_c, body, me) => ({ data: await one(body.order_id, me) }),
  );

  /**
   * A move of the order's lifecycle by a staff member: the order as it is now, and the sentence
   * staff read (one shape for every move, so the pages and the API say the same).
   */
  const move = <B extends z.ZodObject<{ order_id: typeof orderId }>>(
    spec: { path: string; summary: string; description?: string; permission: Permission; body: B },
    run: (body: z.infer<B>, me: SessionStaff) => Promise<unknown>,
    said: (orderId: number) => string,
  ) =>
    api.post({ ...spec, data: adminOrderWire, errors: ["not_found", "conflict"] }, async (_c, body, me) => {
      await run(body, me);
      return { data: await one(body.order_id, me), message: said(body.order_id) };
    });
  const justTheOrder = z.object({ order_id: orderId });

  move(
    {
      path: "/orders/confirm-cod",
      summary:
        "Confirms a cash on delivery order waiting for its customer's SMS code (AWAITING_CONFIRMATION → CONFIRMED), after staff called the customer; it is then offered for packing.",
      permission: "orders",
      body: justTheOrder,
    },
    (body, me) => deps.confirmCod(body.order_id, by(me)),
    says.codConfirmed,
  );
  move(
    {
      path: "/orders/pack",
      summary: "Marks a paid order packed.",
      permission: "fulfilment",
      body: justTheOrder,
    },
    (body, me) => fulfilment.markPacked(body.order_id, by(me)),
    says.packed,
  );
  move(
    {
      path: "/orders/ship",
      summary:
        "Marks a packed order shipped with the courier, the AWB number and an optional tracking link; emails the customer.",
      permission: "fulfilment",
      body: z.object({ order_id: orderId, ...shipmentFields }),
    },
    (body, me) =>
      fulfilment.markShipped(body.order_id, by(me), {
        courierName: body.courier_name,
        awbNumber: body.awb_number,
        trackingUrl: body.tracking_url || null,
      }),
    says.shipped,
  );
  move(
    {
      path: "/orders/deliver",
      summary: "Marks a shipped order delivered; emails the customer.",
      permission: "fulfilment",
      body: justTheOrder,
    },
    (body, me) => fulfilment.markDelivered(body.order_id, by(me)),
    says.delivered,
  );
  move(
    {
      path: "/orders/return",
      summary:
        "Records a cash-on-delivery parcel refused at the door, with the reason: RETURNED, its stock back on the shelf.",
      permission: "fulfilment",
      body: refusalFields.extend({ order_id: orderId }),
    },
    (body, me) => fulfilment.markReturned(body.order_id, by(me), body.reason),
    says.returned,
  );
  move(
    {
      path: "/orders/collect-cash",
      summary:
        "Records the cash of a cash-on-delivery order as collected: paid, with a Credit transaction of method COD (a shipped parcel becomes delivered).",
      description:
        "Managers and owners only: it is money, reconciled against what the courier pays in (docs/decisions/0014).",
      permission: "payments",
      body: justTheOrder,
    },
    (body, me) => fulfilment.collectCash(body.order_id, by(me)),
    says.cashRecorded,
  );

  api.post(
    {
      path: "/orders/cancel",
      summary:
        "Cancels a paid, confirmed (cash on delivery) or packed order with a reason: stock back, full refund through the provider of what was paid, the customer emailed.",
      permission: "payments",
      body: cancelFields.extend({ order_id: orderId }),
      data: adminOrderWire,
      errors: ["not_found", "conflict"],
    },
    async (_c, body, me) => {
      await fulfilment.cancel(body.order_id, by(me), body.reason);
      const order = await one(body.order_id, me);
      return { data: order, message: says.cancelled(body.order_id, order.payment_status) };
    },
  );

  api.post(
    {
      path: "/orders/note",
      summary: "Adds a staff note to an order (staff only ever see it).",
      permission: "fulfilment",
      body: orderNoteFields.extend({ order_id: orderId }),
      data: adminOrderWire,
      errors: ["not_found"],
    },
    async (_c, body, me) => {
      await fulfilment.addNote(body.order_id, by(me), body.note);
      return { data: await one(body.order_id, me), message: says.noteAdded };
    },
  );

  csvExport(api, {
    path: "/orders/export",
    summary:
      "The accountant's CSV of the orders placed between two days (India's time, both included; the last 30 days when left out): one row per line, times in India's time (+05:30).",
    fileName: "orders",
    write: async (days) => {
      const { from, to } = orderRange(days.from, days.to);
      return (await adminOrders.exportCsv(from as Date, to as Date)).csv;
    },
  });

  return api;
}
