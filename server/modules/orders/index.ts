/**
 * The orders module's entry for the pages (docs/decisions/0029-use-cases-and-borders.md): what
 * placing and cancelling an order say, the GSTIN check, who may cancel from where, and what the
 * back office's order page says after each step.
 */
export { buyerOf, orderDetailsMessages, orderMessages } from "./order-messages";
export { CUSTOMER_CANCELLABLE } from "./order-status";
export { orderStepMessages } from "./order-step-messages";
export type { CustomerOrder, OrderItem, PaymentTransaction, PlacedOrder } from "./order-types";
