import { formatRupees } from "../../lib/money";
import type { Logger } from "../logger";
import type { Tx } from "../modules/orders";

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
 * Sends the payment link to the customer by text message, inside the order's transaction (the
 * one place to wire the SMS/WhatsApp outbox: docs/decisions/0038-orders-taken-by-staff.md).
 * Until the outbox lands on main, the message is written to the server log, as SMS_PROVIDER=log
 * does; staff also see the link on the order's page and can read it out.
 */
export async function sendPaymentLinkText(_tx: Tx, logger: Logger, text: PaymentLinkText) {
  const amount = formatRupees(text.amountPaise);
  const words =
    text.lang === "hi"
      ? `${text.shopName}: ऑर्डर #${text.orderId} के ${amount} इस लिंक से चुकाएँ (24 घंटे तक): ${text.url}`
      : `${text.shopName}: pay ${amount} for order #${text.orderId} at ${text.url} (open for 24 hours).`;
  logger.info({ sms: { to: text.to, kind: "payment_link", text: words } }, "payment link text");
}
