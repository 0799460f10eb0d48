import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { refunds } from "../server/modules/payments/payments.schema";
import { createTestApp, type TestApp } from "./helpers/app";
import { type RazorpayFake, razorpayEnv, signedPayment, startRazorpayFake } from "./helpers/razorpay-fake";
import { shopHelpers } from "./helpers/shop";
import { adminPost, newStaff } from "./helpers/staff";

/**
 * A refund tried again asks Razorpay (the fake, over HTTP) which refunds the payment already
 * has before refunding (docs/decisions/0032-refunds.md): an answer lost after the refund was
 * made, a list that cannot be read, a refund of ours for another amount, a refund that failed.
 */
const keyId = "rzp_test_retry01";
const keySecret = "secret_retry_123456";
let fake: RazorpayFake;
let t: TestApp;
const shop = shopHelpers(() => t);
beforeAll(async () => {
  fake = await startRazorpayFake(keyId, keySecret);
  t = await createTestApp(razorpayEnv(fake, { keyId, keySecret, webhookSecret: "whsec_retry_7654321" }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let n = 0;
/** A paid order of one pack, and the customer cancelling it: its refund goes to the fake. */
async function cancelledOrder(fault: () => void) {
  const pack = await shop.pack("TEA-006");
  await shop.setStock(pack.priceId, 5);
  const c = await shop.shopper(pack);
  const placed = (await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })).body.data;
  const paymentId = `pay_Retry${String(++n).padStart(8, "0")}`;
  const paid = await t.post("/api/payment_response/v1/", {
    ...c.auth,
    ...signedPayment(keySecret, placed.id, paymentId),
  });
  expect(paid.body.status).toBe(1);
  fault();
  try {
    const cancelled = await t.post("/api/order/cancel/v1/", { ...c.auth, order_id: placed.order_id });
    expect(cancelled.status).toBe(200);
  } finally {
    Object.assign(fake.state, { loseRefundAnswers: false, failRefunds: false, failRefundLists: false });
  }
  const rows = () => t.database.db.select().from(refunds).where(eq(refunds.orderId, placed.order_id));
  return { orderId: placed.order_id as number, amount: placed.amount as number, paymentId, rows };
}

/** Lets the retry job take the row at once (the lease of a refusal is given back; this is for a live one). */
const leaseOver = (id: number) =>
  t.database.db.execute(sql`update refunds set claimed_until = null where id = ${id}`);

describe("a refund tried again", () => {
  it("records the refund made before an answer was lost (504), without refunding again", async () => {
    const o = await cancelledOrder(() => {
      fake.state.loseRefundAnswers = true;
    });
    expect(fake.refundsOf(o.paymentId)).toHaveLength(1);
    const [owed] = await o.rows();
    expect(owed).toMatchObject({ status: "Refunding", attempts: 1 });
    expect(await shop.orderState(o.orderId)).toMatchObject({
      status: "CANCELLED",
      payment_status: "REFUND_DUE",
    });

    expect(await t.services.payments.retryRefunds()).toBe(1);
    expect(fake.refundsOf(o.paymentId)).toHaveLength(1);
    expect(fake.state.refundLists.filter((p) => p === o.paymentId)).toHaveLength(1);
    expect(await o.rows()).toEqual([
      expect.objectContaining({ status: "Refund", providerRefundId: fake.refundsOf(o.paymentId)[0].id }),
    ]);
    expect(await shop.orderState(o.orderId)).toMatchObject({
      status: "CANCELLED",
      payment_status: "REFUNDED",
    });
  });

  it("refunds nothing while the provider's list cannot be read, and refunds once it can", async () => {
    const o = await cancelledOrder(() => {
      fake.state.failRefunds = true;
    });
    expect(fake.refundsOf(o.paymentId)).toHaveLength(0);
    fake.state.failRefundLists = true;
    try {
      expect(await t.services.payments.retryRefunds()).toBe(0);
    } finally {
      fake.state.failRefundLists = false;
    }
    expect(fake.refundsOf(o.paymentId)).toHaveLength(0);
    expect((await o.rows())[0]).toMatchObject({ status: "Refunding", attempts: 2 });

    expect(await t.services.payments.retryRefunds()).toBe(1);
    expect(fake.refundsOf(o.paymentId)).toEqual([expect.objectContaining({ amount: o.amount })]);
    expect((await o.rows())[0]).toMatchObject({ status: "Refund", attempts: 3 });
  });

  it("never refunds again over a refund of its reference for another amount: it stays due for staff", async () => {
    const o = await cancelledOrder(() => {
      fake.state.failRefunds = true;
    });
    const [owed] = await o.rows();
    // Someone refunded part of the payment by hand under the shop's reference.
    fake.state.refunds.push({
      id: "rfnd_ByHand000001",
      paymentId: o.paymentId,
      amount: 100,
      receipt: owed.reference,
      notes: {},
      status: "processed",
    });
    expect(await t.services.payments.retryRefunds()).toBe(0);
    expect(fake.refundsOf(o.paymentId)).toHaveLength(1);
    expect((await o.rows())[0]).toMatchObject({ status: "Refunding" });
    // The staff were told of the first refusal; the refund stays due (the dashboard's count).
    const notices = await queryRows<{ summary: string }>(
      t.database.db,
      sql`select summary from staff_notices where kind = 'refund-failed' and ref_id = ${o.orderId}`,
    );
    expect(notices).toHaveLength(1);
    expect(await shop.orderState(o.orderId)).toMatchObject({ payment_status: "REFUND_DUE" });
    await leaseOver(owed.id);
    expect(await t.services.payments.retryRefunds()).toBe(0);
    expect(fake.refundsOf(o.paymentId)).toHaveLength(1);
  });

  it("refunds again when the provider's refund of its reference failed", async () => {
    const o = await cancelledOrder(() => {
      fake.state.failRefunds = true;
    });
    const [owed] = await o.rows();
    fake.state.refunds.push({
      id: "rfnd_Failed000001",
      paymentId: o.paymentId,
      amount: o.amount,
      receipt: owed.reference,
      notes: { shop_refund: owed.reference },
      status: "failed",
    });
    expect(await t.services.payments.retryRefunds()).toBe(1);
    const made = fake.refundsOf(o.paymentId).filter((r) => r.status === "processed");
    expect(made).toHaveLength(1);
    expect((await o.rows())[0]).toMatchObject({ status: "Refund", providerRefundId: made[0].id });
  });
});

describe("a part refund whose answer is lost", () => {
  it("is found at the provider by its reference and amount on the retry: one refund, the order partly refunded", async () => {
    const manager = await newStaff(t, "manager");
    const pack = await shop.pack("TEA-006");
    await shop.setStock(pack.priceId, 5);
    const c = await shop.shopper(pack, 2);
    const placed = (await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })).body
      .data;
    const paymentId = `pay_Part${String(++n).padStart(9, "0")}`;
    await t.post("/api/payment_response/v1/", {
      ...c.auth,
      ...signedPayment(keySecret, placed.id, paymentId),
    });
    fake.state.loseRefundAnswers = true;
    let answer: Awaited<ReturnType<typeof adminPost>>;
    try {
      answer = await adminPost(t, manager.cookie, "/orders/refund", {
        order_id: placed.order_id,
        amount: "75.50",
        reason: "Late by a week",
      });
    } finally {
      fake.state.loseRefundAnswers = false;
    }
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      payment_status: "REFUND_DUE",
      refunds: [{ status: "Refunding" }],
    });
    expect(fake.refundsOf(paymentId)).toEqual([expect.objectContaining({ amount: 7550 })]);

    expect(await t.services.payments.retryRefunds()).toBe(1);
    expect(fake.refundsOf(paymentId)).toHaveLength(1);
    const after = (await adminPost(t, manager.cookie, "/orders/get", { order_id: placed.order_id })).body
      .data;
    expect(after).toMatchObject({
      order_status: "PAID",
      payment_status: "PARTLY_REFUNDED",
      refunds: [
        { kind: "part", status: "Refund", amount: "75.50", refund_id: fake.refundsOf(paymentId)[0].id },
      ],
      refundable: ((placed.amount - 7550) / 100).toFixed(2),
    });
  });
});
