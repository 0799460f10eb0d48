import http from "node:http";

/**
 * A local fake of Razorpay's API for tests: the Orders API (`POST /v1/orders`) and the
 * Refunds API (`POST /v1/payments/:id/refund`), with Basic auth and the answers' shapes as
 * Razorpay documents them. `state` lets a test slow the order call down or make either fail.
 */
export interface RazorpayFake {
  url: string;
  state: {
    orderDelayMs: number;
    failOrders: boolean;
    failRefunds: boolean;
    orders: { amount: number; receipt: string }[];
    refunds: { paymentId: string; amount: number; receipt?: string }[];
  };
  close(): Promise<void>;
}

export async function startRazorpayFake(keyId: string, keySecret: string): Promise<RazorpayFake> {
  const state: RazorpayFake["state"] = {
    orderDelayMs: 0,
    failOrders: false,
    failRefunds: false,
    orders: [],
    refunds: [],
  };
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  let n = 0;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => {
      raw += d;
    });
    req.on("end", async () => {
      const body = JSON.parse(raw || "{}");
      const answer = (status: number, json: object) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
      const error = (status: number, description: string) =>
        answer(status, { error: { code: "BAD_REQUEST_ERROR", description } });
      if (req.method !== "POST") return error(404, "The requested URL was not found on the server.");
      if (req.headers.authorization !== expected) return error(401, "Authentication failed");
      const refund = req.url?.match(/^\/v1\/payments\/([^/]+)\/refund$/);
      if (req.url === "/v1/orders") {
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
      if (refund) {
        if (state.failRefunds) return error(502, "The refund could not be processed.");
        const paymentId = decodeURIComponent(refund[1]);
        state.refunds.push({ paymentId, amount: body.amount, receipt: body.receipt });
        n++;
        return answer(200, {
          id: `rfnd_Fake${String(n).padStart(10, "0")}`,
          entity: "refund",
          amount: body.amount,
          currency: "INR",
          payment_id: paymentId,
          receipt: body.receipt ?? null,
          status: "processed",
          speed_requested: body.speed ?? "normal",
        });
      }
      return error(404, "The requested URL was not found on the server.");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    state,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
