import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/database";
import { demoCategoryKeys } from "../../../tests/helpers/fixtures";
import { queryRows } from "../client";
import { blogCategories, posts } from "./data/blog";
import { categories } from "./data/categories";
import { cropUses } from "./data/crop-uses";
import { crops } from "./data/crops";
import { blogHi, descriptionHi, productsHi } from "./data/hindi";
import { products } from "./data/products";
import { promos } from "./data/promos";
import { seedDemoShop } from "./seed";

const root = path.resolve(import.meta.dirname, "../../..");
const tagsIn = (html: string) => new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
const unique = (values: string[]) => new Set(values).size === values.length;

describe("the demo shop's data", () => {
  it("has the spec's eight lines of business, each with at least 8 products", () => {
    expect(categories.map((c) => c.key)).toEqual(demoCategoryKeys);
    expect(categories.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const c of categories) {
      expect(products.filter((p) => p.category === c.key).length, c.key).toBeGreaterThanOrEqual(8);
    }
    expect(products.every((p) => categories.some((c) => c.key === p.category))).toBe(true);
  });

  it("gives every product a unique slug and SKU, 1–4 sane packs and a picture that exists", () => {
    expect(products.length).toBeGreaterThanOrEqual(64);
    expect(unique(products.map((p) => p.slug))).toBe(true);
    expect(unique(products.map((p) => p.sku))).toBe(true);
    for (const p of products) {
      expect(p.packs.length, p.sku).toBeGreaterThanOrEqual(1);
      expect(p.packs.length, p.sku).toBeLessThanOrEqual(4);
      for (const k of p.packs) {
        expect(Number.isInteger(k.mrpPaise) && k.mrpPaise > 0, p.sku).toBe(true);
        expect(Number.isInteger(k.discountPaise) && k.discountPaise >= 0, p.sku).toBe(true);
        expect(k.discountPaise, p.sku).toBeLessThanOrEqual(k.mrpPaise);
        expect(k.inStock, p.sku).toBe(k.stock > 0);
      }
      expect(p.image).toBe(`/images/products/${p.slug}.svg`);
      expect(existsSync(path.join(root, "public", p.image)), p.image).toBe(true);
      expect(p.imageAlt.length).toBeGreaterThan(3);
      const tags = [...tagsIn(p.descriptionHtml)];
      expect(
        tags.every((t) => ["p", "ul", "li", "strong", "em", "h3"].includes(t)),
        p.sku,
      ).toBe(true);
    }
  });

  it("has about a dozen featured products, some sold out and some with one size out", () => {
    const featured = products.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(10);
    expect(featured).toBeLessThanOrEqual(14);
    const soldOut = products.filter((p) => p.packs.every((k) => !k.inStock)).length;
    expect(soldOut).toBeGreaterThanOrEqual(5);
    expect(soldOut).toBeLessThanOrEqual(9);
    const oneSizeOut = products.filter(
      (p) => p.packs.some((k) => !k.inStock) && p.packs.some((k) => k.inStock),
    );
    expect(oneSizeOut.length).toBeGreaterThan(2);
    expect(products.some((p) => p.packs.some((k) => k.discountPaise === 0))).toBe(true);
  });

  it("has at least 10 blog posts from 2025–2026 with pictures", () => {
    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(unique(posts.map((p) => p.urlTitle))).toBe(true);
    for (const post of posts) {
      expect(post.postedOn >= "2025-01-01" && post.postedOn <= "2026-11-20", post.urlTitle).toBe(true);
      expect(blogCategories.some((c) => c.key === post.category)).toBe(true);
      expect(post.short.split(/\s+/).length).toBeGreaterThanOrEqual(15);
      expect(post.short.split(/\s+/).length).toBeLessThanOrEqual(40);
      expect(existsSync(path.join(root, "public", post.image)), post.image).toBe(true);
      const tags = [...tagsIn(post.body)];
      expect(
        tags.every((t) => ["h2", "h3", "p", "ul", "li", "strong", "em"].includes(t)),
        post.urlTitle,
      ).toBe(true);
    }
  });

  it("has a capped percent code, a flat code, a minimum-cart code, a welcome code and an expired one", () => {
    expect(unique(promos.map((p) => p.code))).toBe(true);
    const byCode = new Map(promos.map((p) => [p.code, p]));
    expect(byCode.get("KRISHI10")).toMatchObject({ type: "percent", value: 10, maxAmountPaise: 20000 });
    expect(byCode.get("FLAT50")).toMatchObject({ type: "flat", value: 5000, minCartValuePaise: 0 });
    expect(byCode.get("BULK500")).toMatchObject({ type: "flat", value: 50000, minCartValuePaise: 500000 });
    expect(byCode.get("MONSOON20")?.endsAt.startsWith("2026-01-31")).toBe(true);
    expect((byCode.get("WELCOME75")?.endsAt ?? "") >= "2030").toBe(true);
    for (const p of promos) {
      expect(p.description).toContain(p.code);
      expect(new Date(p.startsAt) < new Date(p.endsAt)).toBe(true);
      if (p.type === "flat") expect(p.maxAmountPaise).toBe(p.value);
    }
  });

  it("has pictures that scripts/generate-art.mjs draws exactly as committed", () => {
    expect(() =>
      execFileSync(process.execPath, [path.join(root, "scripts/generate-art.mjs"), "--check"], {
        stdio: "pipe",
      }),
    ).not.toThrow();
  });
});

