/**
 * The orders module's entry for the pages (docs/decisions/0029-use-cases-and-borders.md): what
 * placing and cancelling an order say, the GSTIN check, who may cancel from where, and what the
 * back office's order page says after each step.
 */

export {
  allowedActions,
  mayDo,
  movableFrom,
  ORDER_ACTIONS,
  ORDER_MOVES,
  type OrderAction,
  REFUNDABLE,
  type Viewer,
} from "./order-actions";
// For the flows (server/flows/): an order as a refund sees it, and its payment status.
export type { ShopMail } from "./order-emails";
export { markRefundDue, type Tx } from "./order-lifecycle";
export { buyerOf, orderDetailsMessages, orderMessages } from "./order-messages";
export { STORED_METHOD } from "./order-status";
export { orderStepMessages } from "./order-step-messages";
export type { CustomerOrder, OrderItem, PartRefund, PaymentTransaction, PlacedOrder } from "./order-types";
export type { Order } from "./orders.schema";
export { type ChargedLine, orderForRefund, unitsCharge } from "./refundable-lines";
