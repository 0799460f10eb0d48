import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { PaymentReads } from "../orders";
import { paymentTransactions, refunds } from "./payments.schema";

/** The order views' reader of payments and refunds (server/modules/orders/payment-reads.ts). */
export function paymentReads(db: Db): PaymentReads {
  return {
    async transactionsOfOrders(orderIds) {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(paymentTransactions)
        .where(inArray(paymentTransactions.orderId, orderIds))
        .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id));
    },
    transactionsOfUser: (userId) =>
      db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, userId))
        .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id)),
    async refundsOfOrders(orderIds) {
      if (orderIds.length === 0) return [];
      return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.id));
    },
  };
}
