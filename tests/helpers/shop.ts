import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { queryRows } from "../../server/db/client";
import { moveStock } from "../../server/modules/catalog";
import type { TestApp } from "./app";
import { confirmPhone, newCustomer } from "./customers";
import { raviAddress } from "./fixtures";
import { adminPost } from "./staff";

/** Helpers for tests that buy: a pack of the demo shop, its stock, a customer with a cart. */
export function shopHelpers(t: () => TestApp) {
  const db = () => t().database.db;
  return {
    /** The first pack of the product with this SKU. */
    async pack(sku: string) {
      const [row] = await queryRows<{ id: number; price_id: number }>(
        db(),
        sql`select p.id, pp.id as price_id from products p join product_prices pp on pp.product_id = p.id
            where p.sku = ${sku} order by pp.display_order limit 1`,
      );
      return { productId: row.id, priceId: row.price_id };
    },
    async stockOf(priceId: number) {
      const [row] = await queryRows<{ stock: number }>(
        db(),
        sql`select stock from product_prices where id = ${priceId}`,
      );
      return row.stock;
    },
    /** Counts the pack again as `stock` (a recount in its ledger, as staff would) and offers it for sale. */
    setStock: (priceId: number, stock: number) =>
      db().transaction(async (tx) => {
        const [row] = await queryRows<{ stock: number }>(
          tx,
          sql`select stock from product_prices where id = ${priceId} for update`,
        );
        const change = stock - Number(row.stock);
        await moveStock(tx, [{ packId: priceId, change, reason: "recount", who: { kind: "system" } }]);
        await tx.execute(sql`update product_prices set in_stock = true where id = ${priceId}`);
      }),
    /** A customer with a saved address and `qty` of the pack in the cart. */
    async shopper(pack: { productId: number; priceId: number }, qty = 1) {
      const c = await newCustomer(t());
      await t().post("/api/saved-address/add/v1", {
        ...c.auth,
        ...raviAddress,
      });
      const [a] = (await t().post("/api/saved-address/lists/v1", c.auth)).body.data;
      await t().post("/api/cart/add/v1/", {
        ...c.auth,
        product_id: pack.productId,
        product_price_id: pack.priceId,
        qty,
      });
      return { ...c, addressId: a.id as number };
    },
    /** A shopper whose phone number is confirmed: cash on delivery is CONFIRMED at once (decision 0037). */
    async confirmedShopper(pack: { productId: number; priceId: number }, qty = 1) {
      const c = await this.shopper(pack, qty);
      await confirmPhone(t(), c.userId);
      return c;
    },
    /** Places the shopper's cart as a cash on delivery order to their saved address; the order's id. */
    async placeCod(c: { auth: object; addressId: number }) {
      const placed = await t().post("/api/payment_request/v2/", {
        ...c.auth,
        address_id: c.addressId,
        payment_method: "COD",
      });
      expect(placed.body.status, placed.body.message).toBe(1);
      return placed.body.data.order_id as number;
    },
    /**
     * A customer who orders `qty` of the pack (its stock first set to `stock`) and pays in the
     * sandbox: the customer, the order id, the amount in paise and the provider's payment id.
     */
    async paidOrder(sku: string, stock = 10, qty = 2) {
      const pack = await this.pack(sku);
      await this.setStock(pack.priceId, stock);
      const c = await this.shopper(pack, qty);
      const placed = (await t().post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId })).body
        .data;
      const res = await t().app.request("/sandbox/pay", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ order_id: placed.id, outcome: "success" }),
      });
      const signed = await res.json();
      const paid = await t().post("/api/payment_response/v1/", { ...c.auth, ...signed });
      if (paid.body.status !== 1) throw new Error(`payment not settled: ${paid.body.message}`);
      return {
        c,
        pack,
        orderId: placed.order_id as number,
        amount: placed.amount as number,
        paymentId: signed.razorpay_payment_id as string,
        signed,
      };
    },
    /** An order's status, payment status and the statuses it went through. */
    async orderState(orderId: number) {
      const [o] = await queryRows<{ status: string; payment_status: string }>(
        db(),
        sql`select status, payment_status from orders where id = ${orderId}`,
      );
      const events = await queryRows<{ from_status: string | null; to_status: string; actor_kind: string }>(
        db(),
        sql`select from_status, to_status, actor_kind from order_events where order_id = ${orderId} order by id`,
      );
      return { ...o, path: events.map((e) => e.to_status) };
    },
    async transactions(orderId: number) {
      return queryRows<{ status: string; provider_payment_id: string | null; amount_paise: number }>(
        db(),
        sql`select status, provider_payment_id, amount_paise from payment_transactions where order_id = ${orderId} order by id`,
      );
    },
    /** Makes an unpaid order overdue and runs the expiry job. */
    async expire(orderId: number) {
      await db().execute(
        sql`update orders set expires_at = now() - interval '1 minute' where id = ${orderId}`,
      );
      return t().services.checkout.expireUnpaid();
    },
  };
}

/** The owner's rule: cash on delivery to every pincode, for any order value, with a ₹30 fee; the API's answer. */
export const codWithFee = (t: TestApp, ownerCookie: string) =>
  adminPost(t, ownerCookie, "/settings/cod", {
    enabled: true,
    max_order_value: "0",
    fee: "30",
    pincodes_all: true,
    pincodes: "",
  });
