import { describe, expect, it } from "vitest";
import { alternatives, similarity, trigrams } from "./fuzzy";

const words = [
  "vermicompost",
  "neem",
  "oil",
  "hibiscus",
  "grafted",
  "fertilizer",
  "tomato",
  "seeds",
  "seaweed",
  "extract",
];

describe("typo tolerance", () => {
  it("pads trigrams as pg_trgm does", () => {
    expect([...trigrams("cat")]).toEqual(["  c", " ca", "cat", "at "]);
    expect(similarity("neem", "neem")).toBe(1);
  });

  it("corrects a typo in a word of 5+ letters to the catalogue's word", () => {
    expect(alternatives("vermicompst", words)).toEqual(["vermicompost"]);
    expect(alternatives("hibiscs", words)).toEqual(["hibiscus"]);
    expect(alternatives("fertilzer", words)).toEqual(["fertilizer"]);
    expect(alternatives("seaweed", words)).toEqual(["seaweed"]);
  });

  it("leaves short words, words found as they are, and hopeless words alone", () => {
    expect(alternatives("nem", words)).toEqual(["nem"]);
    expect(alternatives("compo", words)).toEqual(["compo"]); // part of vermicompost
    expect(alternatives("xyzzyq", words)).toEqual(["xyzzyq"]);
  });
});
