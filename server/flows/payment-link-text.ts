import { toRupeeString } from "../../lib/money";
import type { Tx } from "../modules/orders";
import { enqueueText } from "../modules/texts";

/** The payment link's text message, as the customer gets it. */
export interface PaymentLinkText {
  /** E.164: +91 and the 10 digits. */
  to: string;
  lang: "en" | "hi";
  orderId: number;
  amountPaise: number;
  url: string;
  shopName: string;
}

/**
 * Queues the payment link for the customer by SMS (kind `payment_link`, in their language), in
 * the transaction that keeps the link on the order: the outbox sends it once that commits
 * (docs/decisions/0039-text-messages.md). Staff also see the link on the order's page.
 */
export async function sendPaymentLinkText(tx: Tx, text: PaymentLinkText) {
  await enqueueText(tx, {
    channel: "sms",
    to: text.to,
    kind: "payment_link",
    lang: text.lang,
    vars: {
      shop: text.shopName,
      order: `#${text.orderId}`,
      amount: toRupeeString(text.amountPaise),
      link: text.url,
    },
  });
}
