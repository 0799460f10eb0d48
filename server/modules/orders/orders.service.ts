import { desc, eq, inArray } from "drizzle-orm";
import { toRupeeString } from "../../../lib/money";
import type { Db } from "../../db/client";
import { paymentTransactions } from "../payments/payments.schema";
import { orderLines, orders } from "./orders.schema";

const payStatus: Record<string, string> = {
  PENDING_PAYMENT: "Pending",
  PAID: "Paid",
  SHIPPED: "Paid",
  DELIVERED: "Paid",
  CANCELLED: "Cancelled",
  EXPIRED: "Unpaid",
  FAILED: "Failed",
};

/** The customer's orders (one row per order line) and payment transactions, newest first. */
export function createOrdersService(db: Db) {
  return {
    async orderRows(userId: number) {
      const rows = await db
        .select({ order: orders, line: orderLines })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id), orderLines.id);
      return rows.map(({ order, line }) => ({
        order_id: order.id,
        image: line.imageUrl,
        product_name: line.productName,
        order_date: order.createdAt.toISOString(),
        order_method: order.paymentMethod,
        pay_status: payStatus[order.status] ?? order.status,
        order_status: order.status,
        price_qty: String(Number(line.priceQty)),
        price_unit_name: line.unit,
        qty: line.qty,
        final_total_price: toRupeeString(line.lineTotalPaise),
      }));
    },

    /** One entry per order, for the tracking page. */
    async summaries(userId: number) {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      const lines = rows.length
        ? await db
            .select()
            .from(orderLines)
            .where(
              inArray(
                orderLines.orderId,
                rows.map((r) => r.id),
              ),
            )
        : [];
      return rows.map((o) => ({
        id: o.id,
        status: o.status,
        placedAt: o.createdAt.toISOString(),
        total: toRupeeString(o.totalPaise),
        items: lines
          .filter((l) => l.orderId === o.id)
          .map((l) => `${l.productName} (${Number(l.priceQty)} ${l.unit}) × ${l.qty}`),
      }));
    },

    async transactionRows(userId: number) {
      const rows = await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, userId))
        .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id));
      return rows.map((t) => ({
        transaction_id: t.id,
        transaction_date: t.createdAt.toISOString(),
        amount: toRupeeString(t.amountPaise),
        payment_id: t.providerPaymentId ?? "",
        pay_status: t.status,
        order_id: t.orderId,
      }));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
