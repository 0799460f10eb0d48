import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { hmacHex } from "../server/modules/payments/signature";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { raviAddress } from "./helpers/fixtures";
import { postRazorpayWebhook } from "./helpers/webhooks";

const t = testAppForFile({ TRUST_PROXY: "true" });
let vermi: { id: number; kg1: number; kg5: number };
beforeAll(async () => {
  const rows = await queryRows<{ id: number; price_id: number }>(
    t.database.db,
    sql`select p.id, pp.id as price_id from products p join product_prices pp on pp.product_id = p.id
        where p.sku = 'FRT-001' order by pp.display_order`,
  );
  vermi = { id: rows[0].id, kg1: rows[0].price_id, kg5: rows[1].price_id };
});

const address = raviAddress;
const stockOf = async (priceId: number) =>
  (
    await queryRows<{ stock: number }>(
      t.database.db,
      sql`select stock from product_prices where id = ${priceId}`,
    )
  )[0].stock;
const setStock = (priceId: number, stock: number) =>
  t.database.db.execute(
    sql`update product_prices set stock = ${stock}, in_stock = true where id = ${priceId}`,
  );

/** A customer with a saved address and the given cart. */
async function shopper(lines: [number, number, number][]) {
  const c = await newCustomer(t);
  await t.post("/api/saved-address/add/v1", { ...c.auth, ...address });
  const [a] = (await t.post("/api/saved-address/lists/v1", c.auth)).body.data;
  for (const [productId, priceId, qty] of lines) {
    await t.post("/api/cart/add/v1/", { ...c.auth, product_id: productId, product_price_id: priceId, qty });
  }
  return { ...c, addressId: a.id as number };
}
const sandbox = (body: object) =>
  t.app.request("/sandbox/pay", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const pay = async (orderId: string, outcome = "success") =>
  (await (await sandbox({ order_id: orderId, outcome })).json()) as Record<string, string>;

describe("placing and paying an order", () => {
  it("charges the server's price (promo re-checked, browser total ignored) and settles a signed payment once", async () => {
    const c = await shopper([
      [vermi.id, vermi.kg1, 2],
      [vermi.id, vermi.kg5, 1],
    ]);
    const before = await stockOf(vermi.kg5);
    const req = await t.post("/api/payment_request/v2/", {
      ...c.auth,
      address_id: c.addressId,
      promo_code: "krishi10",
      total_amount: "1.00",
    });
    expect(req.status).toBe(200);
    // 2 × ₹50 + ₹220 = ₹320; 10% = ₹32 → ₹288.
    expect(req.body.data).toMatchObject({ amount: 28800, currency: "INR", key: "rzp_test_sandbox" });
    expect(req.body.data.id).toMatch(/^order_\w{14}$/);
    expect(await stockOf(vermi.kg5)).toBe(before - 1); // held
    const signed = await pay(req.body.data.id);
    const res = await t.post("/api/payment_response/v1/", { ...c.auth, ...signed });
    expect(res.body).toMatchObject({ status: 1, data: { status: true, order_id: req.body.data.order_id } });
    const again = await t.post("/api/payment_response/v1/", { ...c.auth, ...signed });
    expect(again.body).toEqual(res.body);
    expect((await t.post("/api/cart/lists/v1/", { ...c.auth, limit: "" })).body.data).toEqual([]);
    expect(await stockOf(vermi.kg5)).toBe(before - 1);
    const orders = (await t.post("/api/order/lists/v1/", { ...c.auth, limit: "" })).body.data;
    expect(orders).toHaveLength(2);
    expect(orders[0]).toMatchObject({
      order_id: req.body.data.order_id,
      pay_status: "Paid",
      order_status: "PAID",
      product_name: "Bhoomi Gold Vermicompost",
    });
    const txs = (await t.post("/api/transaction/lists/v1/", { ...c.auth, limit: "" })).body.data;
    expect(txs).toEqual([
      expect.objectContaining({
        amount: "288.00",
        payment_id: signed.razorpay_payment_id,
        pay_status: "Credit",
      }),
    ]);
    const mails = await queryRows(
      t.database.db,
      sql`select 1 from email_outbox where kind = 'order-confirmation' and to_address = ${c.email}`,
    );
    expect(mails).toHaveLength(1);
  });

  it("takes a test payment by UPI as by card: signed alike and settled by the same verification", async () => {
    const c = await shopper([[vermi.id, vermi.kg1, 1]]);
    const req = await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId });
    const order = req.body.data.id as string;
    // A UPI payment names the UPI ID it comes from; one that is not a UPI ID is refused.
    for (const vpa of [undefined, "farmer", "farmer@", "@upi", "farmer@1upi"]) {
      const bad = await sandbox({ order_id: order, outcome: "success", method: "upi", vpa });
      expect(bad.status, String(vpa)).toBe(400);
      expect(await bad.json()).toMatchObject({
        status: 0,
        message: "Enter a UPI ID such as farmer@upi.",
        errors: { vpa: "Enter a UPI ID such as farmer@upi." },
      });
    }
    const other = await sandbox({ order_id: order, outcome: "success", method: "cheque" });
    expect(other.status).toBe(400);
    const failed = await sandbox({ order_id: order, outcome: "failure", method: "upi", vpa: "farmer@upi" });
    expect(await failed.json()).toEqual({
      error: { code: "BAD_REQUEST_ERROR", description: "UPI payment failed in the sandbox (test mode)." },
    });
    const signed = (await (
      await sandbox({ order_id: order, outcome: "success", method: "upi", vpa: "ravi.kumar-2@okaxis" })
    ).json()) as Record<string, string>;
    expect(signed).toMatchObject({
      razorpay_order_id: order,
      razorpay_payment_id: expect.stringMatching(/^pay_/),
    });
    const res = await t.post("/api/payment_response/v1/", { ...c.auth, ...signed });
    expect(res.body).toMatchObject({ status: 1, data: { status: true, order_id: req.body.data.order_id } });
    const txs = (await t.post("/api/transaction/lists/v1/", { ...c.auth, limit: "" })).body.data;
    expect(txs).toEqual([
      expect.objectContaining({
        amount: "50.00",
        payment_id: signed.razorpay_payment_id,
        pay_status: "Credit",
      }),
    ]);
  });

  it("records a Failed transaction for a bad signature and changes nothing else", async () => {
    const c = await shopper([[vermi.id, vermi.kg1, 1]]);
    const req = await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId });
    const signed = await pay(req.body.data.id);
    const forged = {
      ...signed,
      razorpay_signature: hmacHex(
        "wrong-secret",
        `${signed.razorpay_order_id}|${signed.razorpay_payment_id}`,
      ),
    };
    const res = await t.post("/api/payment_response/v1/", { ...c.auth, ...forged });
    expect(res).toEqual({
      status: 400,
      body: { status: 0, message: "Invalid payment signature", data: { status: false } },
    });
    const txs = (await t.post("/api/transaction/lists/v1/", c.auth)).body.data;
    expect(txs.map((x: { pay_status: string }) => x.pay_status)).toEqual(["Failed"]);
    expect((await t.post("/api/cart/lists/v1/", { ...c.auth, limit: "" })).body.data).toHaveLength(1);
    // The status page cannot declare it paid either.
    const status = await t.post("/api/payment_response/v1/", {
      ...c.auth,
      payment_request_id: req.body.data.id,
      payment_id: signed.razorpay_payment_id,
      payment_status: "Credit",
    });
    expect(status.body).toMatchObject({ status: 0, data: { status: false } });
  });

  it("settles one payment sent ten times at once exactly once", async () => {
    const c = await shopper([[vermi.id, vermi.kg1, 1]]);
    const req = await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId });
    const signed = await pay(req.body.data.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.post("/api/payment_response/v1/", { ...c.auth, ...signed })),
    );
    expect(answers.every((a) => a.body.status === 1)).toBe(true);
    const credits = await queryRows(
      t.database.db,
      sql`select 1 from payment_transactions where provider_order_id = ${req.body.data.id} and status = 'Credit'`,
    );
    expect(credits).toHaveLength(1);
  });

  it("sells the last ten packs to exactly ten of fifty customers paying at once", async () => {
    await setStock(vermi.kg5, 10);
    const customers = await Promise.all(
      Array.from({ length: 50 }, () => shopper([[vermi.id, vermi.kg5, 1]])),
    );
    // Stock was checked when they added: all fifty got it in their carts while there were ten.
    const requests = await Promise.all(
      customers.map((c) => t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })),
    );
    const won = requests.filter((r) => r.status === 200);
    const lost = requests.filter((r) => r.status !== 200);
    expect(won).toHaveLength(10);
    expect(
      lost.every((r) => r.status === 409 && r.body.message === "Bhoomi Gold Vermicompost is out of stock"),
    ).toBe(true);
    expect(await stockOf(vermi.kg5)).toBe(0);
    for (const [i, r] of requests.entries()) {
      if (r.status !== 200) continue;
      const signed = await pay(r.body.data.id);
      expect(
        (await t.post("/api/payment_response/v1/", { ...customers[i].auth, ...signed })).body.status,
      ).toBe(1);
    }
    const paid = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct o.id)::int as n from orders o join order_lines l on l.order_id = o.id
          where o.status = 'PAID' and l.product_price_id = ${vermi.kg5}`,
    );
    expect(paid[0].n).toBeGreaterThanOrEqual(10);
    expect(await stockOf(vermi.kg5)).toBe(0);
  }, 120_000); // fifty sign-ups (password hashing) and payments: slow on a busy shared machine

  it("gives the stock back when an unpaid order expires", async () => {
    await setStock(vermi.kg1, 20);
    const c = await shopper([[vermi.id, vermi.kg1, 3]]);
    const req = await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId });
    expect(await stockOf(vermi.kg1)).toBe(17);
    await t.database.db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where id = ${req.body.data.order_id}`,
    );
    expect(await t.services.checkout.expireUnpaid()).toBe(1);
    expect(await stockOf(vermi.kg1)).toBe(20);
    expect(await t.services.checkout.expireUnpaid()).toBe(0);
    const [o] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from orders where id = ${req.body.data.order_id}`,
    );
    expect(o.status).toBe("EXPIRED");
  });

  it("refuses an empty cart, a missing or foreign address, and an invalid promo with its message", async () => {
    const empty = await shopper([]);
    expect(
      (await t.post("/api/payment_request/v2/", { ...empty.auth, address_id: empty.addressId })).body.message,
    ).toBe("Your cart is empty.");
    const c = await shopper([[vermi.id, vermi.kg1, 1]]);
    expect((await t.post("/api/payment_request/v2/", { ...c.auth })).body.message).toBe(
      "Please select an address",
    );
    expect(
      (await t.post("/api/payment_request/v2/", { ...c.auth, address_id: empty.addressId })).body.message,
    ).toBe("Invalid address selected");
    expect(
      (
        await t.post("/api/payment_request/v2/", {
          ...c.auth,
          address_id: c.addressId,
          promo_code: "MONSOON20",
        })
      ).body.message,
    ).toBe("Promo code is not valid at this time.");
    expect(
      (
        await t.post("/api/payment_request/v2/", {
          ...c.auth,
          address_id: c.addressId,
          promo_code: "BULK500",
        })
      ).body.message,
    ).toBe("Minimum cart value should be ₹5,000.00");
  });
});

describe("promo codes", () => {
  it("lists codes valid now and details a code", async () => {
    const c = await newCustomer(t);
    const list = (await t.post("/api/promo/get_promo/v1", c.auth)).body.data.map(
      (p: { promo_code: string }) => p.promo_code,
    );
    expect(list).toEqual(expect.arrayContaining(["KRISHI10", "FLAT50", "BULK500"]));
    expect(list).not.toContain("MONSOON20");
    const details = await t.post("/api/promo/promo_details/v1", { ...c.auth, promo_code: "KRISHI10" });
    expect(details.body.data).toMatchObject({
      promo_code: "KRISHI10",
      promo_type: "percent",
      promo_value: "10",
      max_amount: "200.00",
      min_cart_value: "0.00",
    });
    expect((await t.post("/api/promo/promo_details/v1", { ...c.auth, promo_code: "NOPE" })).body.status).toBe(
      0,
    );
  });
});

describe("the provider's webhook", () => {
  const secret = "sandbox_webhook_secret_not_for_real_money";
  const send = (body: object, signature?: string, eventId = `evt_${Math.random()}`) =>
    postRazorpayWebhook(t, JSON.stringify(body), { secret, eventId, signature });

  it("settles a captured payment with a valid signature, once, and refuses a forged one", async () => {
    await setStock(vermi.kg1, 20);
    const c = await shopper([[vermi.id, vermi.kg1, 1]]);
    const req = await t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId });
    const event = {
      event: "payment.captured",
      payload: {
        payment: {
          entity: { id: "pay_webhook0001", order_id: req.body.data.id, amount: req.body.data.amount },
        },
      },
    };
    expect((await send(event, "00".repeat(32))).status).toBe(400);
    const first = await send(event, undefined, "evt_same");
    expect(first.status).toBe(200);
    expect((await (await send(event, undefined, "evt_same")).json()).message).toBe(
      "Duplicate event ignored.",
    );
    const orders = (await t.post("/api/order/lists/v1/", c.auth)).body.data;
    expect(orders[0].order_status).toBe("PAID");
    const txs = (await t.post("/api/transaction/lists/v1/", c.auth)).body.data;
    expect(txs.filter((x: { pay_status: string }) => x.pay_status === "Credit")).toHaveLength(1);
  });
});
