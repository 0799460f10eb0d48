import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRupees, parseRupees, toRupeeString } from "./money";

describe("money", () => {
  it("formats rupees with Indian digit grouping and two decimals", () => {
    expect(formatRupees(12345650)).toBe("₹1,23,456.50");
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(99)).toBe("₹0.99");
  });

  it("writes the API's money strings", () => {
    expect(toRupeeString(45000)).toBe("450.00");
    expect(toRupeeString(5)).toBe("0.05");
    expect(toRupeeString(-250)).toBe("-2.50");
    expect(() => toRupeeString(1.5)).toThrow();
  });

  it("parses money strings and refuses what is not money", () => {
    expect(parseRupees("450")).toBe(45000);
    expect(parseRupees("450.5")).toBe(45050);
    expect(parseRupees("0.05")).toBe(5);
    expect(parseRupees("4.505")).toBeNull();
    expect(parseRupees("-1")).toBeNull();
    expect(parseRupees("abc")).toBeNull();
  });

  it("round-trips any amount through the API string", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (paise) => {
        expect(parseRupees(toRupeeString(paise))).toBe(paise);
      }),
    );
  });
});
