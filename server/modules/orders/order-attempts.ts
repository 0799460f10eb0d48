import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { conflict, unavailable } from "../../domain-error";
import { moveOrder, type Tx } from "./order-lifecycle";
import { orderMessages } from "./order-messages";
import type { PlacedOrder } from "./order-types";
import { orderLines, orders } from "./orders.schema";
import { releaseHolds } from "./stock-holds";

/**
 * One order per checkout (docs/decisions/0033-one-order-per-checkout.md). The checkout page
 * carries a one-time key: placing with a key already used answers that order again (a double
 * tap, a retried POST on a bad link), never a second order or a second hold. A new attempt for
 * cart lines an earlier unpaid order still holds replaces that order: it is cancelled and its
 * packs go back, so My Orders never fills with orders nobody can pay.
 */

type OrderRow = typeof orders.$inferSelect;

/** How long a repeat waits for the first request's payment order (the provider's own time limit). */
const WAIT_FOR_PROVIDER_MS = 15_000;

/** The answer when the provider cannot start the payment (503: nothing was kept, try again). */
export const PAYMENT_NOT_STARTED = "Payment could not be started, please try again.";
/** The answer when the order crossed others for the same packs twice (409: nothing was kept). */
export const ORDER_BUSY = "Many orders are taking these packs right now: please place your order again.";

/** The customer's order placed with this key, if any. */
export async function orderWithKey(db: Db | Tx, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The placed order as the checkout answered it the first time. */
export function placedAnswer(order: OrderRow, providerKeyId: string): PlacedOrder {
  if (order.paymentMethod === "COD")
    return { method: "COD", orderId: order.id, amountPaise: order.totalPaise, currency: "INR" };
  return {
    method: "ONLINE",
    orderId: order.id,
    providerOrderId: order.providerOrderId as string,
    amountPaise: order.totalPaise,
    currency: "INR",
    providerKeyId,
  };
}

/**
 * The answer for a key used before, or null when the earlier order is over without a sale (it
 * expired, or could not start its payment): the key is then free for a new order.
 */
export async function repeatAttempt(
  db: Db,
  userId: number,
  key: string,
  providerKeyId: string,
): Promise<PlacedOrder | null> {
  const waitUntil = Date.now() + WAIT_FOR_PROVIDER_MS;
  for (;;) {
    const order = await orderWithKey(db, userId, key);
    if (!order) return null;
    if (order.status === "CANCELLED" || order.status === "EXPIRED") {
      await db.update(orders).set({ idempotencyKey: null }).where(eq(orders.id, order.id));
      return null;
    }
    if (order.paymentMethod === "COD") return placedAnswer(order, providerKeyId);
    if (order.status !== "PENDING_PAYMENT") throw conflict(orderMessages.alreadyPaid(order.id));
    if (order.providerOrderId) return placedAnswer(order, providerKeyId);
    // The first request is still asking the provider: its answer is this one's too.
    if (Date.now() > waitUntil) throw unavailable(PAYMENT_NOT_STARTED);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Cancels the customer's unpaid online orders that hold any of these cart lines, and gives
 * their packs back: the new attempt takes their place. The ids of the orders replaced.
 */
export async function replaceAwaiting(tx: Tx, userId: number, cartLineIds: number[], now: Date) {
  if (cartLineIds.length === 0) return [];
  const earlier = await tx
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, "PENDING_PAYMENT"),
        inArray(orderLines.cartLineId, cartLineIds),
      ),
    )
    .orderBy(orders.id);
  for (const { id } of earlier) {
    await releaseHolds(tx, id, now, { reason: "release", who: { kind: "customer", id: userId } });
    await moveOrder(tx, id, "CANCELLED", { kind: "customer", id: userId }, "replaced by a new attempt", now);
  }
  return earlier.map((o) => o.id);
}

/**
 * An unpaid order's payment, opened again (Pay now, Try again): the same order and the same
 * provider order, while its packs are still held for it.
 */
export async function payAgain(
  db: Db,
  userId: number,
  orderId: number,
  providerKeyId: string,
  now = new Date(),
) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return null;
  if (order.status !== "PENDING_PAYMENT" || !order.providerOrderId || order.paymentLinkUrl) {
    throw conflict(orderMessages.cannotPayNow(order.id));
  }
  if (order.expiresAt.getTime() <= now.getTime()) throw conflict(orderMessages.holdOver(order.id));
  return placedAnswer(order, providerKeyId);
}

/** Whether a database error is the second insert of one key (two requests at the same moment). */
export const isKeyTaken = (error: unknown) => isUniqueViolation(error, "orders_idempotency_key_idx");
