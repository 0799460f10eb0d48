import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";
import { auditOf, createProduct, editBody, newProductBody } from "./helpers/catalogue-admin";
import { pictureBytes, uploadFile } from "./helpers/images";
import { shopHelpers } from "./helpers/shop";
import { adminPost, newStaff } from "./helpers/staff";

// The cache stays on (30 s), as in production: every write must show on the storefront at once.
const t = testAppForFile({ TRUST_PROXY: "true" });
const shop = shopHelpers(() => t);
const STALE =
  /^This product was changed by (.+) at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m; reload\.$/;

const storefrontSearch = async (words: string) =>
  (await t.post("/api/products/search/v1/", { searchkey: words })).body.data as {
    id: number;
    product_name: string;
  }[];
const storefrontDetail = (id: number) => t.post("/api/products/details/v1/", { product_id: id });

describe("creating a product", () => {
  it("creates it with two packs, sanitises the description, audits it and shows it on the storefront at once", async () => {
    const manager = await newStaff(t, "manager");
    const body = await newProductBody(t, {
      description:
        '<p onclick="steal()">Good <script>alert(1)</script><strong>tonic</strong></p><img src=x onerror=alert(1)>',
    });
    // Cached: only products holding some of its words (the closest partial matches) so far.
    expect((await storefrontSearch(body.name)).map((r) => r.product_name)).not.toContain(body.name);
    const res = await adminPost(t, manager.cookie, "/products/create", body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Product created.");
    const p = res.body.data;
    expect(p).toMatchObject({ name: body.name, sku: body.sku, version: 1, active: true, images: [] });
    expect(p.description).toBe("<p>Good <strong>tonic</strong></p>");
    expect(
      p.packs.map((k: { qty: number; unit: string; mrp: string; final_price: string; stock: number }) => [
        k.qty,
        k.unit,
        k.mrp,
        k.final_price,
        k.stock,
      ]),
    ).toEqual([
      [500, "ml", "180.00", "160.00", 12],
      [1, "L", "320.50", "320.50", 3],
    ]);
    expect(p.packs[1].is_low).toBe(true);

    expect((await storefrontSearch(body.name)).map((r) => r.id)).toEqual([p.id]);
    const detail = await storefrontDetail(p.id);
    expect(detail.body.data.prices.map((x: { final_price: string }) => x.final_price)).toEqual([
      "160.00",
      "320.50",
    ]);

    const audit = await auditOf(t, "product", p.id);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([["create", manager.name]]);
    expect(audit[0].changes.sku).toEqual({ before: null, after: body.sku });
    const stock = await auditOf(t, "pack", p.packs[0].id);
    expect(stock).toEqual([
      expect.objectContaining({
        action: "stock",
        reason: "New pack size",
        changes: { [`stock of ${body.name} 500 ml`]: { before: 0, after: 12 } },
      }),
    ]);
  });

  it("answers each bad field with its own message and stores nothing", async () => {
    const manager = await newStaff(t, "manager");
    const [{ n: before }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products`,
    );
    const bad = await adminPost(t, manager.cookie, "/products/create", {
      name: " ",
      category_id: "x",
      sku: "has space",
      packs: [{ qty: "0", unit: "bags", mrp: "12.345", discount: "1", stock: -1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: "Enter the product's name.",
      category_id: "Choose a category.",
      sku: "The SKU may hold letters, digits, dots, dashes, slashes and underscores.",
      "packs.0.qty": "Enter the pack's size, e.g. 500 or 1.5.",
      "packs.0.unit": "Choose a unit.",
      "packs.0.mrp": "Enter the MRP in rupees, e.g. 450 or 450.50.",
      "packs.0.stock": "Enter the stock as a whole number, 0 or more.",
    });
    const dearer = await adminPost(
      t,
      manager.cookie,
      "/products/create",
      await newProductBody(t, {
        packs: [{ qty: 1, unit: "kg", mrp: "100", discount: "150", stock: 1 }],
      }),
    );
    expect(dearer.status).toBe(400);
    expect(dearer.body.errors).toEqual({ "packs.0.discount": "The discount cannot be more than the MRP." });
    const none = await adminPost(
      t,
      manager.cookie,
      "/products/create",
      await newProductBody(t, { packs: [] }),
    );
    expect(none.body.errors).toEqual({ packs: "Add at least one pack size." });
    const noCategory = await adminPost(
      t,
      manager.cookie,
      "/products/create",
      await newProductBody(t, { category_id: 99999 }),
    );
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.errors).toEqual({ category_id: "Choose a category." });
    const taken = await adminPost(
      t,
      manager.cookie,
      "/products/create",
      await newProductBody(t, { sku: "FRT-001" }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ sku: "Another product already has this SKU." });
    const [{ n: after }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products`,
    );
    expect(after).toBe(before);
  });
});

describe("editing a product", () => {
  it("saves fields and packs (changed, added, reordered), bumps the version and audits before and after", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const body = editBody(p, { name: `${p.name} Gold`, featured: true });
    body.packs = [
      { ...body.packs[1], mrp: "300" },
      body.packs[0],
      { qty: 5, unit: "L", mrp: "1400", discount: "100", stock: 8, sellable: true, low_stock: 2 },
    ];
    const res = await adminPost(t, manager.cookie, "/products/update", body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Product saved.");
    expect(res.body.data.version).toBe(2);
    expect(res.body.data.packs.map((k: { qty: number; mrp: string }) => `${k.qty} ${k.mrp}`)).toEqual([
      "1 300.00",
      "500 180.00",
      "5 1400.00",
    ]);
    const detail = await storefrontDetail(p.id);
    expect(detail.body.data.product_name).toBe(`${p.name} Gold`);
    expect(detail.body.data.prices.map((x: { qty: string }) => x.qty)).toEqual(["1", "500", "5"]);
    const [, update] = await auditOf(t, "product", p.id);
    expect(update.action).toBe("update");
    expect(update.changes.name).toEqual({ before: p.name, after: `${p.name} Gold` });
    expect(update.changes.featured).toEqual({ before: false, after: true });
  });

  it("refuses an edit started from an older version: 409 naming who changed it and when, nothing overwritten", async () => {
    const asha = await newStaff(t, "manager");
    const ravi = await newStaff(t, "owner");
    const p = await createProduct(t, asha.cookie);
    expect(
      (await adminPost(t, ravi.cookie, "/products/update", editBody(p, { name: "Ravi's name" }))).status,
    ).toBe(200);
    const stale = await adminPost(t, asha.cookie, "/products/update", editBody(p, { name: "Asha's name" }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(STALE);
    expect(STALE.exec(stale.body.message)?.[1]).toBe(ravi.name);
    expect((await storefrontDetail(p.id)).body.data.product_name).toBe("Ravi's name");
    // Every write of a product checks the version: deactivating, pictures, prices too.
    for (const [path, extra] of [
      ["/products/set-active", { active: false }],
      ["/products/images/arrange", { images: [] }],
      ["/products/price", { pack_id: p.packs[0].id, mrp: "1", discount: "0" }],
    ] as const) {
      const res = await adminPost(t, asha.cookie, path, { product_id: p.id, version: p.version, ...extra });
      expect([path, res.status, res.body.message]).toEqual([path, 409, expect.stringMatching(STALE)]);
    }
  });

  it("changes stock only with a reason, and never over a sale made since the form was loaded", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const [ml500] = p.packs;
    const noReason = editBody(p);
    noReason.packs[0].stock = 20;
    const refused = await adminPost(t, manager.cookie, "/products/update", noReason);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ stock_reason: "Say why the stock changed." });

    // A customer buys 2 meanwhile (the stock moves without a back-office edit).
    await t.database.db.execute(sql`update product_prices set stock = stock - 2 where id = ${ml500.id}`);
    // Saving other fields leaves the sold stock alone...
    const kept = await adminPost(
      t,
      manager.cookie,
      "/products/update",
      editBody(p, { short_description: "Now 10 left" }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data.packs[0].stock).toBe(10);
    // ...and a stock typed over the old count is refused, naming the count now.
    const over = editBody(kept.body.data, { stock_reason: "Counted the shelf" });
    over.packs[0].stock_was = 12;
    over.packs[0].stock = 15;
    const conflict = await adminPost(t, manager.cookie, "/products/update", over);
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe(`The stock of 500 ml changed meanwhile (now 10); reload.`);
    expect(await shop.stockOf(ml500.id)).toBe(10);

    const counted = editBody(kept.body.data, { stock_reason: "Counted the shelf" });
    counted.packs[0].stock = 14;
    expect((await adminPost(t, manager.cookie, "/products/update", counted)).status).toBe(200);
    expect(await shop.stockOf(ml500.id)).toBe(14);
    const entries = await auditOf(t, "pack", ml500.id);
    expect(entries.at(-1)).toMatchObject({
      action: "stock",
      reason: "Counted the shelf",
      changes: { [`stock of ${p.name} 500 ml`]: { before: 10, after: 14 } },
    });
  });

  it("removes a pack nobody ordered (and takes it out of carts), but keeps one that was ordered", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const [ml500, l1] = p.packs;
    const buyer = await shop.shopper({ productId: p.id, priceId: ml500.id });
    const order = await t.post("/api/payment_request/v2/", { ...buyer.auth, address_id: buyer.addressId });
    expect(order.status).toBe(200);
    const carted = await shop.shopper({ productId: p.id, priceId: l1.id });

    const fresh = (await adminPost(t, manager.cookie, "/products/get", { product_id: p.id })).body.data;
    const withoutOrdered = editBody(fresh);
    withoutOrdered.packs = [withoutOrdered.packs[1]];
    const refused = await adminPost(t, manager.cookie, "/products/update", withoutOrdered);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '500 ml has been ordered, so it cannot be removed: untick "Sellable" instead.',
    );

    const withoutUnordered = editBody(fresh);
    withoutUnordered.packs = [withoutUnordered.packs[0]];
    const removed = await adminPost(t, manager.cookie, "/products/update", withoutUnordered);
    expect(removed.status).toBe(200);
    expect(removed.body.data.packs.map((k: { id: number }) => k.id)).toEqual([ml500.id]);
    const cart = await t.post("/api/cart/lists/v1/", carted.auth);
    expect(cart.body.data ?? []).toEqual([]);
  });

  it("deactivates a product (never deleting it): the storefront no longer shows it, orders keep it", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    expect((await storefrontDetail(p.id)).status).toBe(200);
    const off = await adminPost(t, manager.cookie, "/products/set-active", {
      product_id: p.id,
      version: p.version,
      active: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("Product deactivated: customers no longer see it.");
    expect((await storefrontDetail(p.id)).status).toBe(404);
    expect((await storefrontSearch(p.name)).map((r) => r.id)).not.toContain(p.id);
    const listed = await adminPost(t, manager.cookie, "/products/list", {
      search: p.sku,
      status: "inactive",
    });
    expect(listed.body.data.products.map((r: { id: number }) => r.id)).toEqual([p.id]);
    const on = await adminPost(t, manager.cookie, "/products/set-active", {
      product_id: p.id,
      version: off.body.data.version,
      active: true,
    });
    expect(on.status).toBe(200);
    expect((await storefrontDetail(p.id)).status).toBe(200);
    expect((await auditOf(t, "product", p.id)).map((a) => a.action)).toEqual([
      "create",
      "deactivate",
      "activate",
    ]);
  });
});

