import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "./helpers/app";

// The search as farmers and buyers type it, on the demo shop: plurals, Hindi and Hinglish with
// their stop words, spelling variants, typos, joined and split words, words only a description
// or a category holds, and no word held by all (docs/decisions/0040-search.md).
const t = testAppForFile();
const HI = { cookie: "lang=hi" };
const search = async (searchkey: string, headers: Record<string, string> = {}): Promise<string[]> =>
  ((await t.post("/api/products/search/v1/", { searchkey }, headers)).body.data ?? []).map(
    (p: { product_name: string }) => p.product_name,
  );

describe("search finds what people type", () => {
  it.each([
    ["okra seeds", "Okra (Bhindi) Haritha Green Star"],
    ["tomato seed", "Haritha F1 Hybrid Tomato Lalima"],
    ["टमाटर बीज", "Haritha F1 Hybrid Tomato Lalima"],
    ["bhindi ke beej", "Okra (Bhindi) Haritha Green Star"],
    ["urea fertilizer", "Kisan Neem Coated Urea 46% N"],
    ["copper fungicide", "Copperguard Copper Oxychloride 50% WP"],
    ["pesticide for caterpillars", "Spinosad 45 SC Caterpillar Control"],
    ["sulfur", "Sulphur 90% WDG Granules"],
    ["bindi", "Okra (Bhindi) Haritha Green Star"],
    ["coco peat", "Cocopeat Block 5 kg"],
    ["vermi compost", "Bhoomi Gold Vermicompost"],
    ["genda", "Marigold African Orange Giant"],
    ["mirchi", "Haritha F1 Hybrid Chilli Teja Tez"],
    ["lauki", "Bottle Gourd (Lauki) Long Green F1"],
    ["aam", "Alphonso Mango Grafted Plant"],
  ])("“%s” finds %s first", async (typed, first) => {
    expect((await search(typed))[0]).toBe(first);
  });

  it("finds fertilisers however the word is spelt, and by the Hinglish khad", async () => {
    for (const typed of ["fertiliser", "fertilizers", "khad"]) {
      const found = await search(typed);
      expect(found.length, typed).toBeGreaterThan(5);
      expect(found, typed).toContain("Kisan Neem Coated Urea 46% N");
    }
  });

  it("answers in the page's language, the Hindi words found in the Hindi names", async () => {
    expect((await search("टमाटर बीज", HI))[0]).toBe("हरिता F1 हाइब्रिड टमाटर लालिमा");
    expect((await search("भिंडी के बीज", HI))[0]).toBe("भिंडी के बीज हरिता ग्रीन स्टार");
  });

  it("ranks a product named for the word above one whose description mentions it", async () => {
    const found = await search("neem");
    const named = found.filter((n) => /neem/i.test(n));
    expect(named.length).toBeGreaterThan(1);
    expect(found.slice(0, named.length)).toEqual(named);
  });

  it("brings the best partial matches when no product holds every word", async () => {
    const found = await search("tomato xyzzyq");
    expect(found[0]).toBe("Haritha F1 Hybrid Tomato Lalima");
  });

  it("finds a product by its new name at once, after any kind of change", async () => {
    // A change made straight in the database (as a script or an import would) is seen too.
    await t.database.db.execute(
      sql`update products set name = 'Haritha Ghiya Special Long' where name = 'Bottle Gourd (Lauki) Long Green F1'`,
    );
    expect((await search("ghiya special"))[0]).toBe("Haritha Ghiya Special Long");
    expect(await search("bottle gourd")).not.toContain("Bottle Gourd (Lauki) Long Green F1");
  });
});
