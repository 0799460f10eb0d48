import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { postRazorpayWebhook } from "./helpers/webhooks";

const t = testAppForFile({ TRUST_PROXY: "true" });
/** Two products that are not the catalogue's first, each with its own first picture. */
let picks: { id: number; priceId: number; name: string; image: string }[];
beforeAll(async () => {
  const rows = await queryRows<{ id: number; price_id: number; name: string; image: string }>(
    t.database.db,
    sql`select p.id, pp.id as price_id, p.name,
          (select i.url from product_images i where i.product_id = p.id
            order by i.display_order, i.id limit 1) as image
        from products p
        join product_prices pp on pp.product_id = p.id and pp.in_stock and pp.stock >= 5
        where p.is_active and p.id > (select min(id) from products)
        order by p.id desc, pp.display_order`,
  );
  const byProduct = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (r.image && !byProduct.has(r.id)) byProduct.set(r.id, r);
  const distinct = [...byProduct.values()].filter(
    (r, i, all) => all.findIndex((o) => o.image === r.image) === i,
  );
  picks = distinct.slice(0, 2).map((r) => ({ id: r.id, priceId: r.price_id, name: r.name, image: r.image }));
});

const address = {
  fullname: "Meera Tamang",
  email: "meera@example.com",
  phone: "9876512345",
  street1: "3 Mall Road",
  city: "Darjeeling",
  state: "West Bengal",
  pincode: "734101",
};

/** A customer who places an order for one pack of each product given, and pays in the sandbox. */
async function buy(products: { id: number; priceId: number }[], paid = true) {
  const c = await newCustomer(t);
  await t.post("/api/saved-address/add/v1", { ...c.auth, ...address });
  const [a] = (await t.post("/api/saved-address/lists/v1", c.auth)).body.data;
  for (const p of products) {
    await t.post("/api/cart/add/v1/", { ...c.auth, product_id: p.id, product_price_id: p.priceId, qty: 1 });
  }
  const placed = await t.post("/api/payment_request/v2/", { ...c.auth, address_id: a.id });
  expect(placed.status).toBe(200);
  if (paid) {
    const res = await t.app.request("/sandbox/pay", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: placed.body.data.id, outcome: "success" }),
    });
    const signed = await res.json();
    expect((await t.post("/api/payment_response/v1/", { ...c.auth, ...signed })).body.status).toBe(1);
  }
  return { customer: c, placed: placed.body.data as { id: string; order_id: number; amount: number } };
}

describe("an order of two different products", () => {
  it("keeps each product's own picture on its line, in the API and in the service", async () => {
    expect(picks).toHaveLength(2);
    expect(picks[0].image).not.toBe(picks[1].image);
    const { customer, placed } = await buy(picks);
    const rows = (await t.post("/api/order/lists/v1/", customer.auth)).body.data as {
      product_name: string;
      image: string;
    }[];
    expect(rows.map((r) => [r.product_name, r.image]).sort()).toEqual(
      picks.map((p) => [p.name, p.image]).sort(),
    );
    const [order] = await t.services.orders.list(customer.userId);
    expect(order.id).toBe(placed.order_id);
    expect(new Set(order.items.map((i) => i.imageUrl))).toEqual(new Set(picks.map((p) => p.image)));
  });
});

