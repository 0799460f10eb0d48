import type { SandboxPayMethod, SignedPayment } from "../../../lib/sandbox-pay";

export {
  LINK_ID,
  type PaymentLinkAsk,
  type PaymentLinks,
  razorpayPaymentLinks,
  sandboxPaymentLinks,
} from "./payment-links";
export { paymentReads } from "./payment-reads";
export { paymentTransactions, type RefundedLine } from "./payments.schema";
export type { PaymentsService } from "./payments.service";
export type { PaymentProvider } from "./providers";
export {
  type KeptPayment,
  keptPayments,
  owePart,
  oweTheRest,
  oweWhole,
  refundsOutstanding,
  refundsTotal,
  unitsRefunded,
} from "./refund-rows";
export type { Applied, ApplyPayment, PaymentSource } from "./settlement";

import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./providers";
import { sandboxPayment } from "./sandbox-sign";
import { hmacHex } from "./signature";

/**
 * The payments module's entry for the flows: what a part refund needs of the order's payments
 * and refunds (refund-rows.ts). For the pages: the sandbox's test window as a page plays the
 * provider's part with this (a payment signed as Razorpay signs, or its failure sentence); the
 * shop then verifies it as any other (PaymentsService.verifyCheckout).
 */
export function sandboxCheckout(
  provider: PaymentProvider,
  providerOrderId: string,
  outcome: "success" | "failure",
  method: SandboxPayMethod,
): ({ ok: true } & SignedPayment) | { ok: false; description: string } | null {
  // Only the sandbox knows its secret here; with Razorpay there is no test window at all.
  if (provider.name !== "sandbox" || !("keySecret" in provider)) return null;
  const answer = sandboxPayment(String(provider.keySecret), providerOrderId, outcome, method);
  return "error" in answer ? { ok: false, description: answer.error.description } : { ok: true, ...answer };
}

/**
 * The sandbox's test window for a payment link plays Razorpay's part: the `payment_link.paid`
 * webhook it would send, signed with the webhook secret, for the shop to receive as any other
 * (PaymentsService.receiveWebhook). Null unless the provider is the sandbox.
 */
export function sandboxLinkPaid(
  provider: PaymentProvider,
  link: { id: string; referenceId: string; amountPaise: number },
): { raw: Buffer; signature: string } | null {
  if (provider.name !== "sandbox" || !("webhookSecret" in provider)) return null;
  const paymentId = `pay_${randomBytes(12).toString("hex").slice(0, 14)}`;
  const amount = link.amountPaise;
  const raw = Buffer.from(
    JSON.stringify({
      entity: "event",
      event: "payment_link.paid",
      contains: ["payment_link", "order", "payment"],
      payload: {
        payment_link: {
          entity: {
            id: link.id,
            amount,
            amount_paid: amount,
            reference_id: link.referenceId,
            status: "paid",
          },
        },
        payment: { entity: { id: paymentId, amount, currency: "INR", status: "captured" } },
      },
      created_at: Math.floor(Date.now() / 1000),
    }),
  );
  return { raw, signature: hmacHex(String(provider.webhookSecret), raw) };
}
