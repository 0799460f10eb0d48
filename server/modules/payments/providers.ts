import { randomBytes } from "node:crypto";
import { hmacHex, paymentSignature, signatureMatches } from "./signature";

/**
 * One refund as the provider keeps it: what a retry looks for before refunding again. The
 * shop sends its refund's reference as the receipt and in the notes (`shop_refund`).
 */
export interface ProviderRefund {
  id: string;
  amountPaise: number;
  receipt: string | null;
  notes: Record<string, string>;
  /** Razorpay's words: "pending", "processed" or "failed". */
  status: string;
}

/** What the shop sends with a refund, so that the provider's copy can be found again. */
export interface RefundAsk {
  paymentId: string;
  amountPaise: number;
  /** Unique per refund of the shop (refunds.reference). */
  reference: string;
  notes?: Record<string, string>;
}

/**
 * A payment provider as the shop needs it. Two exist: `sandbox` (in-process, signs exactly as
 * Razorpay does, so the whole flow runs offline) and `razorpay` (Orders API over HTTPS).
 */
export interface PaymentProvider {
  name: "sandbox" | "razorpay";
  /** The public key id the browser's checkout needs (never the secret). */
  keyId: string;
  createOrder(amountPaise: number, receipt: string): Promise<{ id: string }>;
  /** Returns `amountPaise` (all or part) of a captured payment; the provider's refund id. */
  refund(ask: RefundAsk): Promise<{ id: string }>;
  /** Every refund the payment already has at the provider (asked before a refund is tried again). */
  refundsOf(paymentId: string): Promise<ProviderRefund[]>;
  paymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  webhookSignatureValid(rawBody: Buffer | string, signature: string): boolean;
}

const alnum = (bytes: number) =>
  randomBytes(bytes)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 14)
    .padEnd(14, "0");

/** The notes sent with every refund: the shop's reference first, then the caller's. */
const notesOf = (ask: RefundAsk) => ({ ...ask.notes, shop_refund: ask.reference });

export function sandboxProvider(
  secret: string,
  webhookSecret: string,
): PaymentProvider & { keySecret: string; webhookSecret: string } {
  // The sandbox's own book of refunds, per payment: kept in this process only (no money moves).
  const made = new Map<string, ProviderRefund[]>();
  return {
    name: "sandbox",
    keyId: "rzp_test_sandbox",
    keySecret: secret,
    webhookSecret,
    async createOrder() {
      return { id: `order_${alnum(16)}` };
    },
    async refund(ask) {
      const refund: ProviderRefund = {
        id: `rfnd_${alnum(16)}`,
        amountPaise: ask.amountPaise,
        receipt: ask.reference,
        notes: notesOf(ask),
        status: "processed",
      };
      made.set(ask.paymentId, [...(made.get(ask.paymentId) ?? []), refund]);
      return { id: refund.id };
    },
    async refundsOf(paymentId) {
      return [...(made.get(paymentId) ?? [])];
    },
    paymentSignatureValid: (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(secret, orderId, paymentId), signature),
    webhookSignatureValid: (raw, signature) => signatureMatches(hmacHex(webhookSecret, raw), signature),
  };
}

interface RazorpayRefund {
  id?: string;
  amount?: number;
  receipt?: string | null;
  notes?: Record<string, string> | unknown[];
  status?: string;
}

/** Razorpay lists at most 100 refunds per call; a payment with more is read in pages. */
const PAGE = 100;

export function razorpayProvider(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  fetchImpl?: typeof fetch;
}): PaymentProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  const base = opts.apiUrl.replace(/\/$/, "");
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString("base64")}`;

  /** One call to Razorpay's API with Basic auth; the answer, or an error naming what failed. */
  async function call<T extends object>(what: string, path: string, payload?: object): Promise<T> {
    const res = await doFetch(`${base}${path}`, {
      method: payload ? "POST" : "GET",
      headers: { "content-type": "application/json", authorization: auth },
      body: payload ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json().catch(() => ({}))) as T & {
      id?: string;
      status?: string;
      error?: { description?: string };
    };
    if (!res.ok || (payload && !body.id) || body.status === "failed") {
      throw new Error(
        `Razorpay refused the ${what} (${res.status}): ${body.error?.description ?? body.status ?? "no description"}`,
      );
    }
    return body;
  }

  const payment = (id: string) => `/v1/payments/${encodeURIComponent(id)}`;
  return {
    name: "razorpay",
    keyId: opts.keyId,
    createOrder: async (amountPaise, receipt) => {
      const order = await call<{ id: string }>("order", "/v1/orders", {
        amount: amountPaise,
        currency: "INR",
        receipt,
      });
      return { id: order.id };
    },
    // Refunds API: POST /v1/payments/:id/refund with the amount in paise; answers a refund entity.
    refund: async (ask) => {
      const made = await call<{ id: string }>("refund", `${payment(ask.paymentId)}/refund`, {
        amount: ask.amountPaise,
        speed: "normal",
        receipt: ask.reference,
        notes: notesOf(ask),
      });
      return { id: made.id };
    },
    // GET /v1/payments/:id/refunds: a collection, newest first, `count` at most 100 and `skip`.
    async refundsOf(paymentId) {
      const found: ProviderRefund[] = [];
      for (let skip = 0; ; skip += PAGE) {
        const page = await call<{ items?: RazorpayRefund[] }>(
          "list of refunds",
          `${payment(paymentId)}/refunds?count=${PAGE}&skip=${skip}`,
        );
        const items = page.items ?? [];
        for (const r of items) {
          if (!r.id || typeof r.amount !== "number") continue;
          found.push({
            id: r.id,
            amountPaise: r.amount,
            receipt: r.receipt ?? null,
            // Razorpay sends empty notes as [] rather than {}.
            notes: Array.isArray(r.notes) ? {} : ((r.notes ?? {}) as Record<string, string>),
            status: r.status ?? "processed",
          });
        }
        if (items.length < PAGE) return found;
      }
    },
    paymentSignatureValid: (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(opts.keySecret, orderId, paymentId), signature),
    webhookSignatureValid: (raw, signature) => signatureMatches(hmacHex(opts.webhookSecret, raw), signature),
  };
}
