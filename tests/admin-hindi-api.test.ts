import { describe, expect, it } from "vitest";
import { business } from "../lib/business";
import { createCacheBus } from "../server/cache-bus";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/logger";
import { COMMAND_LINE } from "../server/modules/staff/audit";
import { createServices } from "../server/services";
import { testAppForFile } from "./helpers/app";
import { auditOf, createProduct, editBody } from "./helpers/catalogue-admin";
import { adminPost, newStaff } from "./helpers/staff";

// Hindi content and search synonyms from the back office: saved beside the English, sanitised,
// audited, on the storefront at once; synonyms change what the search finds, in this process
// and in another one (through the cache bus); packers are refused.
const t = testAppForFile({ TRUST_PROXY: "true" });
const HI = { cookie: "lang=hi" };
const detail = async (id: number, headers: Record<string, string> = {}) =>
  (await t.post("/api/products/details/v1/", { product_id: id }, headers)).body.data;
const searchNames = async (searchkey: string, headers: Record<string, string> = {}) =>
  (
    (await t.post("/api/products/search/v1/", { searchkey }, headers)).body.data as { product_name: string }[]
  ).map((p) => p.product_name);

describe("a product's Hindi", () => {
  it("is saved beside the English, sanitised, audited and shown to Hindi readers at once", async () => {
    const manager = await newStaff(t, "manager");
    const product = await createProduct(t, manager.cookie);
    expect(product.hi).toEqual({ name: "", short_description: "", description: "" });
    expect(product.packs.map((p: { label_hi: string }) => p.label_hi)).toEqual(["", ""]);
    expect((await detail(product.id, HI)).product_name).toBe(product.name); // cached, English
    const hi = {
      name: "जीवामृत तरल",
      short_description: "गाय आधारित जैविक टॉनिक",
      description: '<p>जैविक <strong>टॉनिक</strong></p><script>alert("x")</script>',
    };
    const body = editBody(product, { hi });
    body.packs[0].label_hi = "500 मि.ली.";
    const saved = await adminPost(t, manager.cookie, "/products/update", body);
    expect(saved.status).toBe(200);
    expect(saved.body.data.hi).toEqual({ ...hi, description: "<p>जैविक <strong>टॉनिक</strong></p>" });
    expect(saved.body.data.packs.map((p: { label_hi: string }) => p.label_hi)).toEqual(["500 मि.ली.", ""]);

    const page = await detail(product.id, HI);
    expect(page).toMatchObject({
      product_name: "जीवामृत तरल",
      short_description: "गाय आधारित जैविक टॉनिक",
      product_description: "<p>जैविक <strong>टॉनिक</strong></p>",
    });
    expect((await detail(product.id)).product_name).toBe(product.name);
    const card = (await t.post("/api/products/lists/v1/", { categorykey: "fertilizers" }, HI)).body.data.find(
      (c: { id: number }) => c.id === product.id,
    );
    expect(card.products_units_all).toBe("500 मि.ली., 1 L");
    expect(await searchNames("जीवामृत", HI)).toEqual(["जीवामृत तरल"]);

    const [, update] = await auditOf(t, "product", product.id);
    expect(update.changes.nameHi).toEqual({ before: "", after: "जीवामृत तरल" });
    expect(update.changes.packs).toBeDefined();

    // A save that leaves `hi` out keeps it; empty fields give the English back.
    const again = await adminPost(
      t,
      manager.cookie,
      "/products/update",
      editBody(saved.body.data, { name: `${product.name} v2` }),
    );
    expect(again.body.data.hi.name).toBe("जीवामृत तरल");
    expect(again.body.data.packs[0].label_hi).toBe("500 मि.ली.");
    const cleared = editBody(again.body.data, { hi: { name: "", short_description: "", description: "" } });
    cleared.packs[0].label_hi = "";
    expect((await adminPost(t, manager.cookie, "/products/update", cleared)).status).toBe(200);
    expect(await detail(product.id, HI)).toMatchObject({
      product_name: `${product.name} v2`,
      product_description: product.description,
    });

    // The back office's own list finds a product by its Hindi name.
    await adminPost(t, manager.cookie, "/products/update", {
      ...editBody(
        (await adminPost(t, manager.cookie, "/products/get", { product_id: product.id })).body.data,
      ),
      hi: { name: "जीवामृत तरल", short_description: "", description: "" },
    });
    const listed = await adminPost(t, manager.cookie, "/products/list", { search: "जीवामृत" });
    expect(listed.body.data.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
  });

  it("refuses a Hindi name that is too long with a message on its field", async () => {
    const manager = await newStaff(t, "manager");
    const product = await createProduct(t, manager.cookie);
    const res = await adminPost(
      t,
      manager.cookie,
      "/products/update",
      editBody(product, { hi: { name: "क".repeat(201), short_description: "", description: "" } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "hi.name": "Must be at most 200 characters." });
  });
});

describe("a category's Hindi", () => {
  it("is saved with the category, audited, and names it for Hindi readers", async () => {
    const manager = await newStaff(t, "manager");
    const created = await adminPost(t, manager.cookie, "/categories/create", {
      name: "Hydroponics",
      description: "Soil-free growing.",
      hi: { name: "हाइड्रोपोनिक्स", description: "बिना मिट्टी की खेती।" },
    });
    expect(created.status).toBe(200);
    const c = created.body.data.find((x: { name: string }) => x.name === "Hydroponics");
    expect(c.hi).toEqual({ name: "हाइड्रोपोनिक्स", description: "बिना मिट्टी की खेती।" });
    const hindi = (await t.post("/api/product_category/details/v1/", { categorykey: c.categorykey }, HI)).body
      .data;
    expect(hindi).toEqual([{ id: c.id, category: "हाइड्रोपोनिक्स", categorykey: c.categorykey }]);
    const renamed = await adminPost(t, manager.cookie, "/categories/update", {
      category_id: c.id,
      version: c.version,
      name: "Hydroponics",
      active: true,
      hi: { name: "जल कृषि", description: "" },
    });
    expect(renamed.status).toBe(200);
    expect((await t.services.catalog.in("hi").categoryPage(c.categorykey))?.name).toBe("जल कृषि");
    const [, update] = await auditOf(t, "category", c.id);
    expect(update.changes.nameHi).toEqual({ before: "हाइड्रोपोनिक्स", after: "जल कृषि" });
  });
});

describe("search synonyms", () => {
  type Synonym = { id: number; term: string; words: string[]; version: number };
  const find = (list: Synonym[], term: string) => list.find((s) => s.term === term) as Synonym;

  it("are listed, added, edited and removed by a manager, each changing the search at once, audited", async () => {
    const manager = await newStaff(t, "manager");
    const listed = await adminPost(t, manager.cookie, "/synonyms/list");
    expect(listed.status).toBe(200);
    expect(find(listed.body.data, "bhindi").words).toEqual(["okra", "भिंडी"]);

    expect(await searchNames("kakdi")).toEqual([]); // and now cached
    const created = await adminPost(t, manager.cookie, "/synonyms/create", {
      term: "  Kakdi ",
      words: ["Cucumber", "खीरा", "cucumber"],
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("Synonym added.");
    const kakdi = find(created.body.data, "kakdi");
    expect(kakdi).toMatchObject({ words: ["cucumber", "खीरा"], version: 1 });
    expect((await searchNames("kakdi"))[0]).toBe("Cucumber Green Long F1");
    expect((await searchNames("kakdi", HI))[0]).toBe("खीरे के बीज ग्रीन लॉन्ग F1");

    /** The manager's edit of the kakdi synonym, from the version they read, to these words. */
    const editKakdi = (words: string[]) =>
      adminPost(t, manager.cookie, "/synonyms/update", {
        synonym_id: kakdi.id,
        version: kakdi.version,
        term: "kakdi",
        words,
      });
    const edited = await editKakdi(["brinjal"]);
    expect(edited.status).toBe(200);
    expect((await searchNames("kakdi"))[0]).toBe("Brinjal Purple Long F1");
    expect(await searchNames("kakdi")).not.toContain("Cucumber Green Long F1");
    const stale = await editKakdi(["okra"]);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This synonym was changed by Manager \d+ at .+; reload\.$/);

    const now = find(edited.body.data, "kakdi");
    const removed = await adminPost(t, manager.cookie, "/synonyms/remove", {
      synonym_id: now.id,
      version: now.version,
    });
    expect(removed.status).toBe(200);
    expect(find(removed.body.data, "kakdi")).toBeUndefined();
    expect(await searchNames("kakdi")).toEqual([]);

    expect(
      (await auditOf(t, "synonym", kakdi.id)).map((e) => [e.action, e.changes.words?.after ?? null]),
    ).toEqual([
      ["create", "cucumber, खीरा"],
      ["update", "brinjal"],
      ["remove", null],
    ]);
  });

  it("refuses a second synonym for a term, and bad terms and words with messages on their fields", async () => {
    const owner = await newStaff(t, "owner");
    const taken = await adminPost(t, owner.cookie, "/synonyms/create", { term: "Bhindi", words: ["okra"] });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ term: "There is already a synonym for “bhindi”: edit that one." });
    const bad = await adminPost(t, owner.cookie, "/synonyms/create", { term: "two words", words: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      term: "Enter one word customers type (2–40 letters, no spaces), e.g. bhindi.",
      words: "Enter at least one word it stands for.",
    });
    const tooMany = await adminPost(t, owner.cookie, "/synonyms/create", {
      term: "sabzi",
      words: Array.from({ length: 11 }, (_, i) => `w${i}`),
    });
    expect(tooMany.body.errors).toEqual({ words: "At most 10 words per synonym." });
  });

  it("are the catalogue's: a packer gets 403 and nobody signed in 401", async () => {
    const packer = await newStaff(t, "packer");
    for (const path of ["/synonyms/list", "/synonyms/create", "/synonyms/update", "/synonyms/remove"]) {
      const res = await adminPost(t, packer.cookie, path, { term: "tori", words: ["gourd"] });
      expect(res.status, path).toBe(403);
    }
    expect((await t.post("/api/admin/v1/synonyms/list", {})).status).toBe(401);
    const list = await t.services.catalogAdmin.listSynonyms();
    expect(list.some((s) => s.term === "tori")).toBe(false);
  });

  it("drop another process's cached search answers through the cache bus", async () => {
    // Two sets of services with buses of their own on one database stand for two processes.
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", CACHE_TTL_SECONDS: "3600" });
    const logger = createLogger("silent");
    const [busA, busB] = [await createCacheBus(t.database), await createCacheBus(t.database)];
    const a = createServices({ config, database: t.database, logger, business, bus: busA });
    const b = createServices({ config, database: t.database, logger, business, bus: busB });
    try {
      expect(await b.catalog.search("karela")).toEqual([]); // cached in B for an hour
      await a.catalogAdmin.createSynonym(COMMAND_LINE, { term: "karela", words: ["coriander"] });
      let found: string[] = [];
      for (let i = 0; i < 50 && found.length === 0; i++) {
        found = (await b.catalog.search("karela")).map((p) => p.name);
        if (found.length === 0) await new Promise((r) => setTimeout(r, 20));
      }
      expect(found).toEqual(["Coriander (Dhaniya) Aroma Plus"]);
    } finally {
      await busA.close();
      await busB.close();
    }
  });
});
