/**
 * The orders module's entry for the pages (docs/decisions/0029-use-cases-and-borders.md): what
 * placing and cancelling an order say, the GSTIN check and who may cancel from where.
 */
export { buyerOf, orderDetailsMessages, orderMessages } from "./order-messages";
export { CUSTOMER_CANCELLABLE } from "./order-status";
export type { PlacedOrder } from "./order-types";
