import { describe, expect, it } from "vitest";
import { expandTerm, type SearchIndex, searchTerms, wordsOf } from "./catalog.search";

const index = (names: string[], synonyms: Record<string, string[]>): SearchIndex => {
  const nameWords = [...new Set(names.flatMap(wordsOf).filter((w) => w.length >= 3))];
  return {
    nameWords,
    words: [...nameWords, ...Object.keys(synonyms)],
    synonyms: new Map(Object.entries(synonyms)),
  };
};

describe("search words", () => {
  it("splits names in any script, lower-cased", () => {
    expect(wordsOf("Okra (Bhindi) Green Star").filter(Boolean)).toEqual(["okra", "bhindi", "green", "star"]);
    expect(wordsOf("भिंडी के बीज हरिता").filter(Boolean)).toEqual(["भिंडी", "के", "बीज", "हरिता"]);
  });

  it("normalises what is typed (NFC), so a nukta typed apart matches the stored letter", () => {
    // ड़ as one code point (U+095C) and as ड + nukta: the same word.
    expect(searchTerms("गु\u095Cहल")).toEqual(searchTerms("गु\u0921\u093Cहल"));
    expect(searchTerms("  Neem   OIL ")).toEqual(["neem", "oil"]);
  });

  it("adds what a synonym stands for, after a typo is corrected, and for a word being typed", () => {
    const i = index(["Okra Green Star", "Borerstop Cartap 4G for Paddy"], {
      bhindi: ["okra", "भिंडी"],
      dhaan: ["paddy", "धान"],
    });
    expect(expandTerm("bhindi", i)).toEqual(["bhindi", "okra", "भिंडी"]);
    expect(expandTerm("bhindee", i)).toEqual(["bhindi", "okra", "भिंडी"]);
    expect(expandTerm("dha", i)).toEqual(["dha", "paddy", "धान"]);
    // A word that names hold is not taken for the start of a synonym.
    expect(expandTerm("car", i)).toEqual(["car"]);
  });
});
