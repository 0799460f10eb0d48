import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyPromo,
  cartTotals,
  lineTotals,
  type PromoTerms,
  payable,
  promoOutcomeText,
  promoStatus,
} from "./pricing";

const window = {
  startsAt: new Date("2026-01-01T00:00:00Z"),
  endsAt: new Date("2026-12-31T23:59:59Z"),
  paused: false,
};
const now = new Date("2026-11-22T10:00:00Z");
const percent = (value: number, cap: number, min = 0): PromoTerms => ({
  promoType: "percent",
  promoValue: value,
  maxAmount: cap,
  minCartValue: min,
  ...window,
});
const flat = (value: number, min = 0): PromoTerms => ({
  promoType: "flat",
  promoValue: value,
  maxAmount: value,
  minCartValue: min,
  ...window,
});

describe("cart arithmetic", () => {
  it("prices a line from unit MRP and discount", () => {
    expect(lineTotals({ qty: 3, unitMrp: 45000, unitDiscount: 4500 })).toEqual({
      unitFinal: 40500,
      totalMrp: 135000,
      totalDiscount: 13500,
      totalFinal: 121500,
    });
  });

  it("sums a cart's price, discount and total", () => {
    const totals = cartTotals([
      { qty: 2, unitMrp: 35000, unitDiscount: 5000 },
      { qty: 1, unitMrp: 12050, unitDiscount: 0 },
    ]);
    expect(totals).toEqual({ mrp: 82050, discount: 10000, final: 72050 });
    expect(payable(totals, 2000)).toEqual({ total: 70050, savings: 12000 });
  });
});

describe("the promo rule", () => {
  it("gives a percentage of the total, rounded half up to the paisa, capped", () => {
    expect(applyPromo(percent(10, 20000), 72050, now)).toEqual({ ok: true, discount: 7205 });
    expect(applyPromo(percent(15, 100000), 333, now)).toEqual({ ok: true, discount: 50 }); // 49.95 → 50
    expect(applyPromo(percent(10, 20000), 500000, now)).toEqual({ ok: true, discount: 20000 });
  });

  it("gives a flat amount, never more than the total", () => {
    expect(applyPromo(flat(5000), 72050, now)).toEqual({ ok: true, discount: 5000 });
    expect(applyPromo(flat(5000), 3000, now)).toEqual({ ok: true, discount: 3000 });
  });

  it("refuses outside its dates and below its minimum", () => {
    expect(applyPromo(flat(5000), 72050, new Date("2025-12-31T23:59:59Z"))).toEqual({
      ok: false,
      reason: "not-valid-now",
    });
    expect(applyPromo(flat(5000), 72050, new Date("2027-01-01T00:00:00Z")).ok).toBe(false);
    expect(applyPromo(flat(50000, 500000), 499999, now)).toEqual({
      ok: false,
      reason: "below-minimum",
      minCartValue: 500000,
    });
    expect(applyPromo(flat(50000, 500000), 500000, now).ok).toBe(true);
  });

  it("refuses a paused code like one outside its dates", () => {
    expect(applyPromo({ ...flat(5000), paused: true }, 72050, now)).toEqual({
      ok: false,
      reason: "not-valid-now",
    });
  });

  it("gives one status for the checkout and the back office: only an active code applies", () => {
    const at = (iso: string) => new Date(iso);
    const terms = flat(5000);
    expect(promoStatus(terms, now)).toBe("active");
    expect(promoStatus(terms, at("2025-12-31T23:59:59Z"))).toBe("scheduled");
    expect(promoStatus(terms, at("2026-12-31T23:59:59Z"))).toBe("active"); // the end is inclusive
    expect(promoStatus(terms, at("2027-01-01T00:00:00Z"))).toBe("expired");
    expect(promoStatus({ ...terms, paused: true }, now)).toBe("paused");
    expect(promoStatus({ ...terms, paused: true }, at("2025-06-01T00:00:00Z"))).toBe("paused");
    expect(promoStatus({ ...terms, paused: true }, at("2027-01-01T00:00:00Z"))).toBe("expired");
    fc.assert(
      fc.property(
        fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }),
        fc.boolean(),
        (t, paused) => {
          const when = new Date(t);
          const applies = applyPromo({ ...terms, paused }, 1_000_000, when).ok;
          expect(applies).toBe(promoStatus({ ...terms, paused }, when) === "active");
        },
      ),
    );
  });

  it("never discounts below zero or above the cap or the total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (total, value, cap) => {
          const outcome = applyPromo(percent(value, cap), total, now);
          if (!outcome.ok) throw new Error("should apply");
          expect(outcome.discount).toBeGreaterThanOrEqual(0);
          expect(outcome.discount).toBeLessThanOrEqual(total);
          if (cap > 0) expect(outcome.discount).toBeLessThanOrEqual(cap);
          expect(Number.isInteger(outcome.discount)).toBe(true);
        },
      ),
    );
  });
});

describe("the promo messages", () => {
  it("name the amount as the API's rupee string, flat codes with 'Flat'", () => {
    expect(promoOutcomeText("percent", { ok: true, discount: 2200 })).toBe("₹22.00 Discount Applied");
    expect(promoOutcomeText("flat", { ok: true, discount: 5000 })).toBe("Flat ₹50.00 Discount Applied");
    expect(promoOutcomeText("flat", { ok: false, reason: "below-minimum", minCartValue: 500000 })).toBe(
      "Minimum cart value should be ₹5,000.00",
    );
    expect(promoOutcomeText("percent", { ok: false, reason: "not-valid-now" })).toBe(
      "Promo code is not valid at this time.",
    );
  });
});
