import { randomBytes } from "node:crypto";

/**
 * A payment link sent to a customer who ordered by phone (docs/decisions/0038-orders-taken-by-staff.md):
 * Razorpay Payment Links (`POST /v1/payment_links`), or in sandbox mode a link to the sandbox's
 * own test window (`/pay-link/{id}`). Either way the payment comes back as the signed webhook
 * `payment_link.paid`, which settles the order as every payment is settled.
 */
export interface PaymentLinkAsk {
  amountPaise: number;
  /** The shop's reference for the link: `order_{id}` (Razorpay keeps it unique per link). */
  referenceId: string;
  description: string;
  /** When the link stops taking payments (the order expires with it). */
  expireBy: Date;
  customer: { name: string; contact: string; email?: string | null };
}

export interface PaymentLinks {
  create(ask: PaymentLinkAsk): Promise<{ id: string; url: string }>;
}

/** Razorpay's link ids: `plink_` and 14 letters or digits. */
export const LINK_ID = /^plink_[A-Za-z0-9]{6,40}$/;

/** The sandbox's links: made in this process, paid in the sandbox's window (app/routes/pay-link.$linkId.tsx). */
export function sandboxPaymentLinks(publicUrl: string): PaymentLinks {
  return {
    async create() {
      const id = `plink_${randomBytes(12)
        .toString("base64")
        .replace(/[^A-Za-z0-9]/g, "")
        .slice(0, 14)
        .padEnd(14, "0")}`;
      return { id, url: `${publicUrl.replace(/\/$/, "")}/pay-link/${id}` };
    },
  };
}

/** Razorpay Payment Links over HTTPS, with the same keys as the Orders API. */
export function razorpayPaymentLinks(opts: {
  keyId: string;
  keySecret: string;
  apiUrl: string;
  fetchImpl?: typeof fetch;
}): PaymentLinks {
  const doFetch = opts.fetchImpl ?? fetch;
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString("base64")}`;
  return {
    async create(ask) {
      const res = await doFetch(`${opts.apiUrl.replace(/\/$/, "")}/v1/payment_links`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: auth },
        body: JSON.stringify({
          amount: ask.amountPaise,
          currency: "INR",
          accept_partial: false,
          reference_id: ask.referenceId,
          description: ask.description,
          // Unix seconds; Razorpay wants it at least 15 minutes ahead.
          expire_by: Math.floor(ask.expireBy.getTime() / 1000),
          customer: {
            name: ask.customer.name,
            contact: ask.customer.contact,
            ...(ask.customer.email ? { email: ask.customer.email } : {}),
          },
          // The shop sends the link itself (in the customer's language), not Razorpay.
          notify: { sms: false, email: false },
          reminder_enable: false,
          notes: { shop_order: ask.referenceId },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => ({}))) as {
        id?: string;
        short_url?: string;
        error?: { description?: string };
      };
      if (!res.ok || !body.id || !body.short_url) {
        throw new Error(
          `Razorpay refused the payment link (${res.status}): ${body.error?.description ?? "no description"}`,
        );
      }
      return { id: body.id, url: body.short_url };
    },
  };
}
