import { describe, expect, it } from "vitest";
import { NO_PROMO_LIMITS, type PromoUsage, promoLimitRefusal } from "./promo-limits";

const none: PromoUsage = { total: 0, byCustomer: 0, customerOrders: 0, customerOrdersBeforeStart: 0 };

describe("a promo code's limits", () => {
  it("allow a code without limits whatever was used", () => {
    expect(
      promoLimitRefusal(NO_PROMO_LIMITS, {
        total: 90,
        byCustomer: 9,
        customerOrders: 9,
        customerOrdersBeforeStart: 9,
      }),
    ).toBeNull();
  });

  it("say the customer's own limit before the total, with the number of uses when above one", () => {
    const limits = { ...NO_PROMO_LIMITS, usesPerCustomer: 3, totalUses: 10 };
    expect(promoLimitRefusal(limits, { ...none, total: 9, byCustomer: 2, customerOrders: 2 })).toBeNull();
    expect(promoLimitRefusal(limits, { ...none, total: 10, byCustomer: 3, customerOrders: 3 })).toBe(
      "You have already used this promo code 3 times, the most it allows. Please place your order without it, or try another code.",
    );
    expect(promoLimitRefusal(limits, { ...none, total: 10 })).toBe(
      "This promo code has been used as many times as it can be. Please place your order without it, or try another code.",
    );
  });

  it("tell a first order from a new customer: an order since the start is fine for the one, not the other", () => {
    const usage = { ...none, customerOrders: 1 };
    expect(promoLimitRefusal({ ...NO_PROMO_LIMITS, customers: "new" }, usage)).toBeNull();
    expect(promoLimitRefusal({ ...NO_PROMO_LIMITS, firstOrderOnly: true }, usage)).toMatch(
      /first order only/,
    );
    expect(
      promoLimitRefusal({ ...NO_PROMO_LIMITS, customers: "new" }, { ...usage, customerOrdersBeforeStart: 1 }),
    ).toMatch(/new customers only/);
  });
});
