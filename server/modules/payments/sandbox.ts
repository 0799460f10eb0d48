import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import type { SandboxPayAnswer } from "../../../lib/sandbox-pay";
import type { AppEnv } from "../../http/app-env";
import { readBody } from "../../http/envelope";
import { paymentSignature } from "./signature";

const payBody = z.object({
  order_id: z
    .string({ error: "order_id is required." })
    .regex(/^order_\w+$/, "order_id must be a sandbox order id."),
  outcome: z.enum(["success", "failure"], { error: 'outcome must be "success" or "failure".' }),
});

/** The sandbox checkout's answer: a failure as Razorpay words it, or a payment signed as Razorpay signs. */
export function sandboxPayment(
  keySecret: string,
  orderId: string,
  outcome: "success" | "failure",
): SandboxPayAnswer {
  if (outcome === "failure") {
    return {
      error: { code: "BAD_REQUEST_ERROR", description: "Payment failed in the sandbox (test mode)." },
    };
  }
  const paymentId = `pay_${randomBytes(10).toString("hex").slice(0, 14)}`;
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
  };
}

/**
 * `POST /sandbox/pay`: plays the provider's checkout in sandbox mode; it settles nothing by
 * itself. Outside /api and not the envelope: it answers as the provider's checkout would.
 */
export function sandboxApi(keySecret: string) {
  const api = new Hono<AppEnv>();
  api.post("/pay", async (c) => {
    const input = await readBody(c, payBody);
    return c.json(sandboxPayment(keySecret, input.order_id, input.outcome));
  });
  return api;
}
