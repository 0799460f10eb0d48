import { randomBytes } from "node:crypto";
import type { SandboxPayAnswer, SandboxPayMethod } from "../../../lib/sandbox-pay";
import { paymentSignature } from "./signature";

/** What a failed test payment says, by the way it was made (as Razorpay's checkout words it). */
const FAILED: Record<SandboxPayMethod, string> = {
  card: "Payment failed in the sandbox (test mode).",
  upi: "UPI payment failed in the sandbox (test mode).",
};

/**
 * The sandbox checkout's answer: a failure as Razorpay words it, or a payment signed as Razorpay
 * signs. UPI and card end alike: the shop verifies and settles the signed payment
 * (/api/payment_response/v1/, or the /payment-success page) whichever way it was made, as
 * Razorpay's are.
 */
export function sandboxPayment(
  keySecret: string,
  orderId: string,
  outcome: "success" | "failure",
  method: SandboxPayMethod = "card",
): SandboxPayAnswer {
  if (outcome === "failure") {
    return { error: { code: "BAD_REQUEST_ERROR", description: FAILED[method] } };
  }
  const paymentId = `pay_${randomBytes(10).toString("hex").slice(0, 14)}`;
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
  };
}
