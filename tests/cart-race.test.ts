import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";

const t = testAppForFile({ TRUST_PROXY: "true" });

/** A pack of Bhoomi Gold Vermicompost (demo data) with `stock` packs in the store. */
async function packWithStock(stock: number) {
  const [pack] = await queryRows<{ id: number; product_id: number }>(
    t.database.db,
    sql`select pp.id, pp.product_id from product_prices pp join products p on p.id = pp.product_id
        where p.sku = 'FRT-001' order by pp.display_order limit 1`,
  );
  await queryRows(
    t.database.db,
    sql`update product_prices set stock = ${stock}, in_stock = true where id = ${pack.id}`,
  );
  return { product_id: pack.product_id, product_price_id: pack.id };
}

const lineQty = async (auth: object) => {
  const lines = (await t.post("/api/cart/lists/v1/", { ...auth, limit: "" })).body.data as { qty: number }[];
  return lines.map((l) => Number(l.qty));
};

describe("the cart's 999 cap under concurrent adds", () => {
  it("10 adds of 900 at once leave one line of at most 999", async () => {
    const pack = await packWithStock(100_000);
    const customer = await newCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.post("/api/cart/add/v1/", { ...customer.auth, ...pack, qty: 900 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(await lineQty(customer.auth)).toEqual([900]);
  });

  it("adds that fit are all kept, up to exactly 999, and never past the stock", async () => {
    const pack = await packWithStock(100_000);
    const customer = await newCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.post("/api/cart/add/v1/", { ...customer.auth, ...pack, qty: 111 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    expect(await lineQty(customer.auth)).toEqual([999]);

    const scarce = await packWithStock(50);
    const other = await newCustomer(t);
    await Promise.all(
      Array.from({ length: 10 }, () => t.post("/api/cart/add/v1/", { ...other.auth, ...scarce, qty: 20 })),
    );
    expect(await lineQty(other.auth)).toEqual([40]);
  });
});
