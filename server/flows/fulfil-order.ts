import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { notFound } from "../domain-error";
import {
  movableFrom,
  moveOrder,
  orderNotes,
  orders,
  type Shipment,
  type ShopMail,
  STORED_METHOD,
} from "../modules/orders";
import { askForRating } from "../modules/reviews";
import { recordAudit } from "../modules/staff";
import type { CancelOrder } from "./cancel-order";
import { collectCash } from "./cash-collected";
import { invoice, tell } from "./order-effects";
import { markReturned } from "./returned";
import { auditMove, lockedOrder, type StaffActor, staffOf } from "./staff-moves";

export type { StaffActor } from "./staff-moves";

/**
 * Staff moving a paid (or cash-on-delivery) order to the customer's door, each step through
 * the lifecycle's one transition function (docs/decisions/0007-order-lifecycle.md), audited
 * and with its effects (order-effects.ts) in the same transaction: PAID or CONFIRMED → PACKED →
 * SHIPPED (courier and AWB kept on the order) → DELIVERED; or a cancellation with a reason
 * before the parcel leaves (cancel-order.ts). Cash on delivery (decision 0025): a parcel refused
 * at the door (returned.ts), the cash collected (cash-collected.ts).
 */
export function createFulfilmentService(
  db: Db,
  deps: { shop: ShopMail; cancelOrder: CancelOrder; onStockChange?: () => void },
) {
  return {
    async markPacked(orderId: number, by: StaffActor, note = "") {
      await db.transaction(async (tx) => {
        const before = await lockedOrder(tx, orderId);
        await moveOrder(tx, orderId, "PACKED", staffOf(by), note);
        await auditMove(tx, by, orderId, before.status, "PACKED");
        await tell(tx, orderId, "packed", deps.shop);
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
        await auditMove(tx, by, orderId, "PACKED", "SHIPPED", set);
        await tell(tx, orderId, "shipped", deps.shop);
      });
    },

    async markDelivered(orderId: number, by: StaffActor, note = "") {
      await db.transaction(async (tx) => {
        const moved = await moveOrder(tx, orderId, "DELIVERED", staffOf(by), note);
        // Cash on delivery is invoiced when the goods reach the buyer (paid online: when paid).
        if (moved.paymentMethod === STORED_METHOD.COD) await invoice(tx, orderId, deps.shop);
        await auditMove(tx, by, orderId, "SHIPPED", "DELIVERED");
        await tell(tx, orderId, "delivered", deps.shop);
        // A few days on, one message asks the customer to rate what came (once per order).
        await askForRating(tx, orderId);
      });
    },

    async markReturned(orderId: number, by: StaffActor, reason: string) {
      await markReturned(db, orderId, by, reason);
      deps.onStockChange?.();
    },

    collectCash: (orderId: number, by: StaffActor) => collectCash(db, deps.shop, orderId, by),

    /** A staff cancellation, only before the parcel leaves (order-actions.ts); the reason is emailed. */
    cancel(orderId: number, by: StaffActor, reason: string) {
      return deps.cancelOrder(orderId, staffOf(by), reason, {
        from: movableFrom("cancel", "staff"),
        reason,
        audit: (tx, from) => auditMove(tx, by, orderId, from, "CANCELLED", { reason }),
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
