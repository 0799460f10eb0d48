import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../domain-error";
import { issueInvoice } from "../invoices/issue-invoice";
import { paymentTransactions } from "../payments/payments.schema";
import type { PaymentsService } from "../payments/payments.service";
import { recordAudit } from "../staff/audit";
import type { ShopMail } from "./order-emails";
import { markCashCollected, moveOrder, type Tx } from "./order-lifecycle";
import { queueOrderEmail } from "./order-mail";
import { uncountSale } from "./order-paid";
import { type OrderStatus, STORED_METHOD } from "./order-status";
import type { Shipment } from "./order-types";
import { orderNotes, orders } from "./orders.schema";
import { releaseHolds } from "./stock-holds";

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

/** The status an order stands at, locked for the caller's transaction. */
async function lockedOrder(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw notFound("This order was not found.");
  return order;
}

/**
 * Staff moving a paid (or cash-on-delivery) order to the customer's door, each step through
 * the lifecycle's one transition function (docs/decisions/0007-order-lifecycle.md), audited
 * and with its email queued in the same transaction: PAID or CONFIRMED → PACKED → SHIPPED
 * (courier and AWB kept on the order) → DELIVERED; or a cancellation with a reason while
 * PAID, CONFIRMED or PACKED (stock back, refund through the provider when money was paid).
 * Cash on delivery (decision 0025): a parcel refused at the door is RETURNED (stock back), and
 * the cash collected makes a Credit transaction of method COD; its tax invoice is issued when
 * it is delivered (by "Mark delivered", or by the cash collected at the door).
 */
export function createFulfilmentService(
  db: Db,
  deps: { shop: ShopMail; payments: PaymentsService; onStockChange?: () => void },
) {
  const staffOf = (by: StaffActor) => ({ kind: "staff" as const, id: by.staffId });
  return {
    async markPacked(orderId: number, by: StaffActor, note = "") {
      await db.transaction(async (tx) => {
        const before = await lockedOrder(tx, orderId);
        await moveOrder(tx, orderId, "PACKED", staffOf(by), note);
        await audit(tx, by, orderId, before.status, "PACKED");
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
        const moved = await moveOrder(tx, orderId, "DELIVERED", staffOf(by), note);
        // Cash on delivery is invoiced when the goods reach the buyer (paid online: when paid).
        if (moved.paymentMethod === STORED_METHOD.COD) {
          await issueInvoice(tx, orderId, { defaults: deps.shop.business });
        }
        await audit(tx, by, orderId, "SHIPPED", "DELIVERED");
        await queueOrderEmail(tx, orderId, "delivered", deps.shop);
      });
    },

    /**
     * A cash-on-delivery parcel the customer refused at the door: RETURNED, its packs back on
     * the shelf and its sale uncounted. Only for cash on delivery with the cash still due (a
     * paid parcel that comes back is a refund, not this).
     */
    async markReturned(orderId: number, by: StaffActor, reason: string) {
      await db.transaction(async (tx) => {
        const before = await lockedOrder(tx, orderId);
        if (before.paymentMethod !== STORED_METHOD.COD || before.paymentStatus !== "COD_DUE") {
          throw conflict(`Order #${orderId} was paid online: a parcel that comes back is refunded instead.`);
        }
        await moveOrder(tx, orderId, "RETURNED", staffOf(by), reason);
        await releaseHolds(tx, orderId, new Date(), { reason: "return", who: staffOf(by) });
        await uncountSale(tx, orderId);
        await audit(tx, by, orderId, before.status, "RETURNED", { reason });
      });
      deps.onStockChange?.();
    },

    /**
     * The cash of a cash-on-delivery order collected (on delivery, or paid in by the courier):
     * the order is paid and a Credit transaction of method COD records the amount. A parcel
     * still out for delivery becomes delivered by the same act, and its email is queued.
     */
    async collectCash(orderId: number, by: StaffActor) {
      await db.transaction(async (tx) => {
        const before = await lockedOrder(tx, orderId);
        const paid = await markCashCollected(tx, orderId, staffOf(by));
        await tx.insert(paymentTransactions).values({
          orderId,
          userId: paid.userId,
          provider: "cod",
          method: STORED_METHOD.COD,
          providerOrderId: `cod_${orderId}`,
          status: "Credit",
          amountPaise: paid.totalPaise,
          raw: { collected_by: by.staffId },
        });
        await recordAudit(tx, by, {
          entity: "order",
          entityId: orderId,
          action: "cash_collected",
          before: { status: before.status, payment_status: before.paymentStatus },
          after: { status: paid.status, payment_status: paid.paymentStatus, amount_paise: paid.totalPaise },
        });
        if (before.status === "SHIPPED") {
          // Delivered by this act: its tax invoice now, as "Mark delivered" would issue it.
          await issueInvoice(tx, orderId, { defaults: deps.shop.business });
          await queueOrderEmail(tx, orderId, "delivered", deps.shop);
        }
      });
    },

    /**
     * A staff cancellation, only before the parcel leaves (PAID, CONFIRMED or PACKED); the
     * reason is emailed.
     */
    cancel(orderId: number, by: StaffActor, reason: string) {
      return deps.payments.cancelOrder(orderId, staffOf(by), reason, {
        from: ["PAID", "CONFIRMED", "PACKED"],
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
