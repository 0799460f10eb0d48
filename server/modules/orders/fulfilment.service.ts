import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../domain-error";
import type { PaymentsService } from "../payments/payments.service";
import { recordAudit } from "../staff/audit";
import type { ShopMail } from "./order-emails";
import { moveOrder, type Tx } from "./order-lifecycle";
import { queueOrderEmail } from "./order-mail";
import type { OrderStatus } from "./order-status";
import type { Shipment } from "./order-types";
import { orderNotes, orders } from "./orders.schema";

/** A signed-in staff member doing the work: recorded on the order's event and in the audit log. */
export interface StaffActor {
  staffId: number;
  name: string;
}

/** The audit entry of one status move, written in the move's transaction. */
const audit = (tx: Tx, by: StaffActor, orderId: number, from: OrderStatus, to: OrderStatus, extra = {}) =>
  recordAudit(tx, by, {
    entity: "order",
    entityId: orderId,
    action: to.toLowerCase(),
    before: { status: from },
    after: { status: to, ...extra },
  });

/**
 * Staff moving a paid order to the customer's door, each step through the lifecycle's one
 * transition function (docs/decisions/0007-order-lifecycle.md), audited and with its email
 * queued in the same transaction: PAID → PACKED → SHIPPED (courier and AWB kept on the order)
 * → DELIVERED; or a cancellation with a reason while PAID or PACKED (stock back, refund
 * through the provider).
 */
export function createFulfilmentService(db: Db, deps: { shop: ShopMail; payments: PaymentsService }) {
  const staffOf = (by: StaffActor) => ({ kind: "staff" as const, id: by.staffId });
  return {
    async markPacked(orderId: number, by: StaffActor, note = "") {
      await db.transaction(async (tx) => {
        await moveOrder(tx, orderId, "PACKED", staffOf(by), note);
        await audit(tx, by, orderId, "PAID", "PACKED");
      });
    },

    /** Ships a packed order with its courier and tracking number; the customer is emailed. */
    async markShipped(orderId: number, by: StaffActor, shipment: Shipment) {
      await db.transaction(async (tx) => {
        const note = `${shipment.courierName} ${shipment.awbNumber}`;
        await moveOrder(tx, orderId, "SHIPPED", staffOf(by), note);
        const set = {
          courierName: shipment.courierName,
          awbNumber: shipment.awbNumber,
          trackingUrl: shipment.trackingUrl || null,
        };
        await tx.update(orders).set(set).where(eq(orders.id, orderId));
        await audit(tx, by, orderId, "PACKED", "SHIPPED", set);
        await queueOrderEmail(tx, orderId, "shipped", deps.shop);
      });
    },

    async markDelivered(orderId: number, by: StaffActor, note = "") {
      await db.transaction(async (tx) => {
        await moveOrder(tx, orderId, "DELIVERED", staffOf(by), note);
        await audit(tx, by, orderId, "SHIPPED", "DELIVERED");
        await queueOrderEmail(tx, orderId, "delivered", deps.shop);
      });
    },

    /** A staff cancellation, only before the parcel leaves (PAID or PACKED); the reason is emailed. */
    cancel(orderId: number, by: StaffActor, reason: string) {
      return deps.payments.cancelOrder(orderId, staffOf(by), reason, {
        from: ["PAID", "PACKED"],
        reason,
        audit: (tx, from) => audit(tx, by, orderId, from, "CANCELLED", { reason }),
      });
    },

    /** A staff note on the order (audited like every back-office write). */
    async addNote(orderId: number, by: StaffActor, body: string) {
      await db.transaction(async (tx) => {
        const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
        if (!order) throw notFound("This order was not found.");
        await tx.insert(orderNotes).values({ orderId, staffId: by.staffId, body });
        await recordAudit(tx, by, {
          entity: "order",
          entityId: orderId,
          action: "note",
          after: { note: body },
        });
      });
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
