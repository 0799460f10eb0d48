import { describe, expect, it } from "vitest";
import { planSearch, type SearchIndex, synonymMap } from "./search-plan";
import { joinedPairs, queryWords, searchWords } from "./search-words";

const index = (names: string[], synonyms: Record<string, string[]>): SearchIndex => ({
  words: [
    ...new Set(
      names.flatMap((n) => [...searchWords(n), ...joinedPairs(searchWords(n))]).filter((w) => w.length >= 3),
    ),
  ],
  synonyms: synonymMap(Object.entries(synonyms).map(([term, words]) => ({ term, words }))),
});
/** Each group's alternatives as "word" or "word*" (looked for as the start of longer words). */
const shown = (groups: ReturnType<typeof planSearch>) =>
  groups.map((g) => g.map((a) => `${a.words.join("+")}${a.prefix ? "*" : ""}`));

describe("search words", () => {
  it("splits in any script, lower-cased, and drops English, Hindi and Hinglish stop words", () => {
    expect(queryWords("Okra (Bhindi) for Green Star")).toEqual(["okra", "bhindi", "green", "star"]);
    expect(queryWords("भिंडी के बीज")).toEqual(["भिंडी", "बीज"]);
    expect(queryWords("bhindi ke beej wala")).toEqual(["bhindi", "beej"]);
    expect(queryWords("pesticide for caterpillars")).toEqual(["pesticide", "caterpillar"]);
    // Only stop words: looked for anyway.
    expect(queryWords("for")).toEqual(["for"]);
  });

  it("makes plurals singular and folds spellings, the same way for names and what is typed", () => {
    expect(queryWords("Tomato SEEDS tomatoes berries grass")).toEqual([
      "tomato",
      "seed",
      "tomato",
      "berry",
      "grass",
    ]);
    expect(queryWords("fertiliser fertilisers Fertilizer")).toEqual([
      "fertilizer",
      "fertilizer",
      "fertilizer",
    ]);
    expect(queryWords("sulphur sulphate")).toEqual(["sulfur", "sulfate"]);
    expect(searchWords("Copper Fungicides")).toEqual(["copper", "fungicide"]);
  });

  it("normalises what is typed (NFC), so a nukta typed apart matches the stored letter", () => {
    // ड़ as one code point (U+095C) and as ड + nukta: the same word.
    expect(queryWords("गु\u095Cहल")).toEqual(queryWords("गु\u0921\u093Cहल"));
    expect(queryWords("  Neem   OIL ")).toEqual(["neem", "oil"]);
  });
});

describe("search plan", () => {
  const i = index(
    ["Okra Green Star", "Borerstop Cartap 4G for Paddy", "Coco Peat Block", "Bhoomi Vermicompost"],
    {
      bhindi: ["okra", "भिंडी"],
      dhaan: ["paddy", "धान"],
      lauki: ["bottle gourd"],
    },
  );

  it("adds what a synonym stands for, after a typo is corrected, and for a word being typed", () => {
    expect(shown(planSearch(["bhindi"], i))).toEqual([["bhindi*", "okra", "भिंडी"]]);
    expect(shown(planSearch(["bindi"], i))).toEqual([["bindi*", "bhindi", "okra", "भिंडी"]]);
    expect(shown(planSearch(["dha"], i))).toEqual([["dha*", "paddy", "धान"]]);
    expect(shown(planSearch(["lauki"], i))).toEqual([["lauki*", "bottle+gourd"]]);
    // A word that names hold is not taken for a typo or the start of a synonym.
    expect(shown(planSearch(["car"], i))).toEqual([["car*"]]);
  });

  it("reads two typed words the catalogue writes as one as one word, and one as the pair", () => {
    expect(shown(planSearch(["vermi", "compost"], i))).toEqual([["vermicompost*"]]);
    expect(shown(planSearch(["coco", "peat"], i))).toEqual([["cocopeat*"]]);
    expect(shown(planSearch(["cocopeat"], i))).toEqual([["cocopeat*"]]);
  });

  it("ranks a word as typed above a synonym's word, and a synonym's above a typo's correction", () => {
    const [group] = planSearch(["bindi"], i);
    expect(group.map((a) => a.factor)).toEqual([1, 0.5, 0.5, 0.5]);
    expect(planSearch(["bhindi"], i)[0].map((a) => a.factor)).toEqual([1, 0.75, 0.75]);
  });
});
