import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/database";
import { queryRows } from "../client";
import { seedDemoShop } from "./seed";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const count = async (table: string) => {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return Number(row.n);
};
const tables = [
  "categories",
  "products",
  "product_prices",
  "product_images",
  "blog_posts",
  "blog_categories",
  "promos",
];

describe("the demo shop", () => {
  it("has the spec's lines of business and a full catalogue", async () => {
    expect(await count("categories")).toBeGreaterThanOrEqual(8);
    expect(await count("products")).toBeGreaterThanOrEqual(60);
    expect(await count("blog_posts")).toBeGreaterThanOrEqual(8);
    expect(await count("promos")).toBeGreaterThanOrEqual(4);
    const perProduct = await queryRows<{ prices: number; images: number }>(
      database.db,
      sql`
      select p.id, count(distinct pp.id)::int as prices, count(distinct pi.id)::int as images
      from products p left join product_prices pp on pp.product_id = p.id left join product_images pi on pi.product_id = p.id
      group by p.id`,
    );
    for (const row of perProduct) {
      expect(row.prices).toBeGreaterThanOrEqual(1);
      expect(row.prices).toBeLessThanOrEqual(4);
      expect(row.images).toBeGreaterThanOrEqual(1);
    }
  });

  it("has products out of stock, discounts never above MRP, and an expired promo", async () => {
    const [out] = await queryRows<{ n: number }>(
      database.db,
      sql`
      select count(*)::int as n from products p
      where not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.in_stock and pp.stock > 0)`,
    );
    expect(Number(out.n)).toBeGreaterThan(0);
    expect(await count("product_prices where discount_paise > mrp_paise")).toBe(0);
    expect(await count("promos where ends_at < now()")).toBeGreaterThanOrEqual(1);
    expect(
      await count("promos where promo_type = 'percent' and max_amount_paise > 0"),
    ).toBeGreaterThanOrEqual(1);
    expect(await count("promos where promo_type = 'flat'")).toBeGreaterThanOrEqual(1);
    expect(await count("promos where min_cart_value_paise > 0")).toBeGreaterThanOrEqual(1);
  });

  it("adds nothing when run again", async () => {
    const before = await Promise.all(tables.map(count));
    expect(await seedDemoShop(database.db)).toEqual({ seeded: false });
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
