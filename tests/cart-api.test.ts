import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";

const t = testAppForFile({ TRUST_PROXY: "true" });
/** Bhoomi Gold Vermicompost: 1 kg ₹60 − ₹10, 5 kg ₹250 − ₹30 (demo data). */
let vermi: { id: number; kg1: number; kg5: number };
let soldOut: { id: number; priceId: number };
/** Neemgard Neem Oil 1500 ppm, 250 ml. */
let neem: { id: number; ml250: number };

beforeAll(async () => {
  const [p] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from products where sku = 'FRT-001'`,
  );
  const prices = await queryRows<{ id: number; qty: string }>(
    t.database.db,
    sql`select id, qty::text from product_prices where product_id = ${p.id} order by display_order`,
  );
  vermi = { id: p.id, kg1: prices[0].id, kg5: prices[1].id };
  const [o] = await queryRows<{ id: number; price_id: number }>(
    t.database.db,
    sql`select p.id, pp.id as price_id from products p join product_prices pp on pp.product_id = p.id where p.sku = 'FRT-007' limit 1`,
  );
  soldOut = { id: o.id, priceId: o.price_id };
  const [n] = await queryRows<{ id: number; price_id: number }>(
    t.database.db,
    sql`select p.id, pp.id as price_id from products p join product_prices pp on pp.product_id = p.id
        where p.name = 'Neemgard Neem Oil 1500 ppm' and pp.qty = 250`,
  );
  neem = { id: n.id, ml250: n.price_id };
});

const add = (auth: object, productId: number, priceId: number, extra: object = {}) =>
  t.post("/api/cart/add/v1/", { ...auth, product_id: productId, product_price_id: priceId, ...extra });
const list = async (auth: object, limit: string | number = "") =>
  (await t.post("/api/cart/lists/v1/", { ...auth, limit })).body.data as Record<string, string | number>[];

describe("the cart", () => {
  it("prices every line from the catalogue, ignoring prices the browser sends", async () => {
    const c = await newCustomer(t);
    const res = await add(c.auth, vermi.id, vermi.kg1, {
      qty: 2,
      price_qty: "1",
      price_unit_name: "kg",
      per_mrp_price: "1.00",
      total_mrp_price: "2.00",
      per_discount: "0.99",
      total_discount: "1.98",
      final_per_price: "0.01",
      final_total_price: "0.02",
    });
    expect(res.body).toMatchObject({ status: 1, message: "Product added to cart successfully." });
    const [line] = await list(c.auth);
    expect(line).toMatchObject({
      product_id: vermi.id,
      product_name: "Bhoomi Gold Vermicompost",
      in_stock: "INSTOCK",
      product_price_id: vermi.kg1,
      price_qty: "1",
      price_unit_name: "kg",
      qty: 2,
      per_mrp_price: "60.00",
      total_mrp_price: "120.00",
      discount_price: "10.00",
      total_discount: "20.00",
      final_per_price: "50.00",
      final_total_price: "100.00",
    });
  });

  it("raises the line's quantity when the same pack size is added again; another size is another line", async () => {
    const c = await newCustomer(t);
    await add(c.auth, vermi.id, vermi.kg1);
    const again = await add(c.auth, vermi.id, vermi.kg1);
    expect(again.body.message).toBe("Cart updated successfully.");
    await add(c.auth, vermi.id, vermi.kg5);
    const lines = await list(c.auth);
    expect(lines.map((l) => [l.product_price_id, l.qty])).toEqual([
      [vermi.kg1, 2],
      [vermi.kg5, 1],
    ]);
    expect(await list(c.auth, 1)).toHaveLength(1);
  });

  it("never goes below 1 and deletes lines", async () => {
    const c = await newCustomer(t);
    await add(c.auth, vermi.id, vermi.kg1, { qty: 2 });
    const [line] = await list(c.auth);
    const body = { ...c.auth, product_id: vermi.id, cart_id: line.cart_id, product_price_id: vermi.kg1 };
    expect((await t.post("/api/cart/removeone/v1/", body)).body.status).toBe(1);
    const floor = await t.post("/api/cart/removeone/v1/", body);
    expect(floor).toEqual({ status: 400, body: { status: 0, message: "Minimum quantity is 1" } });
    expect((await list(c.auth))[0].qty).toBe(1);
    const removed = await t.post("/api/cart/remove/v1/", body);
    expect(removed.body).toMatchObject({ status: 1, message: "Product removed from cart successfully." });
    expect(await list(c.auth)).toEqual([]);
  });

  it("refuses an out-of-stock product, and more packs than there are", async () => {
    const c = await newCustomer(t);
    const out = await add(c.auth, soldOut.id, soldOut.priceId);
    expect(out).toEqual({ status: 409, body: { status: 0, message: "Product is out of stock" } });
    const [{ stock }] = await queryRows<{ stock: number }>(
      t.database.db,
      sql`select stock from product_prices where id = ${vermi.kg5}`,
    );
    expect((await add(c.auth, vermi.id, vermi.kg5, { qty: stock })).status).toBe(200);
    expect((await add(c.auth, vermi.id, vermi.kg5, { qty: 1 })).body.message).toBe("Product is out of stock");
    expect(await list(c.auth)).toHaveLength(1);
  });

  it("lets nobody read or change another customer's cart line", async () => {
    const owner = await newCustomer(t);
    const intruder = await newCustomer(t);
    await add(owner.auth, vermi.id, vermi.kg1, { qty: 3 });
    const [line] = await list(owner.auth);
    const target = { product_id: vermi.id, cart_id: line.cart_id };
    expect((await t.post("/api/cart/removeone/v1/", { ...intruder.auth, ...target })).status).toBe(404);
    expect((await t.post("/api/cart/remove/v1/", { ...intruder.auth, ...target })).status).toBe(404);
    expect(await list(intruder.auth)).toEqual([]);
    expect(
      (await t.post("/api/cart/lists/v1/", { user_id: owner.userId, sessionkey: intruder.sessionKey }))
        .status,
    ).toBe(401);
    expect((await list(owner.auth))[0].qty).toBe(3);
  });

  it("refuses guests, bad ids and a pack size of another product", async () => {
    expect((await t.post("/api/cart/lists/v1/", { limit: "" })).status).toBe(401);
    const c = await newCustomer(t);
    expect((await add(c.auth, vermi.id, soldOut.priceId)).body.message).toBe(
      "This product or pack size does not exist.",
    );
    expect((await add(c.auth, vermi.id, vermi.kg1, { qty: 0 })).status).toBe(400);
    expect((await add(c.auth, vermi.id, vermi.kg1, { qty: 1.5 })).status).toBe(400);
    expect((await add(c.auth, "abc" as unknown as number, vermi.kg1)).status).toBe(400);
    expect((await t.post("/api/cart/remove/v1/", { ...c.auth, cart_id: 99999999 })).status).toBe(404);
  });

  it("shows each line with its own product's picture, and says out of stock when the pack runs short", async () => {
    const c = await newCustomer(t);
    await add(c.auth, vermi.id, vermi.kg1, { qty: 2 });
    await add(c.auth, neem.id, neem.ml250);
    const lines = await list(c.auth);
    expect(lines.map((l) => [l.product_name, l.image, l.price_qty, l.price_unit_name, l.in_stock])).toEqual([
      ["Bhoomi Gold Vermicompost", "/images/products/bhoomi-gold-vermicompost.svg", "1", "kg", "INSTOCK"],
      [
        "Neemgard Neem Oil 1500 ppm",
        "/images/products/neemgard-neem-oil-1500-ppm.svg",
        "250",
        "ml",
        "INSTOCK",
      ],
    ]);
    const [{ stock }] = await queryRows<{ stock: number }>(
      t.database.db,
      sql`select stock from product_prices where id = ${vermi.kg1}`,
    );
    await t.database.db.execute(sql`update product_prices set stock = 1 where id = ${vermi.kg1}`);
    try {
      const [short] = await list(c.auth);
      expect(short).toMatchObject({ qty: 2, in_stock: "OUTOFSTOCK", final_total_price: "100.00" });
      // The service itself speaks paise and a typed stock state.
      const [line] = await t.services.cart.list(c.userId);
      expect(line).toMatchObject({ qty: 2, unitMrp: 6000, unitDiscount: 1000, stock: "out_of_stock" });
    } finally {
      await t.database.db.execute(sql`update product_prices set stock = ${stock} where id = ${vermi.kg1}`);
    }
  });

  it("names each line's product and pack in Hindi for a Hindi reader, English where none was written", async () => {
    const c = await newCustomer(t);
    await add(c.auth, vermi.id, vermi.kg1);
    const [{ name }] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from product_translations where product_id = ${vermi.id} and lang = 'hi'`,
    );
    const [hindi] = await t.services.cart.list(c.userId, undefined, "hi");
    expect(hindi.productName).toBe(name);
    expect(hindi.packLabel).toMatch(/[\u0900-\u097F]/);
    const [english] = await t.services.cart.list(c.userId);
    expect(english).toMatchObject({ productName: "Bhoomi Gold Vermicompost", packLabel: "1 kg" });
    // The API answers in the request's language too, in the same shape.
    const res = await t.post("/api/cart/lists/v1/?lang=hi", { ...c.auth, limit: "" });
    expect(res.body.data[0]).toMatchObject({ product_name: name, price_qty: "1", price_unit_name: "kg" });
    await t.database.db.execute(
      sql`update product_translations set name = '' where product_id = ${vermi.id} and lang = 'hi'`,
    );
    try {
      const [fallback] = await t.services.cart.list(c.userId, undefined, "hi");
      expect(fallback.productName).toBe("Bhoomi Gold Vermicompost");
    } finally {
      await t.database.db.execute(
        sql`update product_translations set name = ${name} where product_id = ${vermi.id} and lang = 'hi'`,
      );
    }
  });
});
