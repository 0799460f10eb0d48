import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 in hex, as Razorpay signs payments and webhooks. */
export const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac("sha256", secret).update(payload).digest("hex");

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  if (typeof receivedHex !== "string" || !/^[0-9a-f]+$/i.test(receivedHex)) return false;
  const a = Buffer.from(expectedHex, "hex");
  const b = Buffer.from(receivedHex.toLowerCase(), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The checkout signature: HMAC_SHA256(order_id + "|" + payment_id, key_secret). */
export const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);