describe("what the orders module hands out", () => {
  it("gives pages domain values: typed statuses, paise and dates", async () => {
    const { customer, placed } = await buy([picks[0]]);
    const [order] = await t.services.orders.list(customer.userId);
    expect(order).toMatchObject({
      id: placed.order_id,
      status: "PAID",
      paymentStatus: "PAID",
      totalPaise: placed.amount,
      paymentMethod: "Online",
    });
    expect(order.placedAt).toBeInstanceOf(Date);
    expect(Number.isInteger(order.items[0].lineTotalPaise)).toBe(true);
    const [payment] = await t.services.orders.transactions(customer.userId);
    expect(payment).toMatchObject({ orderId: placed.order_id, amountPaise: placed.amount, status: "Credit" });
    expect(payment.createdAt).toBeInstanceOf(Date);
  });

  it("names the items in Hindi for a Hindi reader where the catalogue has it, English otherwise", async () => {
    const { customer, placed } = await buy([picks[0]]);
    const [hindi] = await queryRows<{ name: string; label: string | null }>(
      t.database.db,
      sql`select pt.name, (select label from pack_translations where product_price_id = ${picks[0].priceId}
            and lang = 'hi') as label
          from product_translations pt where pt.product_id = ${picks[0].id} and pt.lang = 'hi'`,
    );
    expect(hindi?.name).toMatch(/[\u0900-\u097F]/);
    const [inHindi] = await t.services.orders.list(customer.userId, "hi");
    expect(inHindi.items[0]).toMatchObject({ productName: hindi.name, packLabel: hindi.label });
    const found = await t.services.orders.find(customer.userId, placed.order_id, "hi");
    expect(found?.items[0].productName).toBe(hindi.name);
    // English readers, and the API's rows, keep the name the order was placed with.
    const [inEnglish] = await t.services.orders.list(customer.userId);
    expect(inEnglish.items[0]).toMatchObject({ productName: picks[0].name, packLabel: null });
    const [row] = (await t.post("/api/order/lists/v1/", customer.auth)).body.data;
    expect(row.product_name).toBe(picks[0].name);
  });

  it("sends the spec's rows: rupee strings, the status code and the payment's word", async () => {
    const { customer, placed } = await buy([picks[1]], false);
    const [row] = (await t.post("/api/order/lists/v1/", customer.auth)).body.data;
    expect(row).toMatchObject({
      order_id: placed.order_id,
      order_status: "PENDING_PAYMENT",
      pay_status: "Pending",
      order_method: "Online",
      final_total_price: (placed.amount / 100).toFixed(2),
    });
    expect(new Date(row.order_date).toISOString()).toBe(row.order_date);
    expect((await t.post("/api/transaction/lists/v1/", customer.auth)).body.data).toEqual([]);
    // The status page's form tells the order apart from a paid one.
    const status = await t.post("/api/payment_response/v1/", {
      ...customer.auth,
      payment_request_id: placed.id,
      payment_status: "Credit",
    });
    expect(status.body).toEqual({
      status: 0,
      message: "We have not received a payment for this order.",
      data: { status: false, order_id: placed.order_id },
    });
    expect(await t.services.payments.outcome(customer.userId, placed.id)).toEqual({
      orderId: placed.order_id,
      status: "PENDING_PAYMENT",
      paid: false,
    });
  });

  it("does not show one customer's order to another", async () => {
    const { placed } = await buy([picks[0]], false);
    const other = await newCustomer(t);
    const res = await t.post("/api/payment_response/v1/", { ...other.auth, payment_request_id: placed.id });
    expect(res).toEqual({ status: 404, body: { status: 0, message: "This order was not found." } });
  });
});

describe("the webhook", () => {
  const secret = "sandbox_webhook_secret_not_for_real_money";
  const send = (raw: string, eventId: string) => postRazorpayWebhook(t, raw, { secret, eventId });

  it("refuses a signed body that is not JSON, and records a failed payment once", async () => {
    const bad = await send("not json", "evt_bad_json");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ status: 0, message: "The request body is not valid JSON." });
    const { customer, placed } = await buy([picks[1]], false);
    const failed = JSON.stringify({
      event: "payment.failed",
      payload: { payment: { entity: { id: "pay_failed0001", order_id: placed.id } } },
    });
    expect(await (await send(failed, "evt_failed_1")).json()).toMatchObject({ message: "Event processed." });
    expect(await (await send(failed, "evt_failed_1")).json()).toMatchObject({
      message: "Duplicate event ignored.",
    });
    const txs = await t.services.orders.transactions(customer.userId);
    expect(txs.map((x) => [x.status, x.paymentId])).toEqual([["Failed", "pay_failed0001"]]);
  });
});
