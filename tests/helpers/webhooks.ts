import { hmacHex } from "../../server/modules/payments/signature";
import type { TestApp } from "./app";

/**
 * POSTs `raw` to the shop's Razorpay webhook as Razorpay sends it: with its event id and signed
 * with `secret` (or with `signature` as given, to forge one).
 */
export function postRazorpayWebhook(
  t: TestApp,
  raw: string,
  event: { secret: string; eventId: string; signature?: string },
) {
  return t.app.request("/api/payments/webhook/razorpay", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": event.signature ?? hmacHex(event.secret, raw),
      "x-razorpay-event-id": event.eventId,
    },
    body: raw,
  });
}
