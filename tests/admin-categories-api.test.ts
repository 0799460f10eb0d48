import { describe, expect, it } from "vitest";
import { testAppForFile } from "./helpers/app";
import { auditOf, createProduct } from "./helpers/catalogue-admin";
import { pictureBytes, uploadFile } from "./helpers/images";
import { adminPost, newStaff } from "./helpers/staff";

const t = testAppForFile({ TRUST_PROXY: "true" });
type Category = {
  id: number;
  name: string;
  categorykey: string;
  version: number;
  product_count: number;
  active: boolean;
};
const byName = (list: Category[], name: string) => list.find((c) => c.name === name) as Category;
const storefrontCategories = async () =>
  (
    (await t.post("/api/product_category/lists/v1/", { status: "ACTIVE" })).body.data as {
      category: string;
    }[]
  ).map((c) => c.category);

describe("categories from the back office", () => {
  it("creates one with a banner, renames it, deactivates it and shows each step on the storefront at once", async () => {
    const manager = await newStaff(t, "manager");
    const banner = (await uploadFile(t, manager.cookie, await pictureBytes("jpeg", 1600, 400), "banner.jpg"))
      .body.data;
    await storefrontCategories(); // cached
    const created = await adminPost(t, manager.cookie, "/categories/create", {
      name: "Hydroponics Kits",
      description: "Soil-free growing.",
      banner: banner.hash,
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("Category created.");
    const c = byName(created.body.data, "Hydroponics Kits");
    expect(c).toMatchObject({ categorykey: "hydroponics-kits", product_count: 0, active: true, version: 1 });
    expect(await storefrontCategories()).toContain("Hydroponics Kits");
    const page = await t.services.catalog.categoryPage("hydroponics-kits");
    expect(page?.banner).toEqual({
      url: banner.url,
      srcset: banner.srcset,
      avifSrcset: banner.avif_srcset,
      width: 1600,
      height: 400,
    });

    const renamed = await adminPost(t, manager.cookie, "/categories/update", {
      category_id: c.id,
      version: c.version,
      name: "Hydroponics",
      description: "Soil-free growing.",
      active: true,
    });
    expect(renamed.status).toBe(200);
    const after = byName(renamed.body.data, "Hydroponics");
    expect(after.categorykey).toBe("hydroponics-kits"); // the address stays
    expect((await t.services.catalog.categoryPage("hydroponics-kits"))?.banner?.url).toBe(banner.url); // kept
    const stale = await adminPost(t, manager.cookie, "/categories/update", {
      category_id: c.id,
      version: c.version,
      name: "Old",
      active: true,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      new RegExp(`^This category was changed by ${manager.name} at .+; reload\\.$`),
    );

    const off = await adminPost(t, manager.cookie, "/categories/update", {
      category_id: c.id,
      version: after.version,
      name: "Hydroponics",
      active: false,
      banner: null,
    });
    expect(off.status).toBe(200);
    expect(await storefrontCategories()).not.toContain("Hydroponics");
    expect((await auditOf(t, "category", c.id)).map((a) => a.action)).toEqual([
      "create",
      "update",
      "deactivate",
    ]);
  });

  it("reorders every category; the storefront's menu follows", async () => {
    const manager = await newStaff(t, "manager");
    const list = (await adminPost(t, manager.cookie, "/categories/list")).body.data as Category[];
    const reversed = [...list].reverse();
    const res = await adminPost(t, manager.cookie, "/categories/reorder", {
      category_ids: reversed.map((c) => c.id),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: Category) => c.id)).toEqual(reversed.map((c) => c.id));
    const shown = reversed.filter((c) => c.active).map((c) => c.name);
    expect(await storefrontCategories()).toEqual(shown);
    const partial = await adminPost(t, manager.cookie, "/categories/reorder", { category_ids: [list[0].id] });
    expect(partial.status).toBe(409);
    expect(partial.body.message).toBe("The categories changed meanwhile; reload.");
  });

  it("removes an empty category, never one with products (deactivating is the way)", async () => {
    const manager = await newStaff(t, "manager");
    const made = await adminPost(t, manager.cookie, "/categories/create", { name: "Bonsai Tools" });
    const bonsai = byName(made.body.data, "Bonsai Tools");
    await createProduct(t, manager.cookie, { category_id: bonsai.id });
    const listed = byName((await adminPost(t, manager.cookie, "/categories/list")).body.data, "Bonsai Tools");
    expect(listed.product_count).toBe(1);
    const refused = await adminPost(t, manager.cookie, "/categories/remove", {
      category_id: bonsai.id,
      version: listed.version,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Bonsai Tools has 1 product, so it cannot be removed: move it to another category first, or deactivate the category.",
    );
    const empty = byName(
      (await adminPost(t, manager.cookie, "/categories/create", { name: "Empty Shelf" })).body.data,
      "Empty Shelf",
    );
    const removed = await adminPost(t, manager.cookie, "/categories/remove", {
      category_id: empty.id,
      version: empty.version,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.map((c: Category) => c.name)).not.toContain("Empty Shelf");
  });

  it("answers bad input with field messages: an empty name, a taken address, a banner never uploaded", async () => {
    const manager = await newStaff(t, "manager");
    const empty = await adminPost(t, manager.cookie, "/categories/create", { name: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ name: "Enter the category's name." });
    const taken = await adminPost(t, manager.cookie, "/categories/create", { name: "Fertilizers!" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({
      name: "Another category already has the address /products/fertilizers: choose another name.",
    });
    const ghost = await adminPost(t, manager.cookie, "/categories/create", {
      name: "Ghost",
      banner: "f".repeat(24),
    });
    expect(ghost.status).toBe(404);
    expect(ghost.body.errors).toEqual({ banner: "That picture is not among the uploads: upload it again." });
  });
});
