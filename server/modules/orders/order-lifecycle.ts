import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../domain-error";
import type { ActorKind, OrderStatus, PaymentMethod, PaymentStatus } from "./order-status";
import { type Order, orderEvents, orders } from "./orders.schema";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The order lifecycle (docs/decisions/0007-order-lifecycle.md): which status may follow
 * which, and the one function that moves an order. Nothing else sets an order's status.
 *
 *   PENDING_PAYMENT → PAID | EXPIRED | CANCELLED
 *   PAID → PACKED → SHIPPED → DELIVERED;  PAID | PACKED → CANCELLED (the money is refunded)
 *   EXPIRED → PAID (a late payment that found its stock again) | REFUND_DUE (it did not)
 *   CANCELLED → REFUND_DUE (money that arrived for a cancelled order)
 *   REFUND_DUE → REFUNDED
 * Cash on delivery (decision 0025) starts at CONFIRMED, its stock taken and the cash due:
 *   CONFIRMED → PACKED | CANCELLED;  SHIPPED → RETURNED (refused at the door, stock back)
 * and its payment becomes PAID when staff record the cash (markCashCollected), not by a move.
 * From a phone number not yet confirmed it waits first, its stock held (decision 0037):
 *   AWAITING_CONFIRMATION → CONFIRMED (code, link or staff) | CANCELLED (customer, staff, expiry)
 */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING_PAYMENT: ["PAID", "EXPIRED", "CANCELLED"],
  AWAITING_CONFIRMATION: ["CONFIRMED", "CANCELLED"],
  CONFIRMED: ["PACKED", "CANCELLED"],
  PAID: ["PACKED", "CANCELLED"],
  PACKED: ["SHIPPED", "CANCELLED"],
  SHIPPED: ["DELIVERED", "RETURNED"],
  DELIVERED: [],
  RETURNED: [],
  CANCELLED: ["REFUND_DUE"],
  EXPIRED: ["PAID", "REFUND_DUE"],
  REFUND_DUE: ["REFUNDED"],
  REFUNDED: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => TRANSITIONS[from].includes(to);

/** Who moves an order: a customer or staff member by id, the payment provider, or a job. */
export type Actor =
  | { kind: Extract<ActorKind, "customer" | "staff">; id: number }
  | { kind: Extract<ActorKind, "provider" | "job">; id?: undefined };

/** The payment status that goes with a move (the money follows the order; see the decision). */
function paymentAfter(from: OrderStatus, to: OrderStatus, current: PaymentStatus): PaymentStatus {
  switch (to) {
    case "PAID":
      return "PAID";
    case "EXPIRED":
      return "UNPAID";
    case "CANCELLED":
    case "RETURNED":
      // Money received is owed back; an order never paid (awaiting payment, cash still due) owes nothing.
      return from === "PENDING_PAYMENT" || current === "COD_DUE" ? "CANCELLED" : "REFUND_DUE";
    case "REFUND_DUE":
      return "REFUND_DUE";
    case "REFUNDED":
      return "REFUNDED";
    default:
      return current;
  }
}

/** The order, locked for the caller's transaction; undefined when there is none. */
export async function lockOrder(tx: Tx, orderId: number): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}

/** The order of a provider's order id, locked for the caller's transaction. */
export async function lockOrderByProviderId(tx: Tx, providerOrderId: string): Promise<Order | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.providerOrderId, providerOrderId))
    .for("update");
  return order;
}

const words = (s: OrderStatus) => s.toLowerCase().replace("_", " ");

/**
 * Moves an order to `to` inside the caller's transaction: locks the order row, checks the
 * table, sets the status (and the payment status that goes with it) and writes the
 * order_events row. A move the table forbids is refused with a "conflict" DomainError.
 */
