import { formatRupees } from "../../../lib/money";

/** What moving an order on answers, on the admin API and on the back office's order page alike. */
export const orderStepMessages = {
  codConfirmed: (id: number) => `Order #${id} is confirmed; it can be packed now.`,
  packed: (id: number) => `Order #${id} is packed.`,
  shipped: (id: number) => `Order #${id} is shipped.`,
  delivered: (id: number) => `Order #${id} is delivered.`,
  returned: (id: number) => `Order #${id} is returned; its stock is back on the shelf.`,
  cashRecorded: (id: number) => `Cash for order #${id} is recorded.`,
  /** `paymentStatus`: the order's after the cancellation (a refund is due or made when it was paid). */
  cancelled: (id: number, paymentStatus: string) =>
    `Order #${id} is cancelled${paymentStatus === "REFUND_DUE" || paymentStatus === "REFUNDED" ? "; the refund is on its way." : "."}`,
  noteAdded: "Note added.",
  /** The question before a refund, naming the amount ("Refund ₹1,234.00 to the customer?"). */
  refundQuestion: (paise: number) => `Refund ${formatRupees(paise)} to the customer?`,
  refunded: (id: number, paise: number) =>
    `${formatRupees(paise)} of order #${id} is being refunded to the customer; a credit note is issued.`,
};
