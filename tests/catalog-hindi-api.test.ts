import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../server/db/client";
import { testAppForFile } from "./helpers/app";

// The catalogue's answers in Hindi: the same fields, translated values (cookie `lang`, else
// Accept-Language), English wherever no Hindi was written; the search in Devanagari and in
// romanised names through the demo shop's synonyms.
const t = testAppForFile();

const HI = { cookie: "lang=hi" };
const names = (data: { product_name: string }[]) => data.map((p) => p.product_name);
const okraId = async () => {
  const { body } = await t.post("/api/products/search/v1/", { searchkey: "okra" });
  return body.data[0].id as number;
};

describe("content in Hindi", () => {
  it("names the categories in Hindi with the lang cookie or Accept-Language, in English otherwise", async () => {
    const english = await t.post("/api/product_category/lists/v1/", {});
    const byCookie = await t.post("/api/product_category/lists/v1/", {}, HI);
    const byHeader = await t.post(
      "/api/product_category/lists/v1/",
      {},
      { "accept-language": "hi-IN,hi;q=0.9" },
    );
    expect(english.body.data[0]).toEqual({
      id: expect.any(Number),
      category: "Fertilizers",
      categorykey: "fertilizers",
    });
    expect(byCookie.body.data[0]).toEqual({ ...english.body.data[0], category: "खाद और उर्वरक" });
    expect(byHeader.body.data).toEqual(byCookie.body.data);
    // The cookie wins over the header; keys and order are the same in both languages.
    const cookieEn = await t.post(
      "/api/product_category/lists/v1/",
      {},
      { cookie: "lang=en", "accept-language": "hi" },
    );
    expect(cookieEn.body.data).toEqual(english.body.data);
    expect(byCookie.body.data.map((c: { categorykey: string }) => c.categorykey)).toEqual(
      english.body.data.map((c: { categorykey: string }) => c.categorykey),
    );
  });

  it("gives a product's name, descriptions and pack labels in Hindi, with the same fields", async () => {
    const id = await okraId();
    const en = (await t.post("/api/products/details/v1/", { product_id: id })).body.data;
    const hi = (await t.post("/api/products/details/v1/", { product_id: id }, HI)).body.data;
    expect(en.product_name).toBe("Okra (Bhindi) Haritha Green Star");
    expect(hi.product_name).toBe("भिंडी के बीज हरिता ग्रीन स्टार");
    expect(hi.category).toBe("सब्ज़ियों के बीज");
    expect(hi.short_description).toBe("मुलायम, गहरी हरी फलियों वाली खुले परागण की भिंडी।");
    expect(hi.product_description).toContain("<h3>कहाँ इस्तेमाल करें</h3>");
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    // The pictures' alt texts (written in English) name the product in Hindi: a screen reader
    // reading Hindi reads no English.
    expect(en.image_alts).toEqual(["Seed packet of Okra (Bhindi) Haritha Green Star"]);
    expect(hi.image_alts).toEqual(["भिंडी के बीज हरिता ग्रीन स्टार"]);
    // Prices, stock and ids are the same facts in both languages.
    expect(hi.prices).toEqual(en.prices);
    const facts = (p: Record<string, unknown>) => ({
      ...p,
      product_name: "",
      category: "",
      short_description: "",
      product_description: "",
      image_alts: [],
    });
    expect(facts(hi)).toEqual(facts(en));

    const cards = (await t.post("/api/products/lists/v1/", { categorykey: "vegetable-seeds" }, HI)).body.data;
    const okra = cards.find((c: { id: number }) => c.id === id);
    expect(okra.product_name).toBe("भिंडी के बीज हरिता ग्रीन स्टार");
    expect(okra.products_units_all).toBe("100 ग्राम, 500 ग्राम");
    expect(okra.price_unit_name).toBe("g");
  });

  it("falls back to English for what has no Hindi", async () => {
    // The demo's flower seeds are written in Hindi too: name, one-liner and description.
    const cards = (await t.post("/api/products/lists/v1/", { categorykey: "flower-seeds" }, HI)).body.data;
    const petunia = cards.find((c: { product_name: string }) => c.product_name.startsWith("पेटूनिया"));
    const hi = (await t.post("/api/products/details/v1/", { product_id: petunia.id }, HI)).body.data;
    const en = (await t.post("/api/products/details/v1/", { product_id: petunia.id })).body.data;
    expect(hi.product_description).not.toBe(en.product_description);
    expect(hi.short_description).not.toBe(en.short_description);
    expect(petunia.products_units_all).toBe("100 बीज, 500 बीज");

    // A product staff added without any Hindi is English all through.
    const category = (await t.post("/api/product_category/lists/v1/", {})).body.data[0];
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into products (category_id, name, slug, sku, description_html)
          values (${category.id}, 'Plain English Compost', 'plain-english-compost', 'PLAIN-1', '<p>Only English.</p>')
          returning id`,
    );
    await t.database.db.execute(
      sql`insert into product_prices (product_id, qty, unit, mrp_paise, stock) values (${row.id}, 1, 'kg', 5000, 3)`,
    );
    t.services.catalog.invalidate();
    const plain = (await t.post("/api/products/details/v1/", { product_id: row.id }, HI)).body.data;
    expect(plain).toMatchObject({
      product_name: "Plain English Compost",
      product_description: "<p>Only English.</p>",
    });
    expect(plain.category).toBe("खाद और उर्वरक");
    expect(plain.prices[0]).toMatchObject({ qty: "1", unit_name: "kg" });
    const card = (
      await t.post("/api/products/lists/v1/", { categorykey: category.categorykey }, HI)
    ).body.data.find((c: { id: number }) => c.id === row.id);
    // No Hindi label for its pack: written as in English.
    expect(card.products_units_all).toBe("1 kg");
  });

  it("keeps each language's answers apart in the cache", async () => {
    const id = await okraId();
    for (let i = 0; i < 2; i++) {
      const en = await t.post("/api/products/details/v1/", { product_id: id });
      const hi = await t.post("/api/products/details/v1/", { product_id: id }, HI);
      expect(en.body.data.product_name).toBe("Okra (Bhindi) Haritha Green Star");
      expect(hi.body.data.product_name).toBe("भिंडी के बीज हरिता ग्रीन स्टार");
    }
    const top = await t.post("/api/products/topproductlistall/v1/", {}, HI);
    expect(top.body.data.some((p: { product_name: string }) => /[\u0900-\u097F]/.test(p.product_name))).toBe(
      true,
    );
  });

  it("translates the blog posts written in Hindi and leaves a post without Hindi in English", async () => {
    // A post staff wrote in English only, the newest of all.
    await t.database.db.execute(
      sql`insert into blog_posts (url_title, title, image_url, short_description, body_html, author_name, posted_on)
          values ('only-english', 'Only English Here', '/images/blog/x.svg', 'Plain.', '<p>Plain.</p>', 'Staff', now())`,
    );
    const hi = (await t.post("/api/blogs/listall/v1/", {}, HI)).body.data;
    const en = (await t.post("/api/blogs/listall/v1/", {})).body.data;
    const titles = hi.map((p: { blog_title_display: string }) => p.blog_title_display);
    expect(titles).toContain("किचन गार्डन में वर्मीकम्पोस्ट: कितनी डालें, कितनी बार");
    expect(titles).toContain("Only English Here");
    expect(hi.length).toBe(en.length);
    // Every demo post has its Hindi title; only the English-only post reads the same.
    expect(
      hi.filter(
        (p: { blog_title_display: string }, i: number) => p.blog_title_display === en[i].blog_title_display,
      ).length,
    ).toBe(1);
  });
});

describe("search in Hindi", () => {
  const search = async (searchkey: string, headers: Record<string, string> = {}) =>
    (await t.post("/api/products/search/v1/", { searchkey }, headers)).body.data ?? [];

  it("finds the okra seeds by their Hindi name, and names them in the page's language", async () => {
    expect(names(await search("भिंडी"))).toEqual(["Okra (Bhindi) Haritha Green Star"]);
    expect(names(await search("भिंडी", HI))).toEqual(["भिंडी के बीज हरिता ग्रीन स्टार"]);
    expect(names(await search("भिंडी के बीज", HI))[0]).toBe("भिंडी के बीज हरिता ग्रीन स्टार");
  });

  it("finds products by common romanised names through the synonyms", async () => {
    expect(names(await search("bhindi"))).toContain("Okra (Bhindi) Haritha Green Star");
    expect(names(await search("bhendi"))).toContain("Okra (Bhindi) Haritha Green Star");
    expect(names(await search("dhaan"))).toContain("Borerstop Cartap 4G for Paddy Stem Borer");
    // The product named for it first; products whose descriptions mention it after.
    expect(names(await search("urea"))[0]).toBe("Kisan Neem Coated Urea 46% N");
    expect(names(await search("यूरिया", HI))[0]).toBe("किसान नीम लेपित यूरिया 46% नाइट्रोजन");
    expect(names(await search("neem"))).toEqual(
      expect.arrayContaining(["Neemgard Neem Oil 1500 ppm", "NeemShakti Neem Cake Powder"]),
    );
    expect(names(await search("baingan", HI))[0]).toBe("बैंगन के बीज पर्पल लॉन्ग F1");
  });

  it("finds a category's products by its Hindi name", async () => {
    const found: { category: string }[] = await search("उर्वरक", HI);
    expect(found.length).toBeGreaterThan(5);
    // The category's products first (a category outranks a description that mentions the word).
    const inCategory = found.filter((p) => p.category === "खाद और उर्वरक").length;
    expect(inCategory).toBeGreaterThan(5);
    expect(found.slice(0, inCategory).every((p) => p.category === "खाद और उर्वरक")).toBe(true);
  });

  it("forgives a small typo in a Devanagari word", async () => {
    // वर्मीकम्पोस्त: the last letter mistyped.
    expect(names(await search("वर्मीकम्पोस्त", HI))).toContain("भूमि गोल्ड वर्मीकम्पोस्ट (केंचुआ खाद)");
  });
});
