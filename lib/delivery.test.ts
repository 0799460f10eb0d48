import { describe, expect, it } from "vitest";
import {
  codVerdict,
  type DeliveryRules,
  deliveryCharge,
  deliveryDate,
  deliveryDays,
  formatPincodeRanges,
  freeDeliveryNudge,
  NO_COD,
  NO_DELIVERY_RULES,
  orderCharges,
  parsePincodeRanges,
  quoteDelivery,
} from "./delivery";

const rules: DeliveryRules = {
  flatChargePaise: 6000,
  freeAbovePaise: 99_900,
  perKgPaise: 1000,
  includedGrams: 5000,
  served: null,
  regions: [
    { prefix: "7", days: 4 },
    { prefix: "734", days: 2 },
  ],
  defaultDays: 6,
};

describe("the delivery charge", () => {
  it("charges the flat charge below the free-delivery value and nothing from it on", () => {
    expect(deliveryCharge(rules, { goodsPaise: 99_899, weightGrams: 1000 })).toEqual({
      flatPaise: 6000,
      weightPaise: 0,
      totalPaise: 6000,
    });
    expect(deliveryCharge(rules, { goodsPaise: 99_900, weightGrams: 1000 }).totalPaise).toBe(0);
    // 0 means never free.
    expect(
      deliveryCharge({ ...rules, freeAbovePaise: 0 }, { goodsPaise: 10 ** 9, weightGrams: 0 }).totalPaise,
    ).toBe(6000);
  });

  it("adds the per-kg charge for each started kilogram above the included weight, free or not", () => {
    expect(deliveryCharge(rules, { goodsPaise: 10_000, weightGrams: 5000 }).weightPaise).toBe(0);
    expect(deliveryCharge(rules, { goodsPaise: 10_000, weightGrams: 5001 }).weightPaise).toBe(1000);
    // A 25 kg sack: 20 kg above the first 5 → ₹200 on top of ₹60.
    expect(deliveryCharge(rules, { goodsPaise: 95_000, weightGrams: 25_750 })).toEqual({
      flatPaise: 6000,
      weightPaise: 21_000,
      totalPaise: 27_000,
    });
    expect(deliveryCharge(rules, { goodsPaise: 560_000, weightGrams: 25_750 }).totalPaise).toBe(21_000);
    expect(deliveryCharge(NO_DELIVERY_RULES, { goodsPaise: 100, weightGrams: 50_000 }).totalPaise).toBe(0);
  });

  it("serves every pincode by default, or only the listed ones, with days by the longest prefix", () => {
    expect(quoteDelivery(rules, { goodsPaise: 1, weightGrams: 1, pincode: "123456" })).toMatchObject({
      served: true,
      days: 6,
    });
    expect(deliveryDays(rules, "734010")).toBe(2);
    expect(deliveryDays(rules, "700001")).toBe(4);
    const listed = { ...rules, served: [{ from: 734000, to: 734999 }] };
    expect(quoteDelivery(listed, { goodsPaise: 1, weightGrams: 1, pincode: "123456" })).toEqual({
      served: false,
    });
    expect(quoteDelivery(listed, { goodsPaise: 1, weightGrams: 1, pincode: "734010" }).served).toBe(true);
  });

  it("gives India's date so many days on", () => {
    // 20:00 UTC on the 24th is already the 25th in India.
    expect(deliveryDate(2, new Date("2026-11-24T20:00:00Z"))).toBe("2026-11-27");
    expect(deliveryDate(0, new Date("2026-11-24T10:00:00Z"))).toBe("2026-11-24");
  });
});

describe("the cart's nudge towards free delivery", () => {
  const light = { weightGrams: 1000 };
  it("says how much more when the cart is within a quarter of the free-delivery value", () => {
    // ₹999 free from: ₹749.25 is a quarter short, the farthest that is still close.
    expect(freeDeliveryNudge(rules, { goodsPaise: 74_925, ...light })).toEqual({
      shortPaise: 24_975,
      weightPaise: 0,
    });
    expect(freeDeliveryNudge(rules, { goodsPaise: 99_899, ...light })).toEqual({
      shortPaise: 1,
      weightPaise: 0,
    });
  });

  it("says nothing when the cart is far from it, already there, or delivery is never free or never charged", () => {
    expect(freeDeliveryNudge(rules, { goodsPaise: 74_924, ...light })).toBeNull();
    expect(freeDeliveryNudge(rules, { goodsPaise: 99_900, ...light })).toBeNull();
    expect(freeDeliveryNudge({ ...rules, freeAbovePaise: 0 }, { goodsPaise: 99_000, ...light })).toBeNull();
    expect(freeDeliveryNudge({ ...rules, flatChargePaise: 0 }, { goodsPaise: 99_000, ...light })).toBeNull();
    expect(freeDeliveryNudge(NO_DELIVERY_RULES, { goodsPaise: 99_000, ...light })).toBeNull();
  });

  it("names the weight charge that stays, so it never promises a free parcel it would charge for", () => {
    expect(freeDeliveryNudge(rules, { goodsPaise: 90_000, weightGrams: 7500 })).toEqual({
      shortPaise: 9900,
      weightPaise: 3000,
    });
  });
});

