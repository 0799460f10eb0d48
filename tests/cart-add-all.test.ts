import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { PickRefused } from "../server/modules/cart";
import { testAppForFile } from "./helpers/app";
import { newCustomer } from "./helpers/customers";

/**
 * Several packs in one tap (the dose calculator's packs, Frequently Bought Together): all of them
 * or none, so a customer never finds half a shopping list in the cart.
 */
const t = testAppForFile();

async function packsOf(sku: string) {
  return queryRows<{ id: number; product_id: number }>(
    t.database.db,
    sql`select pp.id, pp.product_id from product_prices pp join products p on p.id = pp.product_id
        where p.sku = ${sku} order by pp.display_order`,
  );
}
const setStock = (packId: number, stock: number) =>
  queryRows(
    t.database.db,
    sql`update product_prices set stock = ${stock}, in_stock = ${stock > 0} where id = ${packId}`,
  );
const linesOf = async (userId: number) =>
  (await t.services.cart.list(userId)).map((l) => ({ pack: l.productPriceId, qty: l.qty }));

describe("adding several packs at once", () => {
  it("adds each pack with its count", async () => {
    const [a, b] = await packsOf("FRT-001");
    await setStock(a.id, 100);
    await setStock(b.id, 100);
    const c = await newCustomer(t);
    await t.services.cart.addAll(c.userId, [
      { productId: a.product_id, productPriceId: a.id, qty: 3 },
      { productId: b.product_id, productPriceId: b.id, qty: 2 },
    ]);
    expect(await linesOf(c.userId)).toEqual([
      { pack: a.id, qty: 3 },
      { pack: b.id, qty: 2 },
    ]);
  });

  it("adds none when one pack has too few in stock, and names that product", async () => {
    const [a, b] = await packsOf("FRT-001");
    await setStock(a.id, 100);
    await setStock(b.id, 1);
    const c = await newCustomer(t);
    const refused = await t.services.cart
      .addAll(c.userId, [
        { productId: a.product_id, productPriceId: a.id, qty: 3 },
        { productId: b.product_id, productPriceId: b.id, qty: 2 },
      ])
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PickRefused);
    expect((refused as PickRefused).productId).toBe(b.product_id);
    expect((refused as PickRefused).message).toBe("Product is out of stock");
    expect(await linesOf(c.userId)).toEqual([]);
  });
});
