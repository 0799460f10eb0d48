import { z } from "zod";

/**
 * The payment answers as the API sends them (docs/api.md, the payment flow). A verified
 * payment answers `{status: true, order_id}`; a refused one the failure envelope with
 * `{status: false}` (and the order id when the order is known).
 */
export const paymentResultData = z.object({
  status: z.boolean().describe("Whether the server has received the payment."),
  order_id: z.number().int().optional(),
});
