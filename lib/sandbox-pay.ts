/**
 * `POST /sandbox/pay`, the sandbox's stand-in for the provider's checkout window (docs/api.md,
 * the sandbox provider). Not the API's envelope: it answers as Razorpay's checkout does.
 */
export interface SandboxPayRequest {
  order_id: string;
  outcome: "success" | "failure";
  /** How the test payment is made: UPI (with a UPI ID) or a card. Card when left out. */
  method?: SandboxPayMethod;
  /** The UPI ID paid from, with `method: "upi"`. */
  vpa?: string;
}

/** The sandbox window's ways to pay, UPI first as Indian customers pay. */
export const SANDBOX_METHODS = ["upi", "card"] as const;
export type SandboxPayMethod = (typeof SANDBOX_METHODS)[number];

/** A UPI ID (VPA) as UPI apps write it: a handle, "@", the bank's or app's name ("farmer.2@okaxis"). */
export const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const UPI_ID_MESSAGE = "Enter a UPI ID such as farmer@upi.";

/** A payment signed exactly as Razorpay signs it, for the shop to verify (/payment-success, or /api/payment_response/v1/). */
export interface SignedPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export type SandboxPayAnswer = SignedPayment | { error: { code: string; description: string } };
