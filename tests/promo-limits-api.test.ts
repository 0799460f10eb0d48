import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderFormAnswer } from "../app/lib/checkout/checkout-answers";
import { orderFormAction } from "../app/lib/checkout/checkout-order.server";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { auditOf } from "./helpers/catalogue-admin";
import { newCustomer } from "./helpers/customers";
import { raviAddress } from "./helpers/fixtures";
import { shopHelpers } from "./helpers/shop";
import { adminPost, newStaff } from "./helpers/staff";

/**
 * Promo codes with limits (docs/decisions/0031-cod-caps-and-promo-limits.md): uses per customer,
 * first order only, new customers only and uses in all, set in the back office and checked when
 * the order is placed (two at once never both take the last use), at the checkout's Apply and
 * by promo_details, each refusal a sentence in English and Hindi.
 */
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
let manager: Awaited<ReturnType<typeof newStaff>>;
type Pack = { productId: number; priceId: number };
let pack: Pack;
let other: Pack;

beforeAll(async () => {
  manager = await newStaff(t, "manager");
  pack = await shop.pack("FRT-001"); // ₹50 a pack
  other = await shop.pack("FRT-002");
  for (const p of [pack, other]) await shop.setStock(p.priceId, 100_000);
});

const DAY = 86_400_000;
let made = 0;
/** Asks the back office for a new 10 % code, a year long, with these limits; the API's answer. */
function createPromo(limits: Record<string, unknown>, startsAt: Date) {
  made++;
  return adminPost(t, manager.cookie, "/promos/create", {
    code: `limit${made}x${process.pid % 1000}`,
    description: "10% off",
    promo_type: "percent",
    value: "10",
    starts_at: startsAt.toISOString(),
    ends_at: new Date(Date.now() + 365 * DAY).toISOString(),
    ...limits,
  });
}

/** Creates a 10 % code with these limits (and dates); the API's answer. */
async function promo(limits: Record<string, unknown>, startsAt = new Date(Date.now() - DAY)) {
  const created = await createPromo(limits, startsAt);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data as { id: number; code: string; uses: number; version: number };
}

/** Puts `qty` of the pack in the customer's cart. */
const addToCart = (c: { auth: object }, p: Pack, qty: number) =>
  t.post("/api/cart/add/v1/", { ...c.auth, product_id: p.productId, product_price_id: p.priceId, qty });

/**
 * A new customer with an address and `lines` cart lines: one of each pack, the first pack given
 * (orders of different packs take different stock rows, so only the code's limits hold them apart).
 */
async function customer(lines = 1, first = pack) {
  const c = await newCustomer(t);
  await t.post("/api/saved-address/add/v1", { ...c.auth, ...raviAddress, phone: c.phonenumber });
  const [a] = (await t.post("/api/saved-address/lists/v1", c.auth)).body.data;
  for (const p of [first, first === pack ? other : pack].slice(0, lines)) {
    await addToCart(c, p, 1);
  }
  const cart = (await t.post("/api/cart/lists/v1/", c.auth)).body.data as { cart_id: number }[];
  return { ...c, addressId: a.id as number, lineIds: cart.map((l) => l.cart_id) };
}
type Customer = Awaited<ReturnType<typeof customer>>;

/** Places an order paid online with `code` (of these cart lines, or the whole cart). */
const order = (
  c: Customer,
  code: string | undefined,
  lines?: number[],
  headers: Record<string, string> = {},
) =>
  t.post(
    "/api/payment_request/v2/",
    { ...c.auth, address_id: c.addressId, promo_code: code, cart_id: lines },
    headers,
  );

const OTHERWISE = "Please place your order without it, or try another code.";

