import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app";
import { type RazorpayFake, razorpayEnv, signedPayment, startRazorpayFake } from "./helpers/razorpay-fake";
import { shopHelpers } from "./helpers/shop";

/**
 * The Razorpay provider against a local fake of its API (tests/helpers/razorpay-fake.ts):
 * no network call inside the stock transaction, a provider failure gives the stock back,
 * and a refund the provider refuses stays due until it succeeds.
 */
const keyId = "rzp_test_abc123";
const keySecret = "secret_123456";
let fake: RazorpayFake;
let t: TestApp;
const shop = shopHelpers(() => t);
beforeAll(async () => {
  fake = await startRazorpayFake(keyId, keySecret);
  t = await createTestApp(razorpayEnv(fake, { keyId, keySecret, webhookSecret: "whsec_7654321" }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Shopper = Awaited<ReturnType<typeof shop.shopper>>;
const place = (c: Shopper) => t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId });

describe("placing an order with a slow or failing provider", () => {
  it("answers a second buyer of the same pack while the provider's order call is still running", async () => {
    const pack = await shop.pack("TEA-001");
    await shop.setStock(pack.priceId, 1);
    const [a, b] = [await shop.shopper(pack), await shop.shopper(pack)];
    fake.state.orderDelayMs = 3000;
    try {
      const events: string[] = [];
      const first = place(a).then((r) => {
        events.push("A answered");
        return r;
      });
      // A's reservation has committed once the stock reads 0 (A is now waiting on the provider).
      while ((await shop.stockOf(pack.priceId)) !== 0) await new Promise((r) => setTimeout(r, 20));
      const started = Date.now();
      const second = await place(b);
      const tookMs = Date.now() - started;
      events.push("B answered");
      expect(second.status).toBe(409);
      expect(second.body.message).toMatch(/out of stock/);
      const firstAnswer = await first;
      expect(firstAnswer.status).toBe(200);
      // B was not held behind A's 3 s provider call (loose: machines are noisy).
      expect(events).toEqual(["B answered", "A answered"]);
      expect(tookMs).toBeLessThan(2500);
    } finally {
      fake.state.orderDelayMs = 0;
    }
  });

  it("gives the stock back and answers 503 'Payment could not be started' when the provider fails", async () => {
    const pack = await shop.pack("TEA-002");
    await shop.setStock(pack.priceId, 5);
    const c = await shop.shopper(pack, 2);
    fake.state.failOrders = true;
    try {
      const res = await place(c);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 0, message: "Payment could not be started, please try again." });
    } finally {
      fake.state.failOrders = false;
    }
    expect(await shop.stockOf(pack.priceId)).toBe(5);
    // The cart is untouched: trying again works.
    const again = await place(c);
    expect(again.status).toBe(200);
    expect(await shop.stockOf(pack.priceId)).toBe(3);
  });
});

describe("a refund the provider refuses", () => {
  it("leaves the order REFUND_DUE, and a later try refunds it through the Refunds API", async () => {
    const pack = await shop.pack("TEA-003");
    await shop.setStock(pack.priceId, 1);
    const [a, b] = [await shop.shopper(pack), await shop.shopper(pack)];
    const orderA = (await place(a)).body.data;
    await shop.expire(orderA.order_id);
    const orderB = (await place(b)).body.data;
    const pay = (orderId: string, paymentId: string) => signedPayment(keySecret, orderId, paymentId);
    expect(
      (await t.post("/api/payment_response/v1/", { ...b.auth, ...pay(orderB.id, "pay_B000000000001") })).body
        .status,
    ).toBe(1);
    fake.state.failRefunds = true;
    try {
      const late = await t.post("/api/payment_response/v1/", {
        ...a.auth,
        ...pay(orderA.id, "pay_A000000000001"),
      });
      expect(late.status).toBe(409);
    } finally {
      fake.state.failRefunds = false;
    }
    expect(await shop.orderState(orderA.order_id)).toMatchObject({
      status: "REFUND_DUE",
      payment_status: "REFUND_DUE",
    });
    expect((await shop.transactions(orderA.order_id)).map((x) => x.status)).toEqual(["Refunding"]);

    expect(await t.services.payments.retryRefunds()).toBe(1);
    // One refund at the provider, sent with the shop's reference for it (receipt and notes).
    expect(fake.refundsOf("pay_A000000000001")).toEqual([
      expect.objectContaining({ amount: orderA.amount, receipt: expect.stringMatching(/^rf_/) }),
    ]);
    const [sent] = fake.refundsOf("pay_A000000000001");
    expect(sent.notes).toEqual({ shop_refund: sent.receipt, order_id: String(orderA.order_id) });
    const state = await shop.orderState(orderA.order_id);
    expect(state).toMatchObject({ status: "REFUNDED", payment_status: "REFUNDED" });
    expect(state.path).toEqual(["PENDING_PAYMENT", "EXPIRED", "REFUND_DUE", "REFUNDED"]);
    expect((await shop.transactions(orderA.order_id)).map((x) => x.status)).toEqual(["Refund"]);
    expect(await shop.stockOf(pack.priceId)).toBe(0);
    expect(await t.services.payments.retryRefunds()).toBe(0);
  });
});

describe("a customer's cancellation whose refund the provider refuses", () => {
  it("keeps the order cancelled with its refund due (never lost), and refunds it on the next try", async () => {
    const pack = await shop.pack("TEA-004");
    await shop.setStock(pack.priceId, 2);
    const c = await shop.shopper(pack);
    const order = (await place(c)).body.data;
    const signed = signedPayment(keySecret, order.id, "pay_C000000000001");
    expect((await t.post("/api/payment_response/v1/", { ...c.auth, ...signed })).body.status).toBe(1);
    fake.state.failRefunds = true;
    let answer: Awaited<ReturnType<TestApp["post"]>>;
    try {
      answer = await t.post("/api/order/cancel/v1/", { ...c.auth, order_id: order.order_id });
    } finally {
      fake.state.failRefunds = false;
    }
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      order_status: "CANCELLED",
      payment_status: "REFUND_DUE",
      pay_status: "Refund due",
    });
    expect(await shop.stockOf(pack.priceId)).toBe(2);
    expect((await shop.transactions(order.order_id)).map((x) => x.status)).toEqual(["Refunding"]);

    expect(await t.services.payments.retryRefunds()).toBe(1);
    const after = await t.post("/api/order/details/v1/", { ...c.auth, order_id: order.order_id });
    expect(after.body.data).toMatchObject({ order_status: "CANCELLED", payment_status: "REFUNDED" });
    expect(after.body.data.payments[0]).toMatchObject({
      pay_status: "Refund",
      payment_id: "pay_C000000000001",
    });
  });
});
