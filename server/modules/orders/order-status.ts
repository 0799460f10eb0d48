/**
 * The statuses of an order and of its payment, in one place. The API sends the order status
 * codes as they are (docs/api.md); pages show them in words (app/components/orders/status.ts).
 * Which status may follow which is the lifecycle's table (order-lifecycle.ts).
 */
export const ORDER_STATUSES = [
  "PENDING_PAYMENT",
  "PAID",
  "PACKED",
  "SHIPPED",
  "DELIVERED",
  "CANCELLED",
  "EXPIRED",
  "REFUND_DUE",
  "REFUNDED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of an order whose money the shop has received and kept: counted as sold, never paid again. */
export const PAID_STATUSES = [
  "PAID",
  "PACKED",
  "SHIPPED",
  "DELIVERED",
] as const satisfies readonly OrderStatus[];
export type PaidStatus = (typeof PAID_STATUSES)[number];

export const isPaid = (status: OrderStatus): status is PaidStatus =>
  (PAID_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Where an order's payment stands, kept in its own column beside the order status: a failed
 * attempt leaves the order awaiting payment, and a cancelled paid order owes a refund until
 * the provider has made it.
 */
export const PAYMENT_STATUSES = [
  "PENDING",
  "FAILED",
  "PAID",
  "UNPAID",
  "CANCELLED",
  "REFUND_DUE",
  "REFUNDED",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who moved an order: the customer, a staff member, the payment provider, or a job of the shop. */
export const ACTOR_KINDS = ["customer", "staff", "provider", "job"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/**
 * What one payment transaction was: money received and kept ("Credit"), a payment that failed
 * or could not be verified ("Failed"), one still open ("Pending"), money received that the
 * shop is returning ("Refunding") and money returned ("Refund"). Also the words stored and sent.
 */
export const TRANSACTION_STATUSES = ["Credit", "Failed", "Pending", "Refunding", "Refund"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
