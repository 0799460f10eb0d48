import { describe, expect, it } from "vitest";
import { averageText, hasMarkup, ratingOf, reviewerName, reviewLangOf } from "./reviews";

describe("the rules of a review", () => {
  it("averages to one decimal, and has none before the first rating", () => {
    expect(ratingOf(0, 0)).toBeUndefined();
    expect(ratingOf(3, 13)).toEqual({ average: 4.3, count: 3 });
    expect(ratingOf(2, 9)).toEqual({ average: 4.5, count: 2 });
    expect(averageText(4)).toBe("4.0");
  });

  it("finds markup, but not a heart or a comparison", () => {
    for (const t of ["<b>x</b>", "</p>", "<img src=x onerror=alert(1)>", "<!-- x -->", "< script >"])
      expect(hasMarkup(t), t).toBe(true);
    for (const t of ["<3 it", "cost < ₹500 and > ₹400", "a<b", "2 < 3 > 1"])
      expect(hasMarkup(t), t).toBe(false);
  });

  it("reads Hindi from Devanagari, English from Latin letters (Hinglish too), the page's language without words", () => {
    expect(reviewLangOf("बहुत अच्छा", "en")).toBe("hi");
    expect(reviewLangOf("Bahut accha hai, fasal achhi hui", "hi")).toBe("en");
    expect(reviewLangOf("Good खाद", "en")).toBe("hi");
    expect(reviewLangOf("👍 5/5", "hi")).toBe("hi");
    expect(reviewLangOf("", "en")).toBe("en");
    expect(reviewLangOf("மிகவும் நல்லது", "en")).toBeNull();
    expect(reviewLangOf("খুব ভালো", "hi")).toBeNull();
  });

  it("shows a reviewer's first name and last initial, never the whole name", () => {
    expect(reviewerName("Asha Devi")).toBe("Asha D.");
    expect(reviewerName("  Ravi  Kumar Singh ")).toBe("Ravi S.");
    expect(reviewerName("Sunita")).toBe("Sunita");
    expect(reviewerName("सुनीता यादव")).toBe("सुनीता य.");
  });
});
