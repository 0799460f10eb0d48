import { z } from "zod";
import { SANDBOX_METHODS, UPI_ID, UPI_ID_MESSAGE } from "../sandbox-pay";

/**
 * The sandbox's test window as a page (no scripts needed): Pay or Fail, by UPI (with a UPI ID,
 * checked as the window checks it) or by card.
 */
export const sandboxPayFields = z
  .object({
    outcome: z.enum(["success", "failure"], { error: "Choose Pay or Fail." }),
    method: z.enum(SANDBOX_METHODS, { error: 'method must be "upi" or "card".' }).default("upi"),
    vpa: z.string().trim().max(320).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.method === "upi" && !UPI_ID.test(v.vpa ?? "")) {
      ctx.addIssue({ code: "custom", path: ["vpa"], message: UPI_ID_MESSAGE });
    }
  });

/** A payment signed by the provider's window, as the shop's payment page receives it. */
export const signedPaymentFields = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});
