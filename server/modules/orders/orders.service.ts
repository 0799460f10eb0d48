import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentTransactions } from "../payments/payments.schema";
import type { CustomerOrder, OrderItem, PaymentTransaction } from "./order-types";
import { orderLines, orders } from "./orders.schema";

/** What a customer reads of their orders: the orders with their items, and their payments. */
export function createOrdersService(db: Db) {
  return {
    /** The customer's orders, newest first, each with its items in the order they were added. */
    async list(userId: number): Promise<CustomerOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      if (rows.length === 0) return [];
      const lines = await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderLines.id));
      const items = new Map<number, OrderItem[]>();
      for (const l of lines) {
        const list = items.get(l.orderId) ?? [];
        list.push({
          id: l.id,
          productId: l.productId,
          productName: l.productName,
          imageUrl: l.imageUrl,
          packQty: Number(l.priceQty),
          unit: l.unit,
          qty: l.qty,
          unitFinalPaise: l.unitFinalPaise,
          lineTotalPaise: l.lineTotalPaise,
        });
        items.set(l.orderId, list);
      }
      return rows.map((o) => ({
        id: o.id,
        status: o.status,
        paymentStatus: o.paymentStatus,
        paymentMethod: o.paymentMethod,
        placedAt: o.createdAt,
        totalPaise: o.totalPaise,
        items: items.get(o.id) ?? [],
      }));
    },

    /** The customer's payment transactions, newest first. */
    async transactions(userId: number): Promise<PaymentTransaction[]> {
      const rows = await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, userId))
        .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id));
      return rows.map((t) => ({
        id: t.id,
        orderId: t.orderId,
        createdAt: t.createdAt,
        amountPaise: t.amountPaise,
        paymentId: t.providerPaymentId,
        status: t.status,
      }));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