describe("cash on delivery", () => {
  const cod = { enabled: true, maxOrderPaise: 500_000, feePaise: 3000, pincodes: null };
  it("is offered when on, within the maximum and in its pincodes, with its fee", () => {
    expect(codVerdict(cod, { orderPaise: 500_000, pincode: "734010" })).toEqual({ ok: true, feePaise: 3000 });
    expect(codVerdict(cod, { orderPaise: 500_001, pincode: "734010" })).toMatchObject({
      ok: false,
      reason: "over-max",
      message: "Cash on delivery is available for orders up to ₹5,000.00. Please pay online.",
    });
    expect(codVerdict({ ...cod, enabled: false }, { orderPaise: 1, pincode: "734010" })).toMatchObject({
      reason: "off",
    });
    const here = { ...cod, pincodes: [{ from: 734000, to: 734999 }] };
    expect(codVerdict(here, { orderPaise: 1, pincode: "700001" })).toMatchObject({
      reason: "pincode",
      message: "Cash on delivery is not available for 700001. Please pay online.",
    });
    expect(codVerdict({ ...cod, maxOrderPaise: 0 }, { orderPaise: 10 ** 9, pincode: "1" }).ok).toBe(true);
  });
});

describe("an order's charges", () => {
  const cod = { enabled: true, maxOrderPaise: 100_000, feePaise: 3000, pincodes: null };
  const order = { goodsPaise: 50_000, weightGrams: 7000, pincode: "734010" } as const;
  it("adds the delivery charge, and paying in cash the COD fee, to the goods", () => {
    expect(orderCharges({ delivery: rules, cod }, { ...order, method: "ONLINE" })).toMatchObject({
      ok: true,
      deliveryPaise: 8000, // ₹60 + 2 kg above 5 kg at ₹10
      codFeePaise: 0,
      totalPaise: 58_000,
      days: 2,
      cod: { ok: true, feePaise: 3000 },
    });
    expect(orderCharges({ delivery: rules, cod }, { ...order, method: "COD" })).toMatchObject({
      ok: true,
      codFeePaise: 3000,
      totalPaise: 61_000,
    });
  });

  it("refuses a pincode not served, and cash where the COD rules say no", () => {
    const listed = { ...rules, served: [{ from: 734000, to: 734999 }] };
    expect(
      orderCharges({ delivery: listed, cod }, { ...order, pincode: "110001", method: "ONLINE" }),
    ).toEqual({
      ok: false,
      reason: "not-served",
      message: "We do not deliver to 110001 yet.",
      cod: null,
    });
    // The maximum counts goods and delivery: ₹990 + ₹60 is over ₹1,000.
    const big = { ...order, goodsPaise: 99_000, weightGrams: 0, method: "COD" as const };
    expect(orderCharges({ delivery: rules, cod }, big)).toMatchObject({ ok: false, reason: "cod" });
    expect(orderCharges({ delivery: rules, cod: NO_COD }, { ...order, method: "COD" })).toMatchObject({
      ok: false,
      message: "Cash on delivery is not available at the moment. Please pay online.",
    });
    expect(orderCharges({ delivery: rules, cod: NO_COD }, { ...order, method: "ONLINE" }).ok).toBe(true);
  });
});

describe("pincode lists as the owner types them", () => {
  it("reads pincodes, ranges and prefixes and writes them back the same way", () => {
    const parsed = parsePincodeRanges("734001, 734100-734199\n7 73 ; 560001");
    expect(parsed).toEqual({
      ranges: [
        { from: 734001, to: 734001 },
        { from: 734100, to: 734199 },
        { from: 700000, to: 799999 },
        { from: 730000, to: 739999 },
        { from: 560001, to: 560001 },
      ],
    });
    if ("ranges" in parsed) expect(formatPincodeRanges(parsed.ranges)).toBe("734001, 7341, 7, 73, 560001");
    expect(parsePincodeRanges("")).toEqual({ ranges: [] });
    expect(formatPincodeRanges([{ from: 734050, to: 734120 }])).toBe("734050-734120");
  });

  it("names the first entry it cannot read", () => {
    expect(parsePincodeRanges("734001, 73400x")).toEqual({ bad: "73400x" });
    expect(parsePincodeRanges("734999-734001")).toEqual({ bad: "734999-734001" });
    expect(parsePincodeRanges("012345")).toEqual({ bad: "012345" });
    expect(parsePincodeRanges("1234567")).toEqual({ bad: "1234567" });
  });
});
