/**
 * `POST /sandbox/pay`, the sandbox's stand-in for the provider's checkout window (docs/api.md,
 * the sandbox provider). Not the API's envelope: it answers as Razorpay's checkout does.
 */
export interface SandboxPayRequest {
  order_id: string;
  outcome: "success" | "failure";
}

/** A payment signed exactly as Razorpay signs it, to be sent to /api/payment_response/v1/. */
export interface SignedPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export type SandboxPayAnswer = SignedPayment | { error: { code: string; description: string } };
