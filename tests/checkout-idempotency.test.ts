import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { shopHelpers } from "./helpers/shop";

const t = testAppForFile({ PAYMENT_PROVIDER: "sandbox" });
const shop = shopHelpers(() => t);

const ordersOf = (userId: number) =>
  queryRows<{ id: number; status: string; payment_status: string }>(
    t.database.db,
    sql`select id, status, payment_status from orders where user_id = ${userId} order by id`,
  );
const heldFor = async (orderId: number) =>
  Number(
    (
      await queryRows<{ n: string | number }>(
        t.database.db,
        sql`select coalesce(sum(qty), 0) as n from stock_holds where order_id = ${orderId} and released_at is null`,
      )
    )[0].n,
  );

async function customerWithCart(stock = 10, qty = 2) {
  const pack = await shop.pack("FRT-003");
  await shop.setStock(pack.priceId, stock);
  return { pack, c: await shop.shopper(pack, qty) };
}

const place = (c: { auth: object; addressId: number }, extra: object = {}) =>
  t.post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId, ...extra });

describe("one order per checkout", () => {
  it("answers the same key with the same order and payment, taking the stock once", async () => {
    const { pack, c } = await customerWithCart(10, 2);
    const key = randomUUID();
    const first = await place(c, { idempotency_key: key });
    const again = await place(c, { idempotency_key: key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.order_id).toBe(first.body.data.order_id);
    expect(again.body.data.id).toBe(first.body.data.id); // the provider's order, the same
    expect(await ordersOf(c.userId)).toHaveLength(1);
    expect(await shop.stockOf(pack.priceId)).toBe(8);
  });

  it("gives five requests sent at once with one key one order and one hold", async () => {
    const { pack, c } = await customerWithCart(10, 3);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(c, { idempotency_key: key })));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(new Set(answers.map((a) => a.body.data.order_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const [order] = await ordersOf(c.userId);
    expect(await ordersOf(c.userId)).toHaveLength(1);
    expect(await heldFor(order.id)).toBe(3);
    expect(await shop.stockOf(pack.priceId)).toBe(7);
  });

  it("replaces an unpaid attempt for the same cart: the earlier order is cancelled and its packs go back", async () => {
    const { pack, c } = await customerWithCart(10, 2);
    const first = await place(c, { idempotency_key: randomUUID() });
    expect(await shop.stockOf(pack.priceId)).toBe(8);
    const second = await place(c, { idempotency_key: randomUUID() });
    expect(second.status).toBe(200);
    const orders = await ordersOf(c.userId);
    expect(orders.map((o) => [o.id, o.status])).toEqual([
      [first.body.data.order_id, "CANCELLED"],
      [second.body.data.order_id, "PENDING_PAYMENT"],
    ]);
    expect(await heldFor(first.body.data.order_id)).toBe(0);
    // Held once, by the new order only.
    expect(await shop.stockOf(pack.priceId)).toBe(8);
    // An old client without a key replaces it the same way.
    await place(c);
    expect((await ordersOf(c.userId)).filter((o) => o.status === "PENDING_PAYMENT")).toHaveLength(1);
    expect(await shop.stockOf(pack.priceId)).toBe(8);
  });

  it("gives a first-order code back when its unpaid attempt is replaced: the new attempt may use it", async () => {
    const { c } = await customerWithCart(20, 10);
    const first = await place(c, { idempotency_key: randomUUID(), promo_code: "WELCOME75" });
    expect(first.status, first.body.message).toBe(200);
    const second = await place(c, { idempotency_key: randomUUID(), promo_code: "WELCOME75" });
    expect(second.status, second.body.message).toBe(200);
    expect((await ordersOf(c.userId)).map((o) => o.status)).toEqual(["CANCELLED", "PENDING_PAYMENT"]);
  });

  it("opens the same order's payment again (Pay now), and refuses once its hold is over", async () => {
    const { c } = await customerWithCart(10, 1);
    const placed = await place(c, { idempotency_key: randomUUID() });
    const orderId = placed.body.data.order_id as number;
    const again = await t.services.checkout.payAgain(c.userId, orderId);
    expect(again).toMatchObject({ method: "ONLINE", orderId, providerOrderId: placed.body.data.id });
    // Someone else's order is none of theirs.
    expect(await t.services.checkout.payAgain(c.userId + 100_000, orderId)).toBeNull();
    await t.database.db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where id = ${orderId}`,
    );
    await expect(t.services.checkout.payAgain(c.userId, orderId)).rejects.toMatchObject({
      code: "conflict",
      message: `Order #${orderId} can no longer be paid: its 30 minutes have passed. Place it again from your cart.`,
    });
  });

  it("refuses a key that is not one", async () => {
    const { c } = await customerWithCart(10, 1);
    const bad = await place(c, { idempotency_key: "x y" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("idempotency_key");
    expect(await ordersOf(c.userId)).toHaveLength(0);
  });
});
