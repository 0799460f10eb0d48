/**
 * The orders module's entry (docs/decisions/0029-use-cases-and-borders.md). For the pages: what
 * placing and cancelling an order say, the GSTIN check, who may do which move (order-actions.ts),
 * what the back office's order page says after each step. For the flows (server/flows/) and the
 * modules that build on orders (payments, invoices, delivery, promotions, notifications): the
 * lifecycle's one move function, the order's tables, its emails, stock holds and sales.
 */

// The back office's order pages (the admin API answers the same).
export {
  adminOrderFilter,
  adminOrderList,
  adminOrderListFields,
  adminOrderView,
  packingSlips,
} from "./admin-orders.queries";
export { pricePacks, takeStock } from "./checkout-stock";
export { checkCashOnDelivery } from "./cod-caps";
export {
  COD_CODE_SENDS,
  type CodeVerdict,
  checkCodCode,
  codConfirmMessages,
  codeRefusal,
  orderOfLink,
  renewCodCode,
  startCodConfirmation,
} from "./cod-confirm";
export { codConfirmations } from "./cod-confirm.schema";
export type { CodLimits } from "./cod-limits";
export { batchesBack, lineBatches, recordDraws } from "./line-batches";
export {
  allowedActions,
  CUSTOMER_CANCELLABLE,
  mayDo,
  movableFrom,
  ORDER_ACTIONS,
  ORDER_MOVES,
  type OrderAction,
  REFUNDABLE,
  type Viewer,
} from "./order-actions";
export {
  isKeyTaken,
  ORDER_BUSY,
  PAYMENT_NOT_STARTED,
  payAgain,
  repeatAttempt,
  replaceAwaiting,
} from "./order-attempts";
export { type OrderEmailKind, refundEmail, type ShopMail } from "./order-emails";
export { refundLinesInLanguage } from "./order-items-lang";
export {
  type Actor,
  lockOrder,
  lockOrderByProviderId,
  markCashCollected,
  markPaymentFailed,
  markRefundDue,
  markRefunded,
  moveOrder,
  type OrderStart,
  recordCreated,
  START,
  type Tx,
} from "./order-lifecycle";
export { queueOrderNews } from "./order-mail";
export { buyerOf, orderDetailsMessages, orderMessages } from "./order-messages";
export { clearBoughtLines, countSale, uncountSale } from "./order-sales";
// For the modules built on this one (docs/decisions/0034-order-moves-in-one-place.md).
export {
  isPaid,
  ORDER_STATUSES,
  type OrderStatus,
  PAID_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  STORED_METHOD,
  type TransactionStatus,
} from "./order-status";
export { orderStepMessages } from "./order-step-messages";
export { type OrderNews, orderUrl, textRupees } from "./order-texts";
export type {
  CustomerOrder,
  OrderItem,
  PartRefund,
  PaymentTransaction,
  PlacedOrder,
  Shipment,
  ShippingAddress,
} from "./order-types";
export { isoDate, rupeeString } from "./orders.present";
export { type Order, orderEvents, orderLines, orderNotes, orders, stockHolds } from "./orders.schema";
export type { PaymentReads, RefundRow, TransactionRow } from "./payment-reads";
export { productSnapshots } from "./product-snapshots";
export { type ChargedLine, orderForRefund, unitsCharge } from "./refundable-lines";
export { releaseExpiredHolds, releaseHolds, retakeStock } from "./stock-holds";
