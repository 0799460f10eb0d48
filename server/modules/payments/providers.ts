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
  /** Returns a captured payment's money (all of `amountPaise`); the provider's refund id. */
  refund(paymentId: string, amountPaise: number, receipt: string): Promise<{ id: string }>;
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
    async refund() {
      return { id: `rfnd_${alnum(16)}` };
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
  /** One call to Razorpay's API with Basic auth; the answer's id, or an error naming what failed. */
  async function call(what: string, path: string, payload: object): Promise<{ id: string }> {
    const res = await doFetch(`${opts.apiUrl.replace(/\/$/, "")}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString("base64")}`,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json().catch(() => ({}))) as {
      id?: string;
      status?: string;
      error?: { description?: string };
    };
    if (!res.ok || !body.id || body.status === "failed") {
      throw new Error(
        `Razorpay refused the ${what} (${res.status}): ${body.error?.description ?? body.status ?? "no description"}`,
      );
    }
    return { id: body.id };
  }
  return {
    name: "razorpay",
    keyId: opts.keyId,
    createOrder: (amountPaise, receipt) =>
      call("order", "/v1/orders", { amount: amountPaise, currency: "INR", receipt }),
    // Refunds API: POST /v1/payments/:id/refund with the amount in paise; answers a refund entity.
    refund: (paymentId, amountPaise, receipt) =>
      call("refund", `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: amountPaise,
        speed: "normal",
        receipt,
      }),
    paymentSignatureValid: (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(opts.keySecret, orderId, paymentId), signature),
    webhookSignatureValid: (raw, signature) => signatureMatches(hmacHex(opts.webhookSecret, raw), signature),
  };
}
