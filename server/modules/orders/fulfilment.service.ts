import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { PaymentsService } from "../payments/payments.service";
import type { ShopMail } from "./order-emails";
import { moveOrder } from "./order-lifecycle";
import { queueOrderEmail } from "./order-mail";
import type { Shipment } from "./order-types";
import { orders } from "./orders.schema";

/**
 * Staff moving a paid order to the customer's door, each step through the lifecycle's one
 * transition function (docs/decisions/0007-order-lifecycle.md), its email queued in the same
 * transaction: PAID → PACKED → SHIPPED (courier and AWB kept on the order) → DELIVERED; or a
 * cancellation with a reason while PAID or PACKED (stock back, refund through the provider).
 */
export function createFulfilmentService(db: Db, deps: { shop: ShopMail; payments: PaymentsService }) {
  return {
    async markPacked(orderId: number, staffId: number, note = "") {
      await db.transaction((tx) => moveOrder(tx, orderId, "PACKED", { kind: "staff", id: staffId }, note));
    },

    /** Ships a packed order with its courier and tracking number; the customer is emailed. */
    async markShipped(orderId: number, staffId: number, shipment: Shipment) {
      await db.transaction(async (tx) => {
        const note = `${shipment.courierName} ${shipment.awbNumber}`;
        await moveOrder(tx, orderId, "SHIPPED", { kind: "staff", id: staffId }, note);
        await tx
          .update(orders)
          .set({
            courierName: shipment.courierName,
            awbNumber: shipment.awbNumber,
            trackingUrl: shipment.trackingUrl || null,
          })
          .where(eq(orders.id, orderId));
        await queueOrderEmail(tx, orderId, "shipped", deps.shop);
      });
    },

    async markDelivered(orderId: number, staffId: number, note = "") {
      await db.transaction(async (tx) => {
        await moveOrder(tx, orderId, "DELIVERED", { kind: "staff", id: staffId }, note);
        await queueOrderEmail(tx, orderId, "delivered", deps.shop);
      });
    },

    /** A staff cancellation, only before the parcel leaves (PAID or PACKED); the reason is emailed. */
    cancel(orderId: number, staffId: number, reason: string) {
      return deps.payments.cancelOrder(orderId, { kind: "staff", id: staffId }, reason, {
        from: ["PAID", "PACKED"],
        reason,
      });
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
