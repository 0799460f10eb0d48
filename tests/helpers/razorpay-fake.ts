import http from "node:http";
import { paymentSignature } from "../../server/modules/payments/signature";

/** One refund the fake has made, as Razorpay keeps it. */
export interface FakeRefund {
  id: string;
  paymentId: string;
  amount: number;
  receipt?: string;
  notes: Record<string, string>;
  status: "processed" | "failed";
}

/** One payment link the fake made, as the shop asked for it. */
export interface FakeLink {
  id: string;
  amount: number;
  reference_id: string;
  expire_by: number;
  customer: { name?: string; contact?: string; email?: string };
  notify: { sms?: boolean; email?: boolean };
}

/**
 * A local fake of Razorpay's API for tests: the Orders API (`POST /v1/orders`), Payment Links
 * (`POST /v1/payment_links`, which refuses a reused reference_id or an expire_by less than 15
 * minutes ahead, as Razorpay does), the Refunds API
 * (`POST /v1/payments/:id/refund`) and a payment's refunds (`GET /v1/payments/:id/refunds`,
 * `count` and `skip`), with Basic auth and the answers' shapes as Razorpay documents them.
 * `state` lets a test slow a call down or make it fail: `refundDelayMs` makes the refund first
 * and answers late (a shop killed meanwhile never hears of it), `loseRefundAnswers` makes the
 * refund and answers 504 (a gateway that timed out after the refund was made).
 */
export interface RazorpayFake {
  url: string;
  state: {
    orderDelayMs: number;
    refundDelayMs: number;
    failOrders: boolean;
    failLinks: boolean;
    links: FakeLink[];
    failRefunds: boolean;
    loseRefundAnswers: boolean;
    failRefundLists: boolean;
    orders: { amount: number; receipt: string }[];
    refunds: FakeRefund[];
    /** How often a payment's refunds were asked for. */
    refundLists: string[];
  };
  /** The refunds made for one payment. */
  refundsOf(paymentId: string): FakeRefund[];
  close(): Promise<void>;
}

