/**
 * A promo code's limits and the rule that checks them against what has been used
 * (docs/decisions/0031-cod-caps-and-promo-limits.md). The server counts the uses; the
 * sentences are shown at the checkout as the server words them (Hindi: lib/i18n/hi-sentences.ts).
 */

/** Who a code is for: everyone, or new customers (no order placed before the code started). */
export const PROMO_AUDIENCES = ["all", "new"] as const;
export type PromoAudience = (typeof PROMO_AUDIENCES)[number];

export interface PromoLimits {
  /** Uses one customer may make; null: any number. */
  usesPerCustomer: number | null;
  /** Uses by every customer together; null: any number. */
  totalUses: number | null;
  /** Only on the customer's first order. */
  firstOrderOnly: boolean;
  customers: PromoAudience;
}

export const NO_PROMO_LIMITS: PromoLimits = {
  usesPerCustomer: null,
  totalUses: null,
  firstOrderOnly: false,
  customers: "all",
};

/** Whether any limit is set (a code without limits costs the checkout no counting). */
export const hasPromoLimits = (l: PromoLimits) =>
  l.usesPerCustomer !== null || l.totalUses !== null || l.firstOrderOnly || l.customers !== "all";

/** Whether the limits depend on who the customer is (their own orders). */
export const limitsOnCustomer = (l: PromoLimits) =>
  l.usesPerCustomer !== null || l.firstOrderOnly || l.customers !== "all";

/**
 * What has been used, counting only orders that count as a use: placed and not cancelled,
 * expired, returned or refunded (lib/order-statuses.ts, PROMO_USE_STATUSES).
 */
export interface PromoUsage {
  /** Orders with the code, every customer's. */
  total: number;
  /** The customer's orders with the code. */
  byCustomer: number;
  /** The customer's orders, with any code or none. */
  customerOrders: number;
  /** The customer's orders placed before the code started. */
  customerOrdersBeforeStart: number;
}

const OTHERWISE = "Please place your order without it, or try another code.";

export const promoLimitMessages = {
  allUsed: `This promo code has been used as many times as it can be. ${OTHERWISE}`,
  usedOnce: `You have already used this promo code. ${OTHERWISE}`,
  usedTimes: (n: number) =>
    `You have already used this promo code ${n} times, the most it allows. ${OTHERWISE}`,
  firstOrder: `This promo code is for a first order only. ${OTHERWISE}`,
  newCustomers: `This promo code is for new customers only. ${OTHERWISE}`,
} as const;

/** The sentence refusing the code, or null when its limits allow one more use. */
export function promoLimitRefusal(limits: PromoLimits, usage: PromoUsage): string | null {
  if (limits.customers === "new" && usage.customerOrdersBeforeStart > 0)
    return promoLimitMessages.newCustomers;
  if (limits.firstOrderOnly && usage.customerOrders > 0) return promoLimitMessages.firstOrder;
  if (limits.usesPerCustomer !== null && usage.byCustomer >= limits.usesPerCustomer) {
    return limits.usesPerCustomer === 1
      ? promoLimitMessages.usedOnce
      : promoLimitMessages.usedTimes(limits.usesPerCustomer);
  }
  if (limits.totalUses !== null && usage.total >= limits.totalUses) return promoLimitMessages.allUsed;
  return null;
}
