import { z } from "zod";
import { invalidInput } from "../../domain-error";
import { customerFields, requireCustomer } from "../../http/customer";
import { defineApi } from "../../http/endpoint";
import { preReadBody } from "../../http/raw-body";
import type { AccountsService } from "../accounts";
import { paymentResultData } from "./payments.present";
import type { PaymentsService } from "./payments.service";

const responseBody = z.object({
  ...customerFields,
  razorpay_order_id: z.string().max(100).optional(),
  razorpay_payment_id: z.string().max(100).optional(),
  razorpay_signature: z.string().max(200).optional(),
  // The payment status page's form: the server reports what it knows for this provider order.
  payment_request_id: z.string().max(100).optional(),
  payment_id: z.string().max(100).optional(),
  payment_status: z.string().max(20).optional().describe("Ignored: never trusted from the browser."),
});

export const paymentMessages = {
  success: "Payment successful. Thank you for your order!",
  invalidSignature: "Invalid payment signature",
  notPaid: "We have not received a payment for this order.",
  refunding:
    "This order can no longer be fulfilled (it expired and its stock was sold, or it was cancelled). We are refunding your payment in full.",
} as const;

/** Payment verification and the provider's webhook (docs/api.md, the payment flow). */
export function paymentsApi(deps: { payments: PaymentsService; accounts: AccountsService }) {
  const { payments, accounts } = deps;
  const api = defineApi("Payments");

  api.post(
    {
      path: "/payment_response/v1/",
      summary: "Verifies the provider's signed checkout response and settles the order, once.",
      description:
        "Also answers the payment status page's form (payment_request_id): whether the server has received the payment. A failure answers `{status: 0, message, data: {status: false}}`.",
      body: responseBody,
      data: paymentResultData,
      errors: ["not_found", "conflict"],
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      if (!body.razorpay_order_id && body.payment_request_id) {
        const outcome = await payments.outcome(customer.userId, body.payment_request_id);
        if (outcome.paid) {
          return { data: { status: true, order_id: outcome.orderId }, message: paymentMessages.success };
        }
        // A failure that still carries data: the envelope is written here, not by the error handler.
        return c.json(
          { status: 0, message: paymentMessages.notPaid, data: { status: false, order_id: outcome.orderId } },
          200,
        );
      }
      if (!body.razorpay_order_id || !body.razorpay_payment_id || !body.razorpay_signature) {
        throw invalidInput("razorpay_order_id, razorpay_payment_id and razorpay_signature are required.");
      }
      const verdict = await payments.verifyCheckout(customer.userId, {
        providerOrderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      });
      if (!verdict.verified) {
        return c.json({ status: 0, message: paymentMessages.invalidSignature, data: { status: false } }, 400);
      }
      if (!verdict.paid) {
        // Money the shop cannot keep (docs/decisions/0007-order-lifecycle.md): it is refunded.
        return c.json(
          {
            status: 0,
            message: paymentMessages.refunding,
            data: { status: false, order_id: verdict.orderId },
          },
          409,
        );
      }
      return { data: { status: true, order_id: verdict.orderId }, message: paymentMessages.success };
    },
  );

  api.postRaw(
    {
      path: "/payments/webhook/razorpay",
      summary: "The payment provider's webhook: settles captured payments, records failed ones.",
      description:
        "Signed with the webhook secret in `X-Razorpay-Signature` (HMAC-SHA256 of the raw body). Events already seen (by `X-Razorpay-Event-Id`) are ignored.",
      data: z.null(),
      errors: ["not_found"],
    },
    async (c) => {
      const raw = preReadBody(c.env) ?? Buffer.from(await c.req.text());
      const { duplicate } = await payments.receiveWebhook(
        raw,
        c.req.header("x-razorpay-signature") ?? "",
        c.req.header("x-razorpay-event-id"),
      );
      return { data: null, message: duplicate ? "Duplicate event ignored." : "Event processed." };
    },
  );

  return api;
}