export async function startRazorpayFake(keyId: string, keySecret: string): Promise<RazorpayFake> {
  const state: RazorpayFake["state"] = {
    orderDelayMs: 0,
    refundDelayMs: 0,
    failOrders: false,
    failLinks: false,
    links: [],
    failRefunds: false,
    loseRefundAnswers: false,
    failRefundLists: false,
    orders: [],
    refunds: [],
    refundLists: [],
  };
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  let n = 0;
  const refundEntity = (r: FakeRefund) => ({
    id: r.id,
    entity: "refund",
    amount: r.amount,
    currency: "INR",
    payment_id: r.paymentId,
    // Razorpay answers empty notes as an empty array.
    notes: Object.keys(r.notes).length ? r.notes : [],
    receipt: r.receipt ?? null,
    status: r.status,
    speed_requested: "normal",
  });
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => {
      raw += d;
    });
    req.on("end", async () => {
      const body = JSON.parse(raw || "{}");
      const answer = (status: number, json: object) => {
        if (!res.destroyed)
          res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
      };
      const error = (status: number, description: string) =>
        answer(status, { error: { code: "BAD_REQUEST_ERROR", description } });
      if (req.headers.authorization !== expected) return error(401, "Authentication failed");
      const url = new URL(req.url ?? "/", "http://fake");
      const refund = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refund$/);
      const list = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refunds$/);
      if (req.method === "GET" && list) {
        if (state.failRefundLists) return error(502, "The server encountered an error.");
        const paymentId = decodeURIComponent(list[1]);
        state.refundLists.push(paymentId);
        const count = Math.min(Number(url.searchParams.get("count") ?? 10), 100);
        const skip = Number(url.searchParams.get("skip") ?? 0);
        // Newest first, as Razorpay lists them.
        const items = state.refunds
          .filter((r) => r.paymentId === paymentId)
          .reverse()
          .slice(skip, skip + count)
          .map(refundEntity);
        return answer(200, { entity: "collection", count: items.length, items });
      }
      if (req.method !== "POST") return error(404, "The requested URL was not found on the server.");
      if (url.pathname === "/v1/orders") {
        if (state.orderDelayMs) await new Promise((r) => setTimeout(r, state.orderDelayMs));
        if (state.failOrders) return error(500, "The server encountered an error.");
        if (!Number.isInteger(body.amount) || body.amount < 100 || body.currency !== "INR") {
          return error(400, "The amount must be atleast INR 1.00");
        }
        state.orders.push({ amount: body.amount, receipt: body.receipt });
        n++;
        return answer(200, {
          id: `order_Fake${String(n).padStart(10, "0")}`,
          entity: "order",
          amount: body.amount,
          currency: "INR",
          receipt: body.receipt,
          status: "created",
        });
      }
      if (url.pathname === "/v1/payment_links") {
        if (state.failLinks) return error(500, "The server encountered an error.");
        if (!Number.isInteger(body.amount) || body.amount < 100 || body.currency !== "INR") {
          return error(400, "The amount must be atleast INR 1.00");
        }
        if (!Number.isInteger(body.expire_by) || body.expire_by < Date.now() / 1000 + 15 * 60) {
          return error(400, "expire_by should be at least 15 minutes after current time");
        }
        if (state.links.some((l) => l.reference_id === body.reference_id)) {
          return error(400, "Payment Link with given reference_id already exists");
        }
        n++;
        const id = `plink_Fake${String(n).padStart(10, "0")}`;
        state.links.push({ id, ...body });
        return answer(200, {
          id,
          amount: body.amount,
          currency: "INR",
          reference_id: body.reference_id,
          expire_by: body.expire_by,
          status: "created",
          short_url: `https://rzp.io/i/${id.slice(6)}`,
        });
      }
      if (refund) {
        if (state.failRefunds) return error(502, "The refund could not be processed.");
        const paymentId = decodeURIComponent(refund[1]);
        n++;
        const made: FakeRefund = {
          id: `rfnd_Fake${String(n).padStart(10, "0")}`,
          paymentId,
          amount: body.amount,
          receipt: body.receipt,
          notes: body.notes ?? {},
          status: "processed",
        };
        // The refund is made before the answer is sent: a late or lost answer changes nothing.
        state.refunds.push(made);
        if (state.refundDelayMs) await new Promise((r) => setTimeout(r, state.refundDelayMs));
        if (state.loseRefundAnswers) return error(504, "Gateway timeout.");
        return answer(200, refundEntity(made));
      }
      return error(404, "The requested URL was not found on the server.");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    state,
    refundsOf: (paymentId) => state.refunds.filter((r) => r.paymentId === paymentId),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * A test app's settings to take payments through Razorpay at `fake` (TRUST_PROXY on: the tests
 * tell clients apart by x-forwarded-for).
 */
export function razorpayEnv(
  fake: RazorpayFake,
  keys: { keyId: string; keySecret: string; webhookSecret: string },
): Record<string, string> {
  return {
    TRUST_PROXY: "true",
    PAYMENT_PROVIDER: "razorpay",
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: fake.url,
  };
}

/** What the provider's checkout hands back for a payment, signed as Razorpay signs it. */
export const signedPayment = (keySecret: string, orderId: string, paymentId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
});

/** The `payment_link.paid` webhook Razorpay sends when a link is paid (its sample payload's shape). */
export function linkPaidEvent(link: { id: string; amount: number; reference_id: string }, paymentId: string) {
  const amount = link.amount;
  // Razorpay makes an order behind each link; the payment belongs to it.
  const orderId = `order_Link${link.id.slice(6)}`;
  const paidLink = {
    id: link.id,
    amount,
    amount_paid: amount,
    reference_id: link.reference_id,
    status: "paid",
  };
  const payment = { id: paymentId, amount, currency: "INR", status: "captured", order_id: orderId };
  return {
    entity: "event",
    account_id: "acc_Fake0000000001",
    event: "payment_link.paid",
    contains: ["payment_link", "order", "payment"],
    payload: {
      payment_link: { entity: paidLink },
      order: { entity: { id: orderId, amount, status: "paid" } },
      payment: { entity: payment },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}
