/**
 * The statuses of an order and of its payment, in one place. The API sends the order status
 * codes as they are (docs/api.md); pages show them in words (app/components/orders/status.ts).
 */
export const ORDER_STATUSES = [
  "PENDING_PAYMENT",
  "PAID",
  "SHIPPED",
  "DELIVERED",
  "CANCELLED",
  "EXPIRED",
  "FAILED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of an order whose money the shop has received: counted as sold, never paid again. */
export const PAID_STATUSES = ["PAID", "SHIPPED", "DELIVERED"] as const satisfies readonly OrderStatus[];
export type PaidStatus = (typeof PAID_STATUSES)[number];

export const isPaid = (status: OrderStatus): status is PaidStatus =>
  (PAID_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Where an order's payment stands, as the customer's order list shows it. Derived from the
 * order status for now; it is kept as its own type so that it can become its own column.
 */
export const PAYMENT_STATUSES = ["PENDING", "PAID", "UNPAID", "CANCELLED", "FAILED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const paymentOf: Record<OrderStatus, PaymentStatus> = {
  PENDING_PAYMENT: "PENDING",
  PAID: "PAID",
  SHIPPED: "PAID",
  DELIVERED: "PAID",
  CANCELLED: "CANCELLED",
  EXPIRED: "UNPAID",
  FAILED: "FAILED",
};
export const paymentStatusOf = (status: OrderStatus): PaymentStatus => paymentOf[status];

/**
 * What one payment transaction was: money received ("Credit"), a payment that failed or could
 * not be verified ("Failed"), or one still open. These are also the words stored and sent.
 */
export const TRANSACTION_STATUSES = ["Credit", "Failed", "Pending"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
