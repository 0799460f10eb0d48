import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../server/modules/orders/order-status";
import { orderLines, orders } from "../server/modules/orders/orders.schema";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";
import { demoCategoryKeys } from "./helpers/fixtures";

const t = testAppForFile({ TRUST_PROXY: "true" });

const money = /^\d+\.\d{2}$/;
const names = (data: { product_name: string }[]) => data.map((p) => p.product_name);

describe("categories", () => {
  it("lists active categories in display order", async () => {
    const { status, body } = await t.post("/api/product_category/lists/v1/", { status: "ACTIVE" });
    expect(status).toBe(200);
    expect(body.data.map((c: { categorykey: string }) => c.categorykey)).toEqual(demoCategoryKeys);
    expect(Object.keys(body.data[0]).sort()).toEqual(["category", "categorykey", "id"]);
  });

  it("details a known key, gives an empty list for an unknown one, and refuses a missing key", async () => {
    expect((await t.post("/api/product_category/details/v1/", { categorykey: "plants" })).body.data).toEqual([
      { id: expect.any(Number), category: "Nursery Plants", categorykey: "plants" },
    ]);
    expect((await t.post("/api/product_category/details/v1/", { categorykey: "nope" })).body.data).toEqual(
      [],
    );
    const missing = await t.post("/api/product_category/details/v1/", {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ categorykey: "categorykey is required." });
  });
});

describe("product listings", () => {
  it("answers cards with every field, the first pack size repeated at the top", async () => {
    const { body } = await t.post("/api/products/lists/v1/", {
      categorykey: "fertilizers",
      extra: "ignored",
    });
    const vermi = body.data.find(
      (p: { product_name: string }) => p.product_name === "Bhoomi Gold Vermicompost",
    );
    expect(vermi).toMatchObject({
      products_units_all: "1 kg, 5 kg, 25 kg",
      image: "/images/products/bhoomi-gold-vermicompost.svg",
      in_stock: "INSTOCK",
      category: "Fertilizers",
      price_mrp: "60.00",
      price_discount: "10.00",
      price_final_price: "50.00",
      price_qty: "1",
      price_unit_name: "kg",
    });
    expect(vermi.product_price_id).toBe(vermi.pricesArr[0].product_price_id);
    expect(vermi.pricesArr).toHaveLength(3);
    for (const card of body.data) {
      for (const p of card.pricesArr) {
        expect(p.price_mrp).toMatch(money);
        expect(Number(p.price_final_price)).toBeCloseTo(Number(p.price_mrp) - Number(p.price_discount), 2);
      }
    }
    const soldOut = body.data.find(
      (p: { product_name: string }) => p.product_name === "Sagarika Calcium Nitrate",
    );
    expect(soldOut.in_stock).toBe("OUTOFSTOCK");
    expect((await t.post("/api/products/lists/v1/", { categorykey: "unknown" })).body.data).toEqual([]);
  });

  it("details a product with sanitised HTML, and refuses unknown or malformed ids", async () => {
    const list = await t.post("/api/products/lists/v1/", { categorykey: "pesticides" });
    const id = list.body.data[0].id;
    const { body } = await t.post("/api/products/details/v1/", { product_id: String(id) });
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining([
        "id",
        "product_name",
        "in_stock",
        "images",
        "category",
        "categorykey",
        "sku_number",
        "product_description",
        "prices",
      ]),
    );
    expect(body.data.product_description).toContain("<h3>");
    expect(body.data.product_description).not.toMatch(/<script|onerror=/i);
    expect(body.data.prices[0]).toMatchObject({
      qty: expect.any(String),
      unit_name: expect.any(String),
      mrp: expect.stringMatching(money),
    });
    expect(await t.post("/api/products/details/v1/", { product_id: 999999 })).toEqual({
      status: 404,
      body: { status: 0, message: "Product not found." },
    });
    for (const bad of ["abc", -1, 1.5, null]) {
      expect((await t.post("/api/products/details/v1/", { product_id: bad })).status).toBe(400);
    }
  });

  it("lists every product with its pack sizes, and the top products", async () => {
    const all = await t.post("/api/products/listall/v1/", { product_id: "placeholder" });
    expect(all.body.data.length).toBeGreaterThanOrEqual(60);
    expect(all.body.data[0].prices.length).toBeGreaterThan(0);
    const top = await t.post("/api/products/topproductlistall/v1/", { product_id: 1 });
    expect(top.body.data.length).toBeGreaterThan(0);
    expect(Object.keys(top.body.data[0]).sort()).toEqual(["id", "product_name"]);
    expect(names(top.body.data)).toContain("Bhoomi Gold Vermicompost"); // featured while there are no sales
  });

  it("fills 'frequently bought' from the same category while there are no orders, never the product itself", async () => {
    const list = await t.post("/api/products/lists/v1/", { categorykey: "plants" });
    const id = list.body.data[0].id;
    const { body } = await t.post("/api/products/frequentbrought/v1/", { product_id: id });
    expect(body.data.length).toBe(3);
    const plantIds = list.body.data.map((p: { id: number }) => p.id);
    for (const p of body.data) {
      expect(p.id).not.toBe(id);
      expect(plantIds).toContain(p.id);
      expect(Object.keys(p).sort()).toEqual(["id", "images", "in_stock", "prices", "product_name"]);
    }
    expect((await t.post("/api/products/frequentbrought/v1/", { product_id: 999999 })).body.data).toEqual([]);
  });

  it("puts products bought in the same paid orders first, most often bought first; unpaid orders do not count", async () => {
    const first = async (categorykey: string) =>
      (await t.post("/api/products/lists/v1/", { categorykey })).body.data[0];
    const [plant, pesticide, fertilizer, seed] = await Promise.all(
      ["plants", "pesticides", "fertilizers", "vegetable-seeds"].map(first),
    );
    const customer = await newCustomer(t);
    const order = async (status: OrderStatus, cards: (typeof plant)[]) => {
      const [row] = await t.database.db
        .insert(orders)
        .values({
          userId: customer.userId,
          status,
          subtotalMrpPaise: 100,
          totalPaise: 100,
          shipFullName: "Test Customer",
          shipEmail: customer.email,
          shipMobile: customer.phonenumber,
          shipAddress1: "1 Tea Garden Road",
          shipCity: "Jalpaiguri",
          shipState: "West Bengal",
          shipPincode: "735101",
          provider: "sandbox",
          expiresAt: new Date(Date.now() + 60_000),
        })
        .returning({ id: orders.id });
      await t.database.db.insert(orderLines).values(
        cards.map((c) => ({
          orderId: row.id,
          productId: c.id,
          productPriceId: c.product_price_id,
          productName: c.product_name,
          priceQty: c.price_qty,
          unit: c.price_unit_name,
          qty: 1,
          unitMrpPaise: 100,
          unitDiscountPaise: 0,
          unitFinalPaise: 100,
          lineTotalPaise: 100,
        })),
      );
    };
    await order("PAID", [plant, pesticide]);
    await order("DELIVERED", [plant, pesticide, fertilizer]);
    for (let i = 0; i < 3; i++) await order("PENDING_PAYMENT", [plant, seed]);
    t.services.recommendations.invalidate(); // as a settled payment does; these orders skipped checkout

    const { body } = await t.post("/api/products/frequentbrought/v1/", { product_id: plant.id });
    const ids = body.data.map((p: { id: number }) => p.id);
    expect(ids.slice(0, 2)).toEqual([pesticide.id, fertilizer.id]);
    expect(ids).not.toContain(seed.id);
    expect(ids).toHaveLength(3); // the third from the plant's own category
    expect(body.data[0].prices[0]).toMatchObject({ mrp: expect.stringMatching(money), in_stock: "INSTOCK" });
  });
});