describe("the demo shop in Hindi", () => {
  // Every demo product and post reads in Hindi to the last line (the browser test of every page
  // in Hindi samples the product pages; this checks all of the content).
  it("has a Hindi name, one-liner and description for every product", () => {
    const hi = new Map(productsHi.map((p) => [p.sku, p]));
    const missing = products.filter((p) => {
      const h = hi.get(p.sku);
      return !h || !h.name || !h.short || descriptionHi(p.category, h) === "";
    });
    expect(missing.map((p) => p.sku)).toEqual([]);
  });

  it("has a Hindi title and body for every blog post", () => {
    expect(posts.filter((p) => !blogHi[p.urlTitle]).map((p) => p.urlTitle)).toEqual([]);
  });
});

describe("seeding", () => {
  let database: TestDatabase;
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
    "blog_categories",
    "blog_posts",
    "promos",
    "crops",
    "crop_stages",
    "crop_problems",
    "product_crop_uses",
    "shop_licences",
  ];

  beforeAll(async () => {
    database = await createTestDatabase();
    // Test databases start as the demo shop: empty the catalogue to seed it from scratch.
    await database.db.execute(sql.raw(`truncate table ${tables.join(", ")} restart identity cascade`));
    await database.db.execute(sql`delete from shop_settings where key in ('delivery', 'cod')`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("fills an empty database with the whole demo shop", async () => {
    expect(await count("categories")).toBe(0);
    expect(await seedDemoShop(database.db)).toEqual({ seeded: true });
    expect(await count("categories")).toBe(categories.length);
    expect(await count("products")).toBe(products.length);
    expect(await count("product_prices")).toBe(products.reduce((n, p) => n + p.packs.length, 0));
    expect(await count("blog_categories")).toBe(blogCategories.length);
    expect(await count("blog_posts")).toBe(posts.length);
    expect(await count("promos")).toBe(promos.length);
    expect(await count("crops")).toBe(crops.length);
    expect(await count("crop_stages")).toBe(crops.reduce((n, c) => n + c.stages.length, 0));
    expect(await count("crop_problems")).toBe(crops.reduce((n, c) => n + c.problems.length, 0));
    expect(await count("product_crop_uses")).toBe(cropUses.length);
    const perProduct = await queryRows<{ prices: number; images: number }>(
      database.db,
      sql`select p.id, count(distinct pp.id)::int as prices, count(distinct pi.id)::int as images
          from products p left join product_prices pp on pp.product_id = p.id
          left join product_images pi on pi.product_id = p.id group by p.id`,
    );
    for (const row of perProduct) {
      expect(row.prices).toBeGreaterThanOrEqual(1);
      expect(row.prices).toBeLessThanOrEqual(4);
      expect(row.images).toBeGreaterThanOrEqual(1);
    }
  });

  it("comes with the demo's delivery charges and cash on delivery", async () => {
    const rows = await queryRows<{ key: string; value: { enabled?: boolean; flatChargePaise?: number } }>(
      database.db,
      sql`select key, value from shop_settings where key in ('delivery', 'cod') order by key`,
    );
    expect(rows.map((r) => r.key)).toEqual(["cod", "delivery"]);
    expect(rows[0].value.enabled).toBe(true);
    expect(rows[1].value.flatChargePaise).toBe(6000);
  });

  it("numbers products in the data's order (other tests name product 1)", async () => {
    const rows = await queryRows<{ id: number; sku: string }>(
      database.db,
      sql`select id, sku from products order by id`,
    );
    expect(rows.map((r) => r.sku)).toEqual(products.map((p) => p.sku));
    expect(Number(rows[0].id)).toBe(1);
  });

  it("stores sold-out products, discounts never above MRP and an expired promo", async () => {
    const [out] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products p
          where not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.in_stock and pp.stock > 0)`,
    );
    expect(Number(out.n)).toBe(products.filter((p) => p.packs.every((k) => !k.inStock)).length);
    expect(await count("product_prices where discount_paise > mrp_paise")).toBe(0);
    expect(await count("product_prices where in_stock <> (stock > 0)")).toBe(0);
    expect(await count("promos where ends_at < now()")).toBeGreaterThanOrEqual(1);
    expect(await count("blog_posts where image_url like '/images/blog/%.svg' and image_alt <> ''")).toBe(
      posts.length,
    );
  });

  it("comes with a licence of each kind valid into 2027, and every product's regulated kind", async () => {
    const licences = await queryRows<{ kind: string; valid_until: string; states: string[] }>(
      database.db,
      sql`select kind, valid_until::text, states from shop_licences order by kind`,
    );
    expect(licences.map((l) => l.kind)).toEqual(["fertilisers", "insecticides", "seeds"]);
    for (const l of licences) {
      expect(l.valid_until.startsWith("2027-")).toBe(true);
      expect(l.states).toEqual([
        "Assam",
        "Bihar",
        "Karnataka",
        "Kerala",
        "Maharashtra",
        "Sikkim",
        "West Bengal",
      ]);
    }
    const kinds = await queryRows<{ key: string; kind: string; n: number }>(
      database.db,
      sql`select c.category_key as key, p.regulated_kind as kind, count(*)::int as n
          from products p join categories c on c.id = p.category_id group by 1, 2 order by 1, 2`,
    );
    const of = (key: string) => kinds.filter((k) => k.key === key).map((k) => k.kind);
    expect(of("pesticides")).toEqual(["insecticide"]);
    expect(of("fertilizers")).toEqual(["fertiliser"]);
    expect(of("vegetable-seeds")).toEqual(["seed"]);
    expect(of("flower-seeds")).toEqual(["seed"]);
    expect(of("growth-promoters")).toEqual(["bio-stimulant"]);
    expect(of("plants")).toEqual(["none"]);
    expect(of("garden-care")).toEqual(["none"]);
    // Tea fertilisers are fertilisers; its fungicide and growth regulator are insecticides.
    expect(of("tea-product")).toEqual(["fertiliser", "insecticide", "none"]);
  });

  it("adds nothing when run again", async () => {
    const before = await Promise.all(tables.map(count));
    expect(await seedDemoShop(database.db)).toEqual({ seeded: false });
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
