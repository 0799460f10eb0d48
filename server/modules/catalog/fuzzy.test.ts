import { describe, expect, it } from "vitest";
import { closestWords, similarity, trigrams } from "./fuzzy";

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

  it("finds the catalogue's words closest to a typo, most similar first", () => {
    expect(closestWords("vermicompst", words)).toEqual(["vermicompost"]);
    expect(closestWords("hibiscs", words)).toEqual(["hibiscus"]);
    expect(closestWords("fertilzer", words)).toEqual(["fertilizer"]);
    expect(closestWords("bindi", ["bhindi", "bindweed", "tomato"])).toEqual(["bhindi"]);
    expect(closestWords("seaweed", words)[0]).toBe("seaweed");
  });

  it("finds nothing close for a hopeless word", () => {
    expect(closestWords("xyzzyq", words)).toEqual([]);
  });
});