describe("pictures and prices", () => {
  it("adds uploaded pictures with alt text, reorders and removes them; the storefront shows them with srcset", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    const first = (await uploadFile(t, manager.cookie, await pictureBytes("jpeg", 1000, 1000), "a.jpg")).body
      .data;
    const second = (await uploadFile(t, manager.cookie, await pictureBytes("png", 700, 700), "b.png")).body
      .data;
    const one = await adminPost(t, manager.cookie, "/products/images/add", {
      product_id: p.id,
      version: p.version,
      image: first.hash,
      alt: "Bottle, front",
    });
    expect(one.status).toBe(200);
    const two = await adminPost(t, manager.cookie, "/products/images/add", {
      product_id: p.id,
      version: one.body.data.version,
      image: second.hash,
      alt: "Bottle, back",
    });
    expect(two.body.data.images.map((i: { url: string }) => i.url)).toEqual([first.url, second.url]);
    expect((await storefrontDetail(p.id)).body.data.images).toEqual([first.url, second.url]);
    const [card] = (
      await t.services.catalog.productsByCategory((await storefrontDetail(p.id)).body.data.categorykey)
    ).filter((c) => c.id === p.id);
    expect(card.image).toEqual({
      url: first.url,
      alt: "Bottle, front",
      srcset: first.srcset,
      avifSrcset: first.avif_srcset,
    });

    const [a, b] = two.body.data.images;
    const swapped = await adminPost(t, manager.cookie, "/products/images/arrange", {
      product_id: p.id,
      version: two.body.data.version,
      images: [
        { id: b.id, alt: "The label" },
        { id: a.id, alt: a.alt },
      ],
    });
    expect(swapped.body.data.images.map((i: { alt: string }) => i.alt)).toEqual([
      "The label",
      "Bottle, front",
    ]);
    const dropped = await adminPost(t, manager.cookie, "/products/images/arrange", {
      product_id: p.id,
      version: swapped.body.data.version,
      images: [{ id: a.id, alt: a.alt }],
    });
    expect((await storefrontDetail(p.id)).body.data.images).toEqual([first.url]);
    expect(dropped.body.data.images).toHaveLength(1);

    const missingAlt = await adminPost(t, manager.cookie, "/products/images/add", {
      product_id: p.id,
      version: dropped.body.data.version,
      image: second.hash,
      alt: "",
    });
    expect(missingAlt.body.errors).toEqual({ alt: "Describe the picture for people who cannot see it." });
    const notUploaded = await adminPost(t, manager.cookie, "/products/images/add", {
      product_id: p.id,
      version: dropped.body.data.version,
      image: "0".repeat(24),
      alt: "x",
    });
    expect(notUploaded.status).toBe(404);
    expect(notUploaded.body.errors).toEqual({
      image: "That picture is not among the uploads: upload it again.",
    });
  });

  it("changes one pack's price from the list; the storefront charges it at once", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie);
    expect((await storefrontDetail(p.id)).body.data.prices[0].final_price).toBe("160.00");
    const res = await adminPost(t, manager.cookie, "/products/price", {
      pack_id: p.packs[0].id,
      version: p.version,
      mrp: "₹1,250.5",
      discount: "50",
    });
    expect(res.status).toBe(200);
    expect(res.body.data.packs[0]).toMatchObject({
      mrp: "1250.50",
      discount: "50.00",
      final_price: "1200.50",
    });
    expect((await storefrontDetail(p.id)).body.data.prices[0].final_price).toBe("1200.50");
    const [, price] = await auditOf(t, "product", p.id);
    expect(price.changes).toEqual({
      [`MRP of ${p.name} 500 ml`]: { before: "180.00", after: "1250.50" },
      [`discount of ${p.name} 500 ml`]: { before: "20.00", after: "50.00" },
    });
  });
});