export async function moveOrder(
  tx: Tx,
  orderId: number,
  to: OrderStatus,
  actor: Actor,
  note = "",
  now = new Date(),
): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw notFound("This order was not found.");
  const from = order.status;
  if (!canMove(from, to)) {
    throw conflict(`Order #${orderId} is ${words(from)} and cannot become ${words(to)}.`);
  }
  const [moved] = await tx
    .update(orders)
    .set({
      status: to,
      paymentStatus: paymentAfter(from, to, order.paymentStatus),
      updatedAt: now,
      ...(to === "PAID" ? { paidAt: now } : {}),
    })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: from,
    toStatus: to,
    at: now,
    actorKind: actor.kind,
    actorId: actor.id ?? null,
    note,
  });
  return moved;
}

/**
 * Where an order starts: awaiting its online payment, or with its cash due on delivery:
 * confirmed at once from a confirmed phone number, else awaiting its confirmation (decision 0037).
 */
export const START = {
  ONLINE: { status: "PENDING_PAYMENT", paymentStatus: "PENDING" },
  COD: { status: "CONFIRMED", paymentStatus: "COD_DUE" },
  COD_UNCONFIRMED: { status: "AWAITING_CONFIRMATION", paymentStatus: "COD_DUE" },
} as const satisfies Record<
  PaymentMethod | "COD_UNCONFIRMED",
  { status: OrderStatus; paymentStatus: PaymentStatus }
>;
export type OrderStart = keyof typeof START;

/** The event of an order's creation (no "from"), written by whoever inserted the order. */
export async function recordCreated(
  tx: Tx,
  orderId: number,
  actor: Actor,
  now = new Date(),
  method: OrderStart = "ONLINE",
) {
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: null,
    toStatus: START[method].status,
    at: now,
    actorKind: actor.kind,
    actorId: actor.id ?? null,
    note: "placed",
  });
}

/**
 * A payment attempt that failed leaves the order awaiting payment; only its payment status
 * says so. Never touches an order that is no longer awaiting payment.
 */
export async function markPaymentFailed(tx: Tx, orderId: number, now = new Date()) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (order?.status !== "PENDING_PAYMENT") return;
  await tx.update(orders).set({ paymentStatus: "FAILED", updatedAt: now }).where(eq(orders.id, orderId));
}

/**
 * Staff record the cash of a cash-on-delivery order as collected: its payment becomes PAID.
 * Only a COD order with its cash due, once it is out for delivery; a parcel still SHIPPED is
 * delivered by the same act (the cash is collected at the door). Gives the order as it is now.
 */
export async function markCashCollected(tx: Tx, orderId: number, actor: Actor, now = new Date()) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw notFound("This order was not found.");
  if (order.paymentStatus !== "COD_DUE") {
    throw conflict(`Order #${orderId} has no cash to collect.`);
  }
  if (order.status === "SHIPPED") await moveOrder(tx, orderId, "DELIVERED", actor, "cash collected", now);
  else if (order.status !== "DELIVERED") {
    throw conflict(`Order #${orderId} is ${words(order.status)}: its cash is collected on delivery.`);
  }
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: "PAID", paidAt: now, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  return paid;
}

/**
 * An order whose refunds the provider has now all made: everything paid returned (REFUNDED),
 * or part of it (PARTLY_REFUNDED; PAID when only a second payment went back).
 */
export async function markRefunded(
  tx: Tx,
  orderId: number,
  status: Extract<PaymentStatus, "REFUNDED" | "PARTLY_REFUNDED" | "PAID"> = "REFUNDED",
  now = new Date(),
) {
  await tx.update(orders).set({ paymentStatus: status, updatedAt: now }).where(eq(orders.id, orderId));
}

/**
 * Staff are refunding part of a paid order: its payment owes a refund until the provider has
 * made it (the order's own status stays where it is). Only while money is kept.
 */
export async function markRefundDue(tx: Tx, orderId: number, now = new Date()) {
  await tx.update(orders).set({ paymentStatus: "REFUND_DUE", updatedAt: now }).where(eq(orders.id, orderId));
}
