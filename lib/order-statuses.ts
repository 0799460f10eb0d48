/**
 * The statuses of an order and of its payment, in one place. The API sends the order status
 * codes as they are (docs/api.md); pages show them in words (app/components/orders/status.ts).
 * Which status may follow which is the lifecycle's table (server/modules/orders/order-lifecycle.ts).
 */
export const ORDER_STATUSES = [
  "PENDING_PAYMENT",
  // A cash-on-delivery order from a phone number not yet confirmed: its stock held, waiting for
  // the customer's SMS code or link (or staff who called them); cancelled if it never comes.
  "AWAITING_CONFIRMATION",
  // A cash-on-delivery order's start: its stock taken, the cash to be collected at the door.
  "CONFIRMED",
  "PAID",
  "PACKED",
  "SHIPPED",
  "DELIVERED",
  // A cash-on-delivery parcel refused at the door: its stock is back on the shelf.
  "RETURNED",
  "CANCELLED",
  "EXPIRED",
  "REFUND_DUE",
  "REFUNDED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Statuses of an order the shop has sold: its money received and kept, or (cash on delivery,
 * CONFIRMED onwards) its cash to be collected at the door. Counted as sold, never paid again.
 */
export const PAID_STATUSES = [
  "CONFIRMED",
  "PAID",
  "PACKED",
  "SHIPPED",
  "DELIVERED",
] as const satisfies readonly OrderStatus[];
export type PaidStatus = (typeof PAID_STATUSES)[number];

/**
 * Orders that use up a promo code (docs/decisions/0031-cod-caps-and-promo-limits.md): sold, or
 * awaiting their online payment (held like their stock, for 30 minutes) or their confirmation of
 * cash on delivery (held until confirmed or cancelled). A cancelled, expired,
 * returned or refunded order gives its use back.
 */
export const PROMO_USE_STATUSES = [
  "PENDING_PAYMENT",
  "AWAITING_CONFIRMATION",
  ...PAID_STATUSES,
] as const satisfies readonly OrderStatus[];

export const isPaid = (status: OrderStatus): status is PaidStatus =>
  (PAID_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Where an order's payment stands, kept in its own column beside the order status: a failed
 * attempt leaves the order awaiting payment, and a cancelled paid order owes a refund until
 * the provider has made it. A refund of part of an order is REFUND_DUE until made, then
 * PARTLY_REFUNDED (REFUNDED once everything paid has gone back).
 */
export const PAYMENT_STATUSES = [
  "PENDING",
  "FAILED",
  "PAID",
  "UNPAID",
  "CANCELLED",
  "REFUND_DUE",
  "REFUNDED",
  // Cash on delivery: the cash is to be collected; staff record it and the payment becomes PAID.
  "COD_DUE",
  // Staff returned part of what was paid (lines or an amount); the rest is kept.
  "PARTLY_REFUNDED",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment status in English words: what the API sends as `pay_status` and the pages show. */
export const PAY_STATUS_WORDS = {
  PENDING: "Pending",
  PAID: "Paid",
  UNPAID: "Unpaid",
  CANCELLED: "Cancelled",
  FAILED: "Failed",
  REFUND_DUE: "Refund due",
  REFUNDED: "Refunded",
  COD_DUE: "Cash on delivery",
  PARTLY_REFUNDED: "Partly refunded",
} as const satisfies Record<PaymentStatus, string>;

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

/**
 * How the customer pays: online through the provider (UPI, cards, net banking, wallets) or in
 * cash on delivery. The API's words (`payment_method`); orders and transactions store them too.
 */
export const PAYMENT_METHODS = ["ONLINE", "COD"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The word an order (and its transactions) store for the method: the contract's `order_method`. */
export const STORED_METHOD = { ONLINE: "Online", COD: "COD" } as const satisfies Record<
  PaymentMethod,
  string
>;