describe("the product list", () => {
  it("finds by name or SKU, filters by category, stock and status, and pages by 20", async () => {
    const manager = await newStaff(t, "manager");
    const p = await createProduct(t, manager.cookie, {
      packs: [{ qty: 1, unit: "kg", mrp: "10", discount: "0", stock: 0, sellable: true, low_stock: 5 }],
    });
    const list = (body: object) => adminPost(t, manager.cookie, "/products/list", body);
    expect(
      (await list({ search: p.sku.toLowerCase() })).body.data.products.map((r: { id: number }) => r.id),
    ).toEqual([p.id]);
    const out = (await list({ stock: "out" })).body.data.products.map((r: { id: number }) => r.id);
    expect(out).toContain(p.id);
    const low = await list({ stock: "low", category_id: p.category_id });
    expect(
      low.body.data.products.every((r: { packs: { is_low: boolean }[] }) => r.packs.some((k) => k.is_low)),
    ).toBe(true);
    const all = await list({});
    expect(all.body.data.products).toHaveLength(20);
    expect(all.body.data.page_count).toBe(Math.ceil(all.body.data.total / 20));
    const last = await list({ page: all.body.data.page_count });
    expect(last.body.data.products.length).toBe(all.body.data.total - 20 * (all.body.data.page_count - 1));
    expect((await list({ search: "%qq" })).body.data.products).toEqual([]);
  });
});
