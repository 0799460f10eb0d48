import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rupeesInWords } from "./amount-in-words";
import { allocate, byRate, GST_RATES, type GstRate, taxableValue, taxLines } from "./gst";
import { gstinCheckCharacter, gstinProblem } from "./gstin";
import { findState } from "./india-states";
import { applyPromo, cartTotals, lineTotals } from "./pricing";

const good = (grossPaise: number, ratePercent: GstRate, qty = 1) => ({
  description: "Item",
  hsn: "3105",
  qty,
  pack: "1 kg",
  ratePercent,
  grossPaise,
});

describe("taxable value in a GST-inclusive price", () => {
  it("rounds once, half-up to the paisa", () => {
    expect(taxableValue(10500, 5)).toBe(10000);
    expect(taxableValue(11800, 18)).toBe(10000);
    expect(taxableValue(100, 18)).toBe(85); // 84.745… → 85
    expect(taxableValue(1, 18)).toBe(1); // 0.847… → 1
    expect(taxableValue(59, 18)).toBe(50); // 50.0 exactly
    expect(taxableValue(125, 12)).toBe(112); // 111.607… → 112
    // 0.5 paise goes up: 64 × 100 / 128 = 50 exactly; 9 × 100 / 112 = 8.0357 → 8
    expect(taxableValue(9, 12)).toBe(8);
    expect(taxableValue(45000, 0)).toBe(45000);
  });

  it("splits within the state into two equal halves (an odd paisa to the taxable value), elsewhere into IGST", () => {
    const intra = taxLines({
      goods: [good(11801, 18)],
      charges: [],
      promoDiscountPaise: 0,
      intraState: true,
    });
    expect(intra.lines[0]).toMatchObject({
      taxablePaise: 10001,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
    });
    const odd = taxLines({ goods: [good(10501, 5)], charges: [], promoDiscountPaise: 0, intraState: true });
    expect(odd.lines[0]).toMatchObject({ taxablePaise: 10001, cgstPaise: 250, sgstPaise: 250 });
    // ₹135.03 at 5 %: exactly ₹128.60 taxable and ₹6.43 of tax, which two equal halves can't
    // be (it was ₹3.22 + ₹3.21): the taxable value takes the paisa, ₹3.21 each.
    const uneven = taxLines({
      goods: [good(13503, 5)],
      charges: [],
      promoDiscountPaise: 0,
      intraState: true,
    });
    expect(uneven.lines[0]).toMatchObject({ taxablePaise: 12861, cgstPaise: 321, sgstPaise: 321 });
    const inter = taxLines({
      goods: [good(11800, 18)],
      charges: [],
      promoDiscountPaise: 0,
      intraState: false,
    });
    expect(inter.lines[0]).toMatchObject({
      taxablePaise: 10000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1800,
    });
  });

  it("shares the promo over the goods and taxes the delivery charge at the goods' highest rate", () => {
    const { lines, totals } = taxLines({
      goods: [good(30000, 5), good(10000, 18)],
      charges: [{ description: "Delivery", sac: "9965", amountPaise: 5900 }],
      promoDiscountPaise: 4000,
      intraState: false,
    });
    expect(lines.map((l) => l.discountPaise)).toEqual([3000, 1000, 0]);
    expect(lines[2]).toMatchObject({ kind: "charge", ratePercent: 18, taxablePaise: 5000, igstPaise: 900 });
    expect(totals.totalPaise).toBe(30000 + 10000 - 4000 + 5900);
    expect(byRate(lines).map((r) => r.ratePercent)).toEqual([5, 18]);
  });
});

describe("allocate", () => {
  it("adds up exactly and never gives a line more than its amount", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, f) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = Math.floor(sum * f);
          const shares = allocate(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          shares.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(weights[i]);
          });
        },
      ),
    );
  });
});

