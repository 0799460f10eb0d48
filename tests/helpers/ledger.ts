import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { queryRows } from "../../server/db/client";
import { createLedgerReads } from "../../server/modules/catalog";
import type { TestApp } from "./app";
import { adminPost } from "./staff";

/** What the stock ledger tests do besides buying (tests/helpers/shop.ts): pay, cancel, read the ledger. */
export function ledgerHelpers(t: () => TestApp) {
  const reads = () => createLedgerReads(t().database.db);
  return {
    /** The pack's movements, newest first, as the back office reads them. */
    movements: async (packId: number) => (await reads().packMovements(packId)).movements,
    /** Packs whose stock is not the sum of their movements (expected: none). */
    disagreements: async () => (await reads().check()).disagreements,
    /** Packs whose stock is not the count their newest movement left. */
    async staleBalances() {
      return queryRows<{ id: number; stock: number; stock_after: number }>(
        t().database.db,
        sql`select p.id, p.stock, m.stock_after from product_prices p
            join lateral (select stock_after from stock_movements where product_price_id = p.id
                          order by id desc limit 1) m on true
            where m.stock_after <> p.stock`,
      );
    },
    /** Places the customer's cart as an order (online unless `method` says COD); the raw answer. */
    place: (c: { auth: object; addressId: number }, method: "ONLINE" | "COD" = "ONLINE") =>
      t().post("/api/payment_request/v2/", { ...c.auth, address_id: c.addressId, payment_method: method }),
    /** Pays a provider order in the sandbox and reports it as the checkout page does; the raw answer. */
    async pay(c: { auth: object }, providerOrderId: string) {
      const res = await t().app.request("/sandbox/pay", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ order_id: providerOrderId, outcome: "success" }),
      });
      return t().post("/api/payment_response/v1/", { ...c.auth, ...(await res.json()) });
    },
    /** Makes unpaid orders overdue and runs the expiry job until none is left. */
    async expire(orderIds: number[]) {
      if (orderIds.length === 0) return;
      const list = sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      );
      await t().database.db.execute(
        sql`update orders set expires_at = now() - interval '1 minute' where id in (${list})`,
      );
      while ((await t().services.checkout.expireUnpaid()) > 0);
    },
    /** Cash on delivery for any order up to ₹1,00,000, with free delivery everywhere (the owner's rules). */
    async allowCod(ownerCookie: string) {
      const delivery = await adminPost(t(), ownerCookie, "/settings/delivery", {
        flat_charge: "0",
        free_above: "0",
        per_kg_charge: "0",
        included_kg: "5",
        served_all: true,
        served_pincodes: "",
        regions: "",
        default_days: 4,
      });
      const cod = await adminPost(t(), ownerCookie, "/settings/cod", {
        enabled: true,
        max_order_value: "100000",
        fee: "0",
        pincodes_all: true,
        pincodes: "",
      });
      expect([delivery.status, cod.status], JSON.stringify([delivery.body, cod.body])).toEqual([200, 200]);
    },
  };
}
