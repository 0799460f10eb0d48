import { type AppLoadContext, redirect } from "react-router";
import type { SignedPayment } from "../../lib/sandbox-pay";
import { DomainError } from "../../server/pages";

/**
 * The shop's side of a payment the provider's window signed (Razorpay's, or the sandbox's):
 * the same verification and settlement as /api/payment_response/v1/, then the success page,
 * or the error page when the signature is wrong, the money must go back or the order is not
 * the customer's. A redirect, so a reload of the next page settles nothing twice.
 */
export async function settlePayment(context: AppLoadContext, userId: number, signed: SignedPayment) {
  try {
    const verdict = await context.services.payments.verifyCheckout(userId, {
      providerOrderId: signed.razorpay_order_id,
      paymentId: signed.razorpay_payment_id,
      signature: signed.razorpay_signature,
    });
    if (verdict.verified) {
      // Paid, or paid for an order the shop could not keep (its packs gone): refunded.
      return redirect(
        verdict.paid
          ? `/payment-success?order=${verdict.orderId}`
          : `/payment-error?order=${verdict.orderId}&why=refunding`,
      );
    }
    const { orderId } = await context.services.payments.outcome(userId, signed.razorpay_order_id);
    return redirect(`/payment-error?order=${orderId}&why=unverified`);
  } catch (error) {
    if (error instanceof DomainError) return redirect("/payment-error");
    throw error;
  }
}
