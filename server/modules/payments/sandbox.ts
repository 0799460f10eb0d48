import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import {
  SANDBOX_METHODS,
  type SandboxPayAnswer,
  type SandboxPayMethod,
  UPI_ID,
  UPI_ID_MESSAGE,
} from "../../../lib/sandbox-pay";
import { invalidInput } from "../../domain-error";
import type { AppEnv } from "../../http/app-env";
import { readBody } from "../../http/envelope";
import { paymentSignature } from "./signature";

const payBody = z.object({
  order_id: z
    .string({ error: "order_id is required." })
    .regex(/^order_\w+$/, "order_id must be a sandbox order id."),
  outcome: z.enum(["success", "failure"], { error: 'outcome must be "success" or "failure".' }),
  method: z.enum(SANDBOX_METHODS, { error: 'method must be "upi" or "card".' }).default("card"),
  vpa: z.string().trim().max(320).optional(),
});

/** What a failed test payment says, by the way it was made (as Razorpay's checkout words it). */
const FAILED: Record<SandboxPayMethod, string> = {
  card: "Payment failed in the sandbox (test mode).",
  upi: "UPI payment failed in the sandbox (test mode).",
};

/**
 * The sandbox checkout's answer: a failure as Razorpay words it, or a payment signed as Razorpay
 * signs. UPI and card end alike: the signed payment is verified and settled by
 * /api/payment_response/v1/ whichever way it was made, as Razorpay's are.
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

/**
 * `POST /sandbox/pay`: plays the provider's checkout in sandbox mode, by UPI or card; it
 * settles nothing by itself. Outside /api and not the envelope: it answers as the provider's
 * checkout would (bad input is the shop's 400 envelope).
 */
export function sandboxApi(keySecret: string) {
  const api = new Hono<AppEnv>();
  api.post("/pay", async (c) => {
    const input = await readBody(c, payBody);
    // A UPI payment names the UPI ID it comes from, as the provider's window asks for one.
    if (input.method === "upi" && !UPI_ID.test(input.vpa ?? "")) {
      throw invalidInput(UPI_ID_MESSAGE, { vpa: UPI_ID_MESSAGE });
    }
    return c.json(sandboxPayment(keySecret, input.order_id, input.outcome, input.method));
  });
  return api;
}
