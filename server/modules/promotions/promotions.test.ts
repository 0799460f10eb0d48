import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/database";
import { presentPromoDetails, wirePromoDetails } from "./promotions.present";
import { createPromotionsService, type PromotionsService } from "./promotions.service";

let database: TestDatabase;
let promotions: PromotionsService;
beforeAll(async () => {
  database = await createTestDatabase();
  // Terms and dates only here; the limits, counted from real orders, are tests/promo-limits-api.test.ts's.
  const nothingUsed = async () => ({
    total: 0,
    byCustomer: 0,
    customerOrders: 0,
    customerOrdersBeforeStart: 0,
  });
  promotions = createPromotionsService(database.db, { usage: nothingUsed });
});
afterAll(() => database?.close());

const now = new Date("2026-11-22T10:00:00+05:30");

describe("promo codes", () => {
  it("reads a code in any case as domain values: its type, money in paise, dates", async () => {
    const flat = await promotions.find(" welcome75 ");
    expect(flat).toEqual({
      code: "WELCOME75",
      description: "New here? Flat ₹75 off on orders of ₹499 or more with code WELCOME75",
      descriptionHi: "नए हैं? ₹499 या उससे ज़्यादा के ऑर्डर पर कोड WELCOME75 से सीधे ₹75 की छूट",
      promoType: "flat",
      paused: false,
      promoValue: 7500,
      minCartValue: 49900,
      maxAmount: 7500,
      startsAt: new Date("2025-01-01T00:00:00+05:30"),
      endsAt: new Date("2030-12-31T23:59:59+05:30"),
      limits: { usesPerCustomer: 1, totalUses: null, firstOrderOnly: true, customers: "all" },
    });
    expect(await promotions.find("NOPE")).toBeUndefined();
  });

  it("lists only the codes valid at that moment", async () => {
    const codes = (await promotions.activeNow(now)).map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(["WELCOME75", "KRISHI10", "FLAT50", "BULK500"]));
    expect(codes).not.toContain("MONSOON20");
  });

  it("applies the rule with the customer's messages", async () => {
    const krishi = await promotions.find("KRISHI10");
    expect(promotions.evaluate(krishi, 22000, now)).toEqual({
      ok: true,
      discount: 2200,
      message: "₹22.00 Discount Applied",
    });
    expect(promotions.evaluate(await promotions.find("FLAT50"), 22000, now)).toMatchObject({
      message: "Flat ₹50.00 Discount Applied",
    });
    expect(promotions.evaluate(await promotions.find("BULK500"), 22000, now)).toEqual({
      ok: false,
      message: "Minimum cart value should be ₹5,000.00",
    });
    expect(promotions.evaluate(await promotions.find("MONSOON20"), 22000, now)).toEqual({
      ok: false,
      message: "Promo code is not valid at this time.",
    });
    expect(promotions.evaluate(undefined, 22000, now)).toEqual({
      ok: false,
      message: "Promo code is not valid.",
    });
  });

  it("sends a flat amount as a rupee string and a percent as a whole number", async () => {
    const flat = presentPromoDetails((await promotions.find("WELCOME75"))!);
    expect(flat).toEqual({
      promo_code: "WELCOME75",
      description: "New here? Flat ₹75 off on orders of ₹499 or more with code WELCOME75",
      start_date: "2024-12-31T18:30:00.000Z",
      end_date: "2030-12-31T18:29:59.000Z",
      min_cart_value: "499.00",
      promo_type: "flat",
      promo_value: "75.00",
      max_amount: "75.00",
    });
    expect(wirePromoDetails.safeParse(flat).success).toBe(true);
    expect(presentPromoDetails((await promotions.find("GREEN15"))!).promo_value).toBe("15");
  });
});
