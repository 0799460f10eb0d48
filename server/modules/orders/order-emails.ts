import { formatRupees, type Paise } from "../../../lib/money";
import { orderItemLabel } from "../../../lib/order-items";
import type { Email } from "../outbox/outbox.service";

/** The email a customer gets once the payment for an order has been received. */
export function orderConfirmationEmail(input: {
  orderId: number;
  totalPaise: Paise;
  customer: { fullName: string; email: string };
  items: { productName: string; packQty: number; unit: string; qty: number }[];
  shopName: string;
}): Email {
  return {
    to: input.customer.email,
    subject: `Order #${input.orderId} confirmed — ${input.shopName}`,
    text: [
      `Hello ${input.customer.fullName},`,
      "",
      `Thank you. We have received your payment of ${formatRupees(input.totalPaise)} for order #${input.orderId}:`,
      ...input.items.map((item) => `- ${orderItemLabel(item)}`),
      "",
      "Orders are dispatched within 48 hours.",
      input.shopName,
    ].join("\n"),
    kind: "order-confirmation",
  };
}

/** The email a customer gets once the provider has returned a payment the shop could not keep. */
export function refundEmail(input: {
  orderId: number;
  amountPaise: Paise;
  customer: { fullName: string; email: string };
  shopName: string;
}): Email {
  return {
    to: input.customer.email,
    subject: `Refund of ${formatRupees(input.amountPaise)} for order #${input.orderId} — ${input.shopName}`,
    text: [
      `Hello ${input.customer.fullName},`,
      "",
      `We have refunded ${formatRupees(input.amountPaise)} for order #${input.orderId} to the card or account you paid with.`,
      "Banks usually show a refund within 5 to 7 working days. Nothing of this order is charged to you.",
      "",
      input.shopName,
    ].join("\n"),
    kind: "refund",
  };
}
