import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { razorpayProvider, sandboxProvider } from "./providers";
import { hmacHex, paymentSignature } from "./signature";

/** A local fake of Razorpay's Orders API: checks Basic auth and the body as Razorpay does. */
let server: http.Server;
let url: string;
const seen: { auth?: string; body: Record<string, unknown> }[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => {
      raw += d;
    });
    req.on("end", () => {
      const body = JSON.parse(raw || "{}");
      seen.push({ auth: req.headers.authorization, body });
      const expected = `Basic ${Buffer.from("rzp_test_abc123:secret_123456").toString("base64")}`;
      res.setHeader("content-type", "application/json");
      if (req.url !== "/v1/orders" || req.method !== "POST") return res.writeHead(404).end("{}");
      if (req.headers.authorization !== expected) {
        return res
          .writeHead(401)
          .end(
            JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } }),
          );
      }
      if (!Number.isInteger(body.amount) || body.amount < 100 || body.currency !== "INR") {
        return res
          .writeHead(400)
          .end(JSON.stringify({ error: { description: "The amount must be atleast INR 1.00" } }));
      }
      res.writeHead(200).end(
        JSON.stringify({
          id: "order_FakeRzp000001",
          entity: "order",
          amount: body.amount,
          status: "created",
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("the Razorpay provider", () => {
  const provider = (secret = "secret_123456") =>
    razorpayProvider({
      keyId: "rzp_test_abc123",
      keySecret: secret,
      webhookSecret: "whsec_7654321",
      apiUrl: url,
    });

  it("creates an order through the Orders API with Basic auth, amount in paise and INR", async () => {
    const order = await provider().createOrder(28800, "order_42");
    expect(order).toEqual({ id: "order_FakeRzp000001" });
    expect(seen.at(-1)?.body).toEqual({ amount: 28800, currency: "INR", receipt: "order_42" });
  });

  it("reports the provider's refusal", async () => {
    await expect(provider("wrong").createOrder(28800, "order_43")).rejects.toThrow(/Authentication failed/);
    await expect(provider().createOrder(50, "order_44")).rejects.toThrow(/at ?least INR 1.00/);
  });

  it("checks payment and webhook signatures as Razorpay makes them", () => {
    const p = provider();
    const good = paymentSignature("secret_123456", "order_X", "pay_Y");
    expect(p.paymentSignatureValid("order_X", "pay_Y", good)).toBe(true);
    expect(p.paymentSignatureValid("order_X", "pay_Z", good)).toBe(false);
    expect(p.paymentSignatureValid("order_X", "pay_Y", "not-hex")).toBe(false);
    const raw = '{"event":"payment.captured"}';
    expect(p.webhookSignatureValid(raw, hmacHex("whsec_7654321", raw))).toBe(true);
    expect(p.webhookSignatureValid(`${raw} `, hmacHex("whsec_7654321", raw))).toBe(false);
  });

  it("has a sandbox that signs exactly as Razorpay does", async () => {
    const s = sandboxProvider("sandbox_secret_1", "sandbox_webhook_1");
    const { id } = await s.createOrder(100, "r");
    expect(id).toMatch(/^order_\w{14}$/);
    expect(s.paymentSignatureValid(id, "pay_1", paymentSignature("sandbox_secret_1", id, "pay_1"))).toBe(
      true,
    );
  });

  it("has a sandbox that keeps its refunds, each with the shop's reference, for a retry to find", async () => {
    const s = sandboxProvider("sandbox_secret_1", "sandbox_webhook_1");
    expect(await s.refundsOf("pay_1")).toEqual([]);
    const made = await s.refund({ paymentId: "pay_1", amountPaise: 500, reference: "rf_abc" });
    expect(await s.refundsOf("pay_1")).toEqual([
      {
        id: made.id,
        amountPaise: 500,
        receipt: "rf_abc",
        notes: { shop_refund: "rf_abc" },
        status: "processed",
      },
    ]);
    expect(await s.refundsOf("pay_2")).toEqual([]);
  });
});