describe("search", () => {
  const search = async (searchkey: unknown) =>
    (await t.post("/api/products/search/v1/", { searchkey })).body.data ?? [];

  it("matches partial words, ignoring case and extra spaces", async () => {
    expect(names(await search("vermi"))).toEqual(["Bhoomi Gold Vermicompost"]);
    expect(names(await search("  NEEM   oil "))[0]).toBe("Neemgard Neem Oil 1500 ppm");
    const [hit] = await search("tomato");
    expect(hit).toEqual({
      id: expect.any(Number),
      product_name: "Haritha F1 Hybrid Tomato Lalima",
      products_units_all: "10 g, 50 g",
      category: "Vegetable Seeds",
    });
  });

  it("tolerates a typo in a word of five or more letters", async () => {
    expect(names(await search("vermicompst"))).toContain("Bhoomi Gold Vermicompost");
    expect(names(await search("hibiscs"))).toContain("Grafted Hibiscus Double Orange");
    expect(names(await search("seaweed extrct"))).toContain("SeaVita Seaweed Extract Liquid");
  });

  it("ranks name matches before products found by their category", async () => {
    const results = names(await search("seeds"));
    expect(results.length).toBeGreaterThan(3);
    // Names holding "seeds" come first; then the rest of the seed categories.
    const firstWithout = results.findIndex((n) => !/seeds/i.test(n));
    expect(results.slice(0, Math.max(firstWithout, 0)).every((n) => /seeds/i.test(n))).toBe(true);
  });

  it("returns at most 20, nothing for an empty search, and treats % and _ literally", async () => {
    expect((await search("a")).length).toBeLessThanOrEqual(20);
    expect(await search("")).toEqual([]);
    expect(await search("   ")).toEqual([]);
    const percent = names(await search("%"));
    expect(percent.length).toBeGreaterThan(0);
    expect(percent.every((n) => n.includes("%"))).toBe(true); // "%" is a character, not a wildcard
    expect(await search("_")).toEqual([]);
  });

  it("refuses a search that is too long or not text", async () => {
    expect((await t.post("/api/products/search/v1/", { searchkey: "x".repeat(201) })).status).toBe(400);
    expect((await t.post("/api/products/search/v1/", { searchkey: 42 })).status).toBe(400);
  });
});
