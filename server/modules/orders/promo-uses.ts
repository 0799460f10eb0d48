import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { PromoUsage } from "../../../lib/promo-limits";
import type { Db } from "../../db/client";
import { PROMO_USE_STATUSES } from "./order-status";
import { orders } from "./orders.schema";

/**
 * What a promo code and a customer have used, read from the orders in one look: the code's
 * uses in all and by the customer, and the customer's orders (all, and before the code's
 * start). Only orders that count as a use are counted (PROMO_USE_STATUSES; decision 0031).
 * The promotions module asks it through server/services.ts; the orders are this module's.
 */
export async function promoUsage(
  executor: Pick<Db, "select">,
  q: { code: string; userId: number; startsAt: Date },
): Promise<PromoUsage> {
  const withCode = eq(orders.promoCode, q.code);
  const customers = eq(orders.userId, q.userId);
  const [row] = await executor
    .select({
      total: sql<number>`count(*) filter (where ${withCode})`.mapWith(Number),
      byCustomer: sql<number>`count(*) filter (where ${withCode} and ${customers})`.mapWith(Number),
      customerOrders: sql<number>`count(*) filter (where ${customers})`.mapWith(Number),
      customerOrdersBeforeStart:
        sql<number>`count(*) filter (where ${customers} and ${orders.createdAt} < ${q.startsAt.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(inArray(orders.status, [...PROMO_USE_STATUSES]), or(withCode, customers)));
  return {
    total: row?.total ?? 0,
    byCustomer: row?.byCustomer ?? 0,
    customerOrders: row?.customerOrders ?? 0,
    customerOrdersBeforeStart: row?.customerOrdersBeforeStart ?? 0,
  };
}
