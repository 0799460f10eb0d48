import { enPages } from "~/messages/en-pages";
// Types only: the status lists live once, in the orders module; no server code reaches the browser.
import type {
  OrderStatus,
  PaymentStatus,
  TransactionStatus,
} from "../../../server/modules/orders/order-status";

// Typed here so that a status added to the orders module cannot go without its words.
const orderWords: Record<OrderStatus, string> = enPages.orders.status;
const paymentWords: Record<PaymentStatus, string> = enPages.orders.paymentStatus;
const transactionWords: Record<TransactionStatus, string> = enPages.orders.transactionStatus;

/** An order's status as a customer reads it ("Awaiting payment", "Paid", ...). */
export const orderStatusText = (status: OrderStatus) => orderWords[status];
/** Where an order's payment stands, in words. */
export const paymentStatusText = (status: PaymentStatus) => paymentWords[status];
/** What a payment transaction was, in words. */
export const transactionStatusText = (status: TransactionStatus) => transactionWords[status];

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
/** When an order was placed or a payment made, in India's time. */
export const formatDateTime = (date: Date) => dateTime.format(date);
