import type { SandboxPayMethod, SignedPayment } from "../../../lib/sandbox-pay";

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

import type { PaymentProvider } from "./providers";
import { sandboxPayment } from "./sandbox-sign";

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
