import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { shopHelpers } from "./helpers/shop";
import { postRazorpayWebhook } from "./helpers/webhooks";

/**
 * The payment path under faults (issue 9), on the sandbox provider: a webhook whose
 * settlement fails in the database, a payment that arrives after its order expired, and
 * many payments for one order. Faults are injected in the database, not by mocking our code.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);

const webhookSecret = "sandbox_webhook_secret_not_for_real_money";
const sendWebhook = (body: object, eventId: string) =>
  postRazorpayWebhook(t, JSON.stringify(body), { secret: webhookSecret, eventId });
const sandboxPay = async (providerOrderId: string) => {
  const res = await t.app.request("/sandbox/pay", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ order_id: providerOrderId, outcome: "success" }),
  });
  return (await res.json()) as Record<string, string>;
};
async function placeOrder(c: Awaited<ReturnType<typeof shop.shopper>>) {
  const res = await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; order_id: number; amount: number };
}
const paidCount = async (priceId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct o.id)::int as n from orders o join order_lines l on l.order_id = o.id
          where o.status = 'PAID' and l.product_price_id = ${priceId}`,
    )
  )[0].n;

describe("a webhook whose settlement fails once", () => {
  it("answers 5xx, keeps the event unrecorded, and settles the order when the same event comes again", async () => {
    const pack = await shop.pack("GRP-001");
    await shop.setStock(pack.priceId, 10);
    const c = await shop.shopper(pack);
    const order = await placeOrder(c);
    // The fault: the first update of an order to PAID raises (a sequence is not rolled back).
    await t.database.db.execute(sql`create sequence test_fault_once`);
    await t.database.db.execute(
      sql.raw(`create function test_fail_once() returns trigger language plpgsql as $$
      begin
        if nextval('test_fault_once') = 1 then raise exception 'injected fault'; end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(
      sql`create trigger test_orders_fail_once before update on orders for each row
          when (new.status = 'PAID') execute function test_fail_once()`,
    );
    try {
      const event = {
        event: "payment.captured",
        payload: { payment: { entity: { id: "pay_fault000001", order_id: order.id, amount: order.amount } } },
      };
      const first = await sendWebhook(event, "evt_fault_1");
      expect(first.status).toBeGreaterThanOrEqual(500);
      expect((await shop.orderState(order.order_id)).status).toBe("PENDING_PAYMENT");
      const recorded = await queryRows(
        t.database.db,
        sql`select 1 from webhook_events where event_id = 'evt_fault_1'`,
      );
      expect(recorded).toEqual([]);

      const retry = await sendWebhook(event, "evt_fault_1");
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as { message: string }).message).toBe("Event processed.");
      const state = await shop.orderState(order.order_id);
      expect(state).toMatchObject({ status: "PAID", payment_status: "PAID" });
      expect(state.path).toEqual(["PENDING_PAYMENT", "PAID"]);
      expect((await shop.transactions(order.order_id)).map((x) => x.status)).toEqual(["Credit"]);
      // And only once.
      const again = await sendWebhook(event, "evt_fault_1");
      expect(((await again.json()) as { message: string }).message).toBe("Duplicate event ignored.");
    } finally {
      await t.database.db.execute(sql`drop trigger test_orders_fail_once on orders`);
    }
  });
});

describe("a payment that arrives after its order expired", () => {
  it("takes the stock again when it is still there: the order becomes PAID", async () => {
    const pack = await shop.pack("GRP-002");
    await shop.setStock(pack.priceId, 3);
    const c = await shop.shopper(pack);
    const order = await placeOrder(c);
    expect(await shop.expire(order.order_id)).toBe(1);
    expect(await shop.stockOf(pack.priceId)).toBe(3);
    const res = await t.post("/api/payment_response/v1/", { ...c.auth, ...(await sandboxPay(order.id)) });
    expect(res.body).toMatchObject({ status: 1, data: { status: true, order_id: order.order_id } });
    expect(await shop.stockOf(pack.priceId)).toBe(2);
    const state = await shop.orderState(order.order_id);
    expect(state).toMatchObject({ status: "PAID", payment_status: "PAID" });
    expect(state.path).toEqual(["PENDING_PAYMENT", "EXPIRED", "PAID"]);
  });

  it("the late-payment race: one unit, A expires, B buys and pays it, A's payment comes → one PAID, A refunded", async () => {
    const pack = await shop.pack("GRP-003");
    await shop.setStock(pack.priceId, 1);
    const [a, b] = [await shop.shopper(pack), await shop.shopper(pack)];
    const orderA = await placeOrder(a);
    expect(await shop.stockOf(pack.priceId)).toBe(0);
    const signedA = await sandboxPay(orderA.id);
    expect(await shop.expire(orderA.order_id)).toBe(1);
    expect(await shop.stockOf(pack.priceId)).toBe(1);

    const orderB = await placeOrder(b);
    const paidB = await t.post("/api/payment_response/v1/", { ...b.auth, ...(await sandboxPay(orderB.id)) });
    expect(paidB.body.status).toBe(1);
    expect(await shop.stockOf(pack.priceId)).toBe(0);

    const lateA = await t.post("/api/payment_response/v1/", { ...a.auth, ...signedA });
    expect(lateA.status).toBe(409);
    expect(lateA.body).toMatchObject({ status: 0, data: { status: false, order_id: orderA.order_id } });
    expect(lateA.body.message).toMatch(/refunding/);

    expect(await shop.stockOf(pack.priceId)).toBe(0);
    expect(await paidCount(pack.priceId)).toBe(1);
    const stateA = await shop.orderState(orderA.order_id);
    expect(stateA).toMatchObject({ status: "REFUNDED", payment_status: "REFUNDED" });
    expect(stateA.path).toEqual(["PENDING_PAYMENT", "EXPIRED", "REFUND_DUE", "REFUNDED"]);
    const txA = await shop.transactions(orderA.order_id);
    expect(txA).toEqual([
      { status: "Refund", provider_payment_id: signedA.razorpay_payment_id, amount_paise: orderA.amount },
    ]);
    // Never counted as sold: only B's unit is in the sales count of this pack's orders.
    const sold = await queryRows<{ n: number }>(
      t.database.db,
      sql`select sales_count::int as n from products where id = ${pack.productId}`,
    );
    const before = sold[0].n;
    await t.post("/api/payment_response/v1/", { ...a.auth, ...signedA }); // the same report again
    expect((await shop.transactions(orderA.order_id)).length).toBe(1);
    expect(
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select sales_count::int as n from products where id = ${pack.productId}`,
        )
      )[0].n,
    ).toBe(before);
    // The customer is told, once, and reads it in their lists.
    const mails = await queryRows<{ to_address: string; subject: string }>(
      t.database.db,
      sql`select to_address, subject from email_outbox where kind = 'refund' order by id`,
    );
    expect(mails).toEqual([
      { to_address: a.email, subject: expect.stringContaining(`order #${orderA.order_id}`) },
    ]);
    const rows = (await t.post("/api/order/lists/v1/", a.auth)).body.data;
    expect(rows[0]).toMatchObject({ order_status: "REFUNDED", pay_status: "Refunded" });
    const txs = (await t.post("/api/transaction/lists/v1/", a.auth)).body.data;
    expect(txs[0]).toMatchObject({ pay_status: "Refund", payment_id: signedA.razorpay_payment_id });
  });
});

describe("many payments for one order", () => {
  it("keeps one of 20 differently signed payments as the Credit and refunds the 19 others", async () => {
    const pack = await shop.pack("GRP-004");
    await shop.setStock(pack.priceId, 10);
    const c = await shop.shopper(pack);
    const order = await placeOrder(c);
    const signed = await Promise.all(Array.from({ length: 20 }, () => sandboxPay(order.id)));
    expect(new Set(signed.map((s) => s.razorpay_payment_id)).size).toBe(20);
    const answers = await Promise.all(
      signed.map((s) => t.post("/api/payment_response/v1/", { ...c.auth, ...s })),
    );
    expect(answers.every((a) => a.body.status === 1)).toBe(true);
    const txs = await shop.transactions(order.order_id);
    expect(txs.filter((x) => x.status === "Credit")).toHaveLength(1);
    expect(txs.filter((x) => x.status === "Refund")).toHaveLength(19);
    expect(new Set(txs.map((x) => x.provider_payment_id)).size).toBe(20);
    expect(await shop.stockOf(pack.priceId)).toBe(9);
    expect(await shop.orderState(order.order_id)).toMatchObject({ status: "PAID", payment_status: "PAID" });
  });
});

describe("cancelling an order", () => {
  it("cancels a paid order with a refund: stock back, sale uncounted, Credit refunded; a delivered one cannot be", async () => {
    const pack = await shop.pack("GRP-005");
    await shop.setStock(pack.priceId, 4);
    const c = await shop.shopper(pack, 2);
    const order = await placeOrder(c);
    const signed = await sandboxPay(order.id);
    expect((await t.post("/api/payment_response/v1/", { ...c.auth, ...signed })).body.status).toBe(1);
    expect(await shop.stockOf(pack.priceId)).toBe(2);

    await t.services.cancelOrder(order.order_id, { kind: "staff", id: 1 }, "customer asked");
    const state = await shop.orderState(order.order_id);
    expect(state).toMatchObject({ status: "CANCELLED", payment_status: "REFUNDED" });
    expect(state.path).toEqual(["PENDING_PAYMENT", "PAID", "CANCELLED"]);
    expect(await shop.transactions(order.order_id)).toEqual([
      { status: "Refund", provider_payment_id: signed.razorpay_payment_id, amount_paise: order.amount },
    ]);
    expect(await shop.stockOf(pack.priceId)).toBe(4);
    await expect(
      t.services.cancelOrder(order.order_id, { kind: "staff", id: 1 }, "again"),
    ).rejects.toMatchObject({ code: "conflict" });
    expect(await shop.stockOf(pack.priceId)).toBe(4);
  });

  it("cancels an order awaiting payment: its stock goes back and nothing is refunded", async () => {
    const pack = await shop.pack("GRP-006");
    await shop.setStock(pack.priceId, 3);
    const c = await shop.shopper(pack);
    const order = await placeOrder(c);
    await t.services.cancelOrder(order.order_id, { kind: "customer", id: c.userId }, "changed mind");
    expect(await shop.orderState(order.order_id)).toMatchObject({
      status: "CANCELLED",
      payment_status: "CANCELLED",
    });
    expect(await shop.stockOf(pack.priceId)).toBe(3);
    // Money that still arrives for it is refunded, never kept.
    const late = await t.post("/api/payment_response/v1/", { ...c.auth, ...(await sandboxPay(order.id)) });
    expect(late.status).toBe(409);
    expect((await shop.orderState(order.order_id)).path).toEqual([
      "PENDING_PAYMENT",
      "CANCELLED",
      "REFUND_DUE",
      "REFUNDED",
    ]);
    expect(await shop.stockOf(pack.priceId)).toBe(3);
  });
});
