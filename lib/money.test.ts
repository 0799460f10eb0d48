import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRupees, toRupeeString } from "./money";

describe("money", () => {
  it("formats rupees with Indian digit grouping and two decimals", () => {
    expect(formatRupees(12345650)).toBe("₹1,23,456.50");
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(99)).toBe("₹0.99");
  });

  it("writes every amount as Intl's en-IN rupees would, negative amounts and crores too", () => {
    const intl = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const paise of [0, 1, -1, 99, 100, 99_999, 100_000, 12_345_678, -12_345_678, 10 ** 13])
      expect(formatRupees(paise)).toBe(intl.format(paise / 100));
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (paise) => {
        expect(formatRupees(paise)).toBe(intl.format(paise / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it("writes the API's money strings", () => {
    expect(toRupeeString(45000)).toBe("450.00");
    expect(toRupeeString(5)).toBe("0.05");
    expect(toRupeeString(-250)).toBe("-2.50");
    expect(() => toRupeeString(1.5)).toThrow();
  });

  it("writes any amount exactly: the API string and the display agree to the paisa", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (paise) => {
        const api = toRupeeString(paise);
        expect(api).toMatch(/^\d+\.\d{2}$/);
        expect(Math.round(Number(api) * 100)).toBe(paise);
        expect(formatRupees(paise).replace(/[₹,]/g, "")).toBe(api);
      }),
    );
  });
});
