import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "./helpers/app";
import { auditOf, createProduct } from "./helpers/catalogue-admin";
import { shopHelpers } from "./helpers/shop";
import { adminPost, newStaff } from "./helpers/staff";

const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
/** The back office's stock form for a pack: the count the list showed, the new count, and why. */
const setStock = (cookie: string, packId: number, [was, stock]: [unknown, unknown], reason: string) =>
  adminPost(t, cookie, "/stock/set", { pack_id: packId, stock_was: was, stock, reason });

describe("stock from the back office", () => {
  it("sets a pack's stock with a reason; the audit log keeps it and the storefront shows it at once", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const l1 = p.packs[1];
    // Sold out on the storefront first (the cached answer must not linger).
    await t.post("/api/products/details/v1/", { product_id: p.id });
    const empty = await setStock(manager.cookie, l1.id, [3, 0], "Damaged in the rain");
    expect(empty.status).toBe(200);
    expect(empty.body.message).toBe("Stock saved.");
    const detail = await t.post("/api/products/details/v1/", { product_id: p.id });
    expect(detail.body.data.prices[1].in_stock).toBe("OUTOFSTOCK");
    const refill = await setStock(manager.cookie, l1.id, ["0", "40"], "Delivery from the factory");
    expect(refill.body.data).toEqual({ pack_id: l1.id, stock: 40 });
    expect((await auditOf(t, "pack", l1.id)).map((a) => [a.reason, a.changes])).toEqual([
      ["New pack size", { [`stock of ${p.name} 1 L`]: { before: 0, after: 3 } }],
      ["Damaged in the rain", { [`stock of ${p.name} 1 L`]: { before: 3, after: 0 } }],
      ["Delivery from the factory", { [`stock of ${p.name} 1 L`]: { before: 0, after: 40 } }],
    ]);
  });

  it("refuses a count the list no longer shows (a sale came first) and a change without a reason", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const ml500 = p.packs[0];
    await t.database.db.execute(sql`update product_prices set stock = 11 where id = ${ml500.id}`);
    const stale = await setStock(manager.cookie, ml500.id, [12, 20], "Counted");
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(`The stock of ${p.name} 500 ml changed meanwhile (now 11); reload.`);
    expect(await shop.stockOf(ml500.id)).toBe(11);
    const noReason = await setStock(manager.cookie, ml500.id, [11, 20], " ");
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: "Say why the stock changed." });
    const negative = await setStock(manager.cookie, ml500.id, [11, -4], "x");
    expect(negative.body.errors).toEqual({ stock: "Enter the stock as a whole number, 0 or more." });
    const unknown = await setStock(manager.cookie, 999999, [1, 2], "x");
    expect(unknown.status).toBe(404);
  });

  it("lists the packs at or below their low-stock level, emptiest first", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie, {
      packs: [
        { qty: 1, unit: "kg", mrp: "50", stock: 4, low_stock: 4 },
        { qty: 5, unit: "kg", mrp: "200", stock: 30, low_stock: 10 },
      ],
    });
    const low = await adminPost(t, manager.cookie, "/stock/low");
    expect(low.status).toBe(200);
    const mine = low.body.data.filter((k: { product_id: number }) => k.product_id === p.id);
    expect(mine).toEqual([
      expect.objectContaining({
        id: p.packs[0].id,
        stock: 4,
        low_stock: 4,
        is_low: true,
        product_name: p.name,
      }),
    ]);
    const stocks = low.body.data.map((k: { stock: number }) => k.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(low.body.data.every((k: { stock: number; low_stock: number }) => k.stock <= k.low_stock)).toBe(
      true,
    );
  });
});
