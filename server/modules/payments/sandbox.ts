import { Hono } from "hono";
import { z } from "zod";
import { SANDBOX_METHODS, UPI_ID, UPI_ID_MESSAGE } from "../../../lib/sandbox-pay";
import { invalidInput } from "../../domain-error";
import type { AppEnv } from "../../http/app-env";
import { readBody } from "../../http/envelope";
import { sandboxPayment } from "./sandbox-sign";

const payBody = z.object({
  order_id: z
    .string({ error: "order_id is required." })
    .regex(/^order_\w+$/, "order_id must be a sandbox order id."),
  outcome: z.enum(["success", "failure"], { error: 'outcome must be "success" or "failure".' }),
  method: z.enum(SANDBOX_METHODS, { error: 'method must be "upi" or "card".' }).default("card"),
  vpa: z.string().trim().max(320).optional(),
});

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