describe("a promo code's limits, when the order is placed", () => {
  it("uses per customer: a second use is refused in English and Hindi; others still use it", async () => {
    const p = await promo({ uses_per_customer: 1 });
    const a = await customer(2);
    expect((await order(a, p.code, [a.lineIds[0]])).status).toBe(200);
    expect(await order(a, p.code.toLowerCase(), [a.lineIds[1]])).toEqual({
      status: 400,
      body: { status: 0, message: `You have already used this promo code. ${OTHERWISE}` },
    });
    const hindi = await order(a, p.code, [a.lineIds[1]], { "accept-language": "hi" });
    expect(hindi.body.message).toBe(
      "आप यह प्रोमो कोड पहले ही इस्तेमाल कर चुके हैं। कृपया इसके बिना ऑर्डर करें, या कोई दूसरा कोड आज़माएँ।",
    );
    expect((await order(a, undefined, [a.lineIds[1]])).status).toBe(200);
    expect((await order(await customer(), p.code)).status).toBe(200);
  });

  it("first order only: refused after any order, but an expired one does not count", async () => {
    const p = await promo({ first_order_only: true });
    const a = await customer(2);
    const first = await order(a, undefined, [a.lineIds[0]]);
    expect((await order(a, p.code, [a.lineIds[1]])).body.message).toBe(
      `This promo code is for a first order only. ${OTHERWISE}`,
    );
    // The unpaid order runs out: the customer has no order, and the code is theirs again.
    await shop.expire(first.body.data.order_id);
    expect((await order(a, p.code, [a.lineIds[1]])).status).toBe(200);
  });

  it("new customers: refused to one who ordered before the code started, on any order of one who had not", async () => {
    const old = await customer(1);
    const before = await order(old, undefined);
    // Paid, three days ago (an unpaid attempt for the same cart would be replaced by the next one).
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '3 days', status = 'PAID', payment_status = 'PAID'
          where id = ${before.body.data.order_id}`,
    );
    const p = await promo({ customers: "new" }, new Date(Date.now() - 2 * DAY));
    const again = await customer(1);
    await addToCart(old, pack, 2);
    expect((await order(old, p.code)).body.message).toBe(
      `This promo code is for new customers only. ${OTHERWISE}`,
    );
    const fresh = await customer(2);
    expect((await order(fresh, p.code, [fresh.lineIds[0]])).status).toBe(200);
    expect((await order(fresh, p.code, [fresh.lineIds[1]])).status).toBe(200);
    expect((await order(again, p.code)).status).toBe(200);
  });

  it("uses in all: of two orders placed at the same moment, only one takes the last use", async () => {
    for (let round = 0; round < 4; round++) {
      const p = await promo({ total_uses: 2 });
      expect((await order(await customer(), p.code)).status).toBe(200);
      const [a, b] = [await customer(1, pack), await customer(1, other)];
      const both = await Promise.all([order(a, p.code), order(b, p.code)]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(both.find((r) => r.status === 400)?.body.message).toBe(
        `This promo code has been used as many times as it can be. ${OTHERWISE}`,
      );
      const listed = await adminPost(t, manager.cookie, "/promos/get", { promo_id: p.id });
      expect(listed.body.data).toMatchObject({ uses: 2, total_uses: 2 });
    }
  });

  it("uses per customer: one customer's two orders at the same moment take one use", async () => {
    for (let round = 0; round < 4; round++) {
      const p = await promo({ uses_per_customer: 1 });
      const a = await customer(2);
      const both = await Promise.all([order(a, p.code, [a.lineIds[0]]), order(a, p.code, [a.lineIds[1]])]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    }
  });

  it("gives a use back when its order is cancelled or expires, and the back office counts only uses", async () => {
    const p = await promo({ total_uses: 1 });
    const a = await customer();
    const placed = await order(a, p.code);
    expect((await order(await customer(), p.code)).status).toBe(400);
    await shop.expire(placed.body.data.order_id);
    const listed = (await adminPost(t, manager.cookie, "/promos/list")).body.data;
    expect(listed.find((x: { id: number }) => x.id === p.id)?.uses).toBe(0);
    expect((await order(await customer(), p.code)).status).toBe(200);
  });
});

describe("a promo code's limits at the checkout, before the order", () => {
  it("Apply says why the code is refused, and promo_details answers the same", async () => {
    const p = await promo({ uses_per_customer: 1 });
    const a = await customer(2);
    expect((await order(a, p.code, [a.lineIds[0]])).status).toBe(200);
    const form = new FormData();
    form.set("intent", "promo");
    form.set("promo_code", p.code);
    form.set("address_id", String(a.addressId));
    const context = {
      services: t.services,
      lang: "en",
      clientAddress: "203.0.113.9",
    } as unknown as AppLoadContext;
    const answer = (await orderFormAction(context, a.userId, form)) as unknown as { data: OrderFormAnswer };
    expect(answer.data.promo).toMatchObject({
      ok: false,
      message: `You have already used this promo code. ${OTHERWISE}`,
    });
    expect(answer.data.echo.appliedPromo).toBe("");
    expect(answer.data.quote?.quote.coupon_savings).toBe("0.00");
    const details = await t.post("/api/promo/promo_details/v1", { ...a.auth, promo_code: p.code });
    expect(details).toEqual({
      status: 400,
      body: { status: 0, message: `You have already used this promo code. ${OTHERWISE}` },
    });
    const other = await customer();
    expect((await t.post("/api/promo/promo_details/v1", { ...other.auth, promo_code: p.code })).status).toBe(
      200,
    );
  });
});

describe("a promo code's limits in the back office's API", () => {
  it("are taken, checked field by field, returned, audited and changed by an edit", async () => {
    const bad = await createPromo(
      { uses_per_customer: "0", total_uses: "many", customers: "friends" },
      new Date(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      uses_per_customer:
        "Enter how many times one customer may use the code (1 or more), or leave it empty for no limit.",
      total_uses:
        "Enter how many times the code may be used in all (1 or more), or leave it empty for no limit.",
      customers: "Choose who the code is for: every customer, or new customers.",
    });
    const plain = await promo({});
    expect(plain).toMatchObject({
      uses_per_customer: null,
      total_uses: null,
      first_order_only: false,
      customers: "all",
      uses: 0,
    });
    const limited = await promo({
      uses_per_customer: "1",
      total_uses: 500,
      first_order_only: true,
      customers: "new",
    });
    expect(limited).toMatchObject({
      uses_per_customer: 1,
      total_uses: 500,
      first_order_only: true,
      customers: "new",
    });
    const [entry] = await auditOf(t, "promo", limited.id);
    expect(entry.changes).toMatchObject({
      totalUses: { before: null, after: 500 },
      customers: { after: "new" },
    });
    const edited = await adminPost(t, manager.cookie, "/promos/update", {
      ...limited,
      promo_id: limited.id,
      total_uses: null,
      first_order_only: false,
    });
    expect(edited.body.data).toMatchObject({
      total_uses: null,
      first_order_only: false,
      uses_per_customer: 1,
    });
  });
});

describe("the demo shop's welcome code", () => {
  it("is for a first order only, once", async () => {
    const a = await customer(1);
    await addToCart(a, pack, 10);
    expect((await order(a, "WELCOME75")).status).toBe(200);
    const rows = await queryRows<{ promo_code: string }>(
      t.database.db,
      sql`select promo_code from orders where user_id = ${a.userId}`,
    );
    expect(rows).toEqual([{ promo_code: "WELCOME75" }]);
    const b = await customer(1);
    const earlier = await order(b, undefined);
    // Paid (an unpaid attempt for the same cart would be replaced by the next one).
    await t.database.db.execute(
      sql`update orders set status = 'PAID', payment_status = 'PAID' where id = ${earlier.body.data.order_id}`,
    );
    await addToCart(b, pack, 10);
    expect((await order(b, "WELCOME75")).body.message).toBe(
      `This promo code is for a first order only. ${OTHERWISE}`,
    );
  });
});
