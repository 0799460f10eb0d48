import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Lang } from "../../../lib/i18n/language";
import type { Db } from "../../db/client";
import { notFound } from "../../domain-error";
import { codConfirmations } from "./cod-confirm.schema";
import { allowedActions } from "./order-actions";
import { itemsInLanguage } from "./order-items-lang";
import { chargesOf, itemOf, shipmentOf, shippingAddressOf } from "./order-rows";
import type { CustomerOrder, OrderDetails, OrderStep, PaymentTransaction } from "./order-types";
import { type Order, orderEvents, orderLines, orders } from "./orders.schema";
import type { PaymentReads, TransactionRow } from "./payment-reads";

const transaction = (t: TransactionRow): PaymentTransaction => ({
  id: t.id,
  orderId: t.orderId,
  createdAt: t.createdAt,
  amountPaise: t.amountPaise,
  paymentId: t.providerPaymentId,
  status: t.status,
  refundedAt: t.refundedAt,
});

/** Groups rows by their order id, keeping their order. */
function byOrder<T extends { orderId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
  return map;
}

/** What a customer reads of their orders: the orders with their items, and their payments. */
export function createOrdersService(db: Db, money: PaymentReads) {
  /** The orders given, each with its items, the steps it went through and its shipment. */
  async function withParts(rows: Order[], lang: Lang = "en"): Promise<CustomerOrder[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [lines, events, transactions] = await Promise.all([
      db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
      db
        .select({ orderId: orderEvents.orderId, status: orderEvents.toStatus, at: orderEvents.at })
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, ids))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      money.transactionsOfOrders(ids),
    ]);
    const named = await itemsInLanguage(db, lines.map(itemOf), lang);
    const items = byOrder(lines.map((l, i) => ({ orderId: l.orderId, item: named[i] })));
    const steps = byOrder(events);
    // When the money came back: the latest of the order's refunded payments.
    const refundedAt = new Map<number, Date>();
    for (const t of transactions) {
      const at = t.status === "Refund" ? t.refundedAt : null;
      const seen = refundedAt.get(t.orderId);
      if (at && (!seen || at > seen)) refundedAt.set(t.orderId, at);
    }
    return rows.map((o) => ({
      id: o.id,
      status: o.status,
      paymentStatus: o.paymentStatus,
      paymentMethod: o.paymentMethod,
      placedAt: o.createdAt,
      totalPaise: o.totalPaise,
      items: (items.get(o.id) ?? []).map((x) => x.item),
      steps: (steps.get(o.id) ?? []).map(({ status, at }): OrderStep => ({ status, at })),
      shipment: shipmentOf(o),
      refundedAt: o.paymentStatus === "REFUNDED" ? (refundedAt.get(o.id) ?? null) : null,
      paidAt: o.paidAt,
    }));
  }

  /**
   * One of the customer's orders in full; null when it is not theirs (or does not exist). Its
   * items are named in `lang` where the catalogue has a translation.
   */
  async function find(userId: number, orderId: number, lang: Lang = "en"): Promise<OrderDetails | null> {
    const [o] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!o) return null;
    const [[order], payments, parts] = await Promise.all([
      withParts([o], lang),
      money.transactionsOfOrders([o.id]),
      money.refundsOfOrders([o.id]).then((rows) => rows.filter((r) => r.kind === "part")),
    ]);
    // Unpaid, with its packs still kept for it: Pay now opens the same payment again (an order
    // staff sent a payment link for is paid by that link, never by the checkout's window).
    const payable =
      o.status === "PENDING_PAYMENT" &&
      o.providerOrderId !== null &&
      o.paymentLinkUrl === null &&
      o.expiresAt.getTime() > Date.now();
    const actions = allowedActions({ ...o, payable }, { kind: "customer" });
    const [waiting] =
      o.status === "AWAITING_CONFIRMATION"
        ? await db
            .select({ phone: codConfirmations.phone })
            .from(codConfirmations)
            .where(eq(codConfirmations.orderId, o.id))
        : [];
    return {
      ...order,
      ...chargesOf(o),
      address: shippingAddressOf(o),
      payments: payments.map(transaction),
      refunds: parts.map((r) => ({
        id: r.id,
        amountPaise: r.amountPaise,
        reason: r.reason,
        lines: r.lines.map(({ productName, pack, qty, amountPaise }) => ({
          productName,
          pack,
          qty,
          amountPaise,
        })),
        made: r.status === "Refund",
        createdAt: r.createdAt,
        refundedAt: r.refundedAt,
      })),
      canCancel: actions.includes("cancel"),
      allowedActions: actions,
      payBy: payable ? o.expiresAt.toISOString() : null,
      codConfirm: waiting ? { phone: waiting.phone, confirmBy: o.expiresAt.toISOString() } : null,
    };
  }

  return {
    /** The order page's loader: the order, or null for anyone else's. */
    find,

    /**
     * The customer's orders, newest first, each with its items in the order they were added
     * (named in `lang` where the catalogue has a translation).
     */
    async list(userId: number, lang: Lang = "en"): Promise<CustomerOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return withParts(rows, lang);
    },

    /**
     * One of the customer's orders in full. Anyone else's order, or one that does not exist,
     * is "not found" alike, so order numbers reveal nothing.
     */
    async details(userId: number, orderId: number): Promise<OrderDetails> {
      const found = await find(userId, orderId);
      if (!found) throw notFound("This order was not found.");
      return found;
    },

    /** The customer's payment transactions, newest first. */
    async transactions(userId: number): Promise<PaymentTransaction[]> {
      return (await money.transactionsOfUser(userId)).map(transaction);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