/** A cart as the checkout prices it: packs of any price, discount, rate and quantity. */
const cartLine = fc.record({
  unitMrp: fc.integer({ min: 100, max: 2_500_000 }),
  discountShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
  qty: fc.integer({ min: 1, max: 50 }),
  rate: fc.constantFrom(...GST_RATES),
});
const promo = fc.oneof(
  fc.record({
    promoType: fc.constant("percent" as const),
    promoValue: fc.integer({ min: 1, max: 60 }),
    maxAmount: fc.integer({ min: 0, max: 500_000 }),
  }),
  fc.record({
    promoType: fc.constant("flat" as const),
    promoValue: fc.integer({ min: 1, max: 500_000 }),
    maxAmount: fc.constant(0),
  }),
);

describe("an invoice for any cart", () => {
  it("has taxable value plus tax equal to the amount charged, on every line and in total", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 15 }),
        fc.option(promo, { nil: undefined }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.boolean(),
        (cart, terms, delivery, intraState) => {
          const priced = cart.map((l) => ({
            qty: l.qty,
            unitMrp: l.unitMrp,
            unitDiscount: Math.floor(l.unitMrp * l.discountShare),
          }));
          const totals = cartTotals(priced);
          const outcome = terms
            ? applyPromo(
                { ...terms, paused: false, minCartValue: 0, startsAt: now, endsAt: now },
                totals.final,
                now,
              )
            : { ok: false as const };
          const promoDiscount = outcome.ok ? outcome.discount : 0;
          const charged = totals.final - promoDiscount + delivery;
          const invoice = taxLines({
            goods: cart.map((l, i) => good(lineTotals(priced[i]).totalFinal, l.rate, l.qty)),
            charges: [{ description: "Delivery", sac: "9965", amountPaise: delivery }],
            promoDiscountPaise: promoDiscount,
            intraState,
          });
          const t = invoice.totals;
          expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(charged);
          expect(t.totalPaise).toBe(charged);
          for (const l of invoice.lines) {
            expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.amountPaise);
            expect(l.taxablePaise).toBeGreaterThanOrEqual(0);
            expect(l.cgstPaise).toBe(l.sgstPaise);
            // The tax is the rate's share of the line: within half a paisa of the exact figure,
            // a paisa where an odd paisa of tax had to move so that CGST and SGST are equal.
            expect(
              Math.abs(l.taxablePaise - (l.amountPaise * 100) / (100 + l.ratePercent)),
            ).toBeLessThanOrEqual(intraState ? 1 : 0.5);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("amounts in words", () => {
  it("uses lakh and crore", () => {
    expect(rupeesInWords(12345678)).toBe(
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Paise Seventy-Eight Only",
    );
    expect(rupeesInWords(100)).toBe("Rupees One Only");
    expect(rupeesInWords(5)).toBe("Rupees Zero and Paise Five Only");
    expect(rupeesInWords(10_000_000_00)).toBe("Rupees One Crore Only");
    expect(rupeesInWords(25_07_00_019_00)).toBe("Rupees Twenty-Five Crore Seven Lakh Nineteen Only");
    expect(rupeesInWords(1234_56_78_901_00)).toBe(
      "Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One Only",
    );
  });
});

describe("GSTIN", () => {
  it("checks the shape and the check character", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem("19AAACH1234F1Z0")).toBeNull();
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("checksum");
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("shape");
    expect(gstinProblem("27aapfu0939f1zv")).toBe("shape");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
  });

  it("catches any one character typed wrong", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 1, max: 35 }), (at, shift) => {
        const valid = "27AAPFU0939F1ZV";
        const chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        const changed = chars[(chars.indexOf(valid[at]) + shift) % 36];
        const typo = valid.slice(0, at) + changed + valid.slice(at + 1);
        expect(gstinProblem(typo)).not.toBeNull();
      }),
    );
  });
});

describe("Indian states", () => {
  it("finds a state by its name as people type it", () => {
    expect(findState("West Bengal")?.gstCode).toBe("19");
    expect(findState("  west  bengal ")?.gstCode).toBe("19");
    expect(findState("Orissa")?.gstCode).toBe("21");
    expect(findState("Jammu & Kashmir")?.gstCode).toBe("01");
    expect(findState("Atlantis")).toBeUndefined();
  });
});
