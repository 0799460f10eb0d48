import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderFormAnswer } from "../app/lib/checkout/checkout-answers";
import { orderFormAction } from "../app/lib/checkout/checkout-order.server";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { raviAddress } from "./helpers/fixtures";

/**
 * The checkout page's main form (app/lib/checkout/checkout-order.server.ts) as a plain POST
 * with Razorpay: its window is a script, so without the page's scripts nothing is placed and
 * the page says why. The figures on the screen must be the server's, a wrong GSTIN is refused
 * on its field, and a promo code comes and goes with its figures.
 */
const t = testAppForFile({
  TRUST_PROXY: "true",
  PAYMENT_PROVIDER: "razorpay",
  RAZORPAY_KEY_ID: "rzp_test_abc123",
  RAZORPAY_KEY_SECRET: "secret_123456",
  RAZORPAY_WEBHOOK_SECRET: "whsec_7654321",
});

let shopper: { userId: number; addressId: number };
beforeAll(async () => {
  const [pack] = await queryRows<{ id: number; price_id: number }>(
    t.database.db,
    sql`select p.id, pp.id as price_id from products p join product_prices pp on pp.product_id = p.id
        where p.sku = 'FRT-001' order by pp.display_order offset 1 limit 1`,
  );
  const c = await newCustomer(t);
  await t.post("/api/saved-address/add/v1", { ...c.auth, ...raviAddress });
  const [a] = (await t.post("/api/saved-address/lists/v1", c.auth)).body.data;
  await t.post("/api/cart/add/v1/", {
    ...c.auth,
    product_id: pack.id,
    product_price_id: pack.price_id,
    qty: 1,
  });
  shopper = { userId: c.userId, addressId: a.id };
});

const context = () => ({ services: t.services, lang: "en" }) as unknown as AppLoadContext;

async function send(fields: Record<string, string>) {
  const form = new FormData();
  form.set("address_id", String(shopper.addressId));
  form.set("payment_method", "ONLINE");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const answer = (await orderFormAction(context(), shopper.userId, form)) as unknown as {
    data: OrderFormAnswer;
    init: { status?: number } | null;
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

const orders = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where user_id = ${shopper.userId}`,
    )
  )[0].n;

describe("the checkout's form with Razorpay", () => {
  it("places nothing without the page's scripts, and says the window needs them", async () => {
    const answer = await send({ intent: "place", shown_total: "220.00" });
    expect(answer).toMatchObject({ status: 200, needsScripts: true, intent: "place" });
    expect(answer.quote?.quote.total_amount).toBe("220.00");
    expect(await orders()).toBe(0);
  });

  it("shows the server's total first when the screen showed another, and refuses a wrong GSTIN", async () => {
    const changed = await send({ intent: "place", js: "1", shown_total: "1.00" });
    expect(changed).toMatchObject({ status: 409, totalChanged: true });
    const gstin = await send({
      intent: "place",
      js: "1",
      shown_total: "220.00",
      buyer_gstin: "19AAACH1234F1Z1",
    });
    expect(gstin.status).toBe(400);
    expect(gstin.fields?.buyer_gstin).toMatch(/last character/);
    expect(await orders()).toBe(0);
  });

  it("applies and removes a promo code, the figures with it", async () => {
    const applied = await send({ intent: "promo", promo_code: "krishi10" });
    expect(applied.promo).toMatchObject({ ok: true, code: "KRISHI10", discount: 2200 });
    expect(applied.quote?.quote.total_amount).toBe("198.00");
    const removed = await send({ intent: "unpromo", applied_promo: "KRISHI10" });
    expect(removed.promo).toMatchObject({ ok: "removed" });
    expect(removed.echo.appliedPromo).toBe("");
    expect(removed.quote?.quote.total_amount).toBe("220.00");
  });
});
