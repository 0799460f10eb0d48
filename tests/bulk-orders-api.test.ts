import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";

const t = testAppForFile({ TRUST_PROXY: "true" });
let rows: { id: number; price_id: number }[];
beforeAll(async () => {
  rows = await queryRows(
    t.database.db,
    sql`select p.id, pp.id as price_id from products p join product_prices pp on pp.product_id = p.id where p.sku in ('FRT-001', 'TEA-001') order by p.sku, pp.display_order`,
  );
});

const count = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from bulk_enquiries`))[0].n;

describe("bulk order enquiries", () => {
  it("stores an enquiry with every product row and thanks the customer", async () => {
    const c = await newCustomer(t);
    const tea = rows.find((r) => r.id !== rows[0].id) as { id: number; price_id: number };
    const res = await t.post("/api/bulkorder/add/v1/", {
      ...c.auth,
      name: "Bagan Traders",
      email: "buyer@example.com",
      phone: "",
      products: [
        {
          productId: rows[0].id,
          unit: { product_price_id: rows[0].price_id, qty: "1", unit_name: "kg" },
          quantity: 200,
        },
        { productId: tea.id, unit: { product_price_id: tea.price_id }, quantity: "40" },
      ],
    });
    expect(res.body).toMatchObject({
      status: 1,
      message: expect.stringContaining("bulk order enquiry has been received"),
    });
    const items = await queryRows<{ qty: number }>(
      t.database.db,
      sql`select qty from bulk_enquiry_items where enquiry_id = ${res.body.data.enquiry_id} order by id`,
    );
    expect(items.map((i) => i.qty)).toEqual([200, 40]);
  });

  it("answers the spec's messages and stores nothing on bad input, checking every row", async () => {
    const c = await newCustomer(t);
    const before = await count();
    const empty = await t.post("/api/bulkorder/add/v1/", { ...c.auth, products: [{}] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      "products.0.productId": "Please select a product for the first item.",
      "products.0.quantity": "Quantity is required for the first item.",
    });
    const second = await t.post("/api/bulkorder/add/v1/", {
      ...c.auth,
      name: "X",
      email: "bad@",
      products: [
        { productId: rows[0].id, unit: { product_price_id: rows[0].price_id }, quantity: 5 },
        { productId: rows[0].id, unit: {}, quantity: -2 },
      ],
    });
    expect(second.body.errors).toEqual({
      email: "Invalid email address.",
      "products.1.unit": "Please select a unit for item 2.",
      "products.1.quantity": "Quantity must be a positive number.",
    });
    const wrongUnit = await t.post("/api/bulkorder/add/v1/", {
      ...c.auth,
      name: "X",
      email: "x@example.com",
      products: [{ productId: rows[0].id, unit: { product_price_id: rows.at(-1)?.price_id }, quantity: 5 }],
    });
    expect(wrongUnit.body.message).toBe("Please select a unit for the first item.");
    expect(await count()).toBe(before);
    expect((await t.post("/api/bulkorder/add/v1/", { name: "Guest" })).status).toBe(401);
  });
});
