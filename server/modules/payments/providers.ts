import { randomBytes } from "node:crypto";
import { hmacHex, paymentSignature, signatureMatches } from "./signature";

/**
 * A payment provider as the shop needs it. Two exist: `sandbox` (in-process, signs exactly as
 * Razorpay does, so the whole flow runs offline) and `razorpay` (Orders API over HTTPS).
 */
export interface PaymentProvider {
  name: "sandbox" | "razorpay";
  /** The public key id the browser's checkout needs (never the secret). */
  keyId: string;
  createOrder(amountPaise: number, receipt: string): Promise<{ id: string }>;
  paymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  webhookSignatureValid(rawBody: Buffer | string, signature: string): boolean;
}

const alnum = (bytes: number) =>
  randomBytes(bytes)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 14)
    .padEnd(14, "0");

export function sandboxProvider(
  secret: string,
  webhookSecret: string,
): PaymentProvider & { keySecret: string } {
  return {
    name: "sandbox",
    keyId: "rzp_test_sandbox",
    keySecret: secret,
    async createOrder() {
      return { id: `order_${alnum(16)}` };
    },
    paymentSignatureValid: (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(secret, orderId, paymentId), signature),
    webhookSignatureValid: (raw, signature) => signatureMatches(hmacHex(webhookSecret, raw), signature),
  };
}

export function razorpayProvider(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  fetchImpl?: typeof fetch;
}): PaymentProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    name: "razorpay",
    keyId: opts.keyId,
    async createOrder(amountPaise, receipt) {
      const res = await doFetch(`${opts.apiUrl.replace(/\/$/, "")}/v1/orders`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString("base64")}`,
        },
        body: JSON.stringify({ amount: amountPaise, currency: "INR", receipt }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => ({}))) as { id?: string; error?: { description?: string } };
      if (!res.ok || !body.id) {
        throw new Error(
          `Razorpay refused the order (${res.status}): ${body.error?.description ?? "no description"}`,
        );
      }
      return { id: body.id };
    },
    paymentSignatureValid: (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(opts.keySecret, orderId, paymentId), signature),
    webhookSignatureValid: (raw, signature) => signatureMatches(hmacHex(opts.webhookSecret, raw), signature),
  };
}
