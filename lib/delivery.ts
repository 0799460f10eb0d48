import { formatRupees, type Paise } from "./money";

/**
 * The delivery charge, the pincodes served and cash on delivery: the owner's rules (saved in
 * the back office's settings) and the one arithmetic over them. The server prices every cart,
 * quote, payment and order with these functions and never takes an amount from the browser
 * (docs/decisions/0025-delivery-rules-and-cash-on-delivery.md).
 */

/** Pincodes from..to inclusive, as six-digit numbers (a prefix "734" is 734000..734999). */
export interface PincodeRange {
  from: number;
  to: number;
}

export interface DeliveryRules {
  /** Charged on every order below `freeAbovePaise`. */
  flatChargePaise: Paise;
  /** Orders worth this much or more (goods after discounts) pay no flat charge; 0: never free. */
  freeAbovePaise: Paise;
  /** Per kilogram (or part of one) above `includedGrams`, on every order, free or not. */
  perKgPaise: Paise;
  includedGrams: number;
  /** The pincodes delivered to; null: all of India. */
  served: PincodeRange[] | null;
  /** Estimated days to deliver by pincode prefix; the longest matching prefix wins. */
  regions: { prefix: string; days: number }[];
  /** Days for a pincode no region names. */
  defaultDays: number;
}

export interface CodRules {
  enabled: boolean;
  /** The most an order (goods and delivery) may come to and still be paid in cash; 0: no limit. */
  maxOrderPaise: Paise;
  /** Added to a cash-on-delivery order as its own line. */
  feePaise: Paise;
  /** Where cash on delivery is offered; null: wherever the shop delivers. */
  pincodes: PincodeRange[] | null;
  /**
   * Pincodes the owner turned cash on delivery off for from the dashboard (too many parcels
   * refused there; kept in their own table, docs/decisions/0037-cod-confirmation.md).
   */
  offPincodes?: readonly string[];
}

/** A shop that has saved no rules: no charge, every pincode, cash on delivery off. */
export const NO_DELIVERY_RULES: DeliveryRules = {
  flatChargePaise: 0,
  freeAbovePaise: 0,
  perKgPaise: 0,
  includedGrams: 0,
  served: null,
  regions: [],
  defaultDays: 7,
};
export const NO_COD: CodRules = { enabled: false, maxOrderPaise: 0, feePaise: 0, pincodes: null };

const inRanges = (ranges: PincodeRange[] | null, pincode: string) => {
  if (ranges === null) return true;
  const n = Number(pincode);
  return ranges.some((r) => n >= r.from && n <= r.to);
};

export const isServed = (rules: DeliveryRules, pincode: string) => inRanges(rules.served, pincode);

export function deliveryDays(rules: DeliveryRules, pincode: string): number {
  let best: { prefix: string; days: number } | undefined;
  for (const r of rules.regions) {
    if (pincode.startsWith(r.prefix) && r.prefix.length > (best?.prefix.length ?? 0)) best = r;
  }
  return best?.days ?? rules.defaultDays;
}

export interface DeliveryCharge {
  /** The flat charge, 0 when the order reaches the free-delivery value. */
  flatPaise: Paise;
  /** The weight charge: per started kilogram above the included weight. */
  weightPaise: Paise;
  totalPaise: Paise;
}

/** What delivering goods worth `goodsPaise` (after discounts) weighing `weightGrams` costs. */
export function deliveryCharge(
  rules: DeliveryRules,
  parcel: { goodsPaise: Paise; weightGrams: number },
): DeliveryCharge {
  const free = rules.freeAbovePaise > 0 && parcel.goodsPaise >= rules.freeAbovePaise;
  const flatPaise = free ? 0 : rules.flatChargePaise;
  const extraGrams = Math.max(0, parcel.weightGrams - rules.includedGrams);
  const weightPaise = rules.perKgPaise > 0 ? Math.ceil(extraGrams / 1000) * rules.perKgPaise : 0;
  return { flatPaise, weightPaise, totalPaise: flatPaise + weightPaise };
}

/**
 * How near the free-delivery value a cart counts as close: within a quarter of it (₹999 free
 * from: a cart of ₹750 or more hears how much more). Further away the nudge would only nag
 * (docs/storefront.md, "Cart").
 */
export const NEAR_FREE_DELIVERY_SHARE = 4;

/** What the cart says when more goods would drop the flat charge, or null when it says nothing. */
export type FreeDeliveryNudge = {
  /** Goods still to add (after discounts) to reach the free-delivery value. */
  shortPaise: Paise;
  /** The weight charge, which stays even then: the nudge must not promise "free" over it. */
  weightPaise: Paise;
} | null;

export function freeDeliveryNudge(
  rules: DeliveryRules,
  parcel: { goodsPaise: Paise; weightGrams: number },
): FreeDeliveryNudge {
  const charge = deliveryCharge(rules, parcel);
  if (rules.freeAbovePaise <= 0 || charge.flatPaise <= 0) return null;
  const shortPaise = rules.freeAbovePaise - parcel.goodsPaise;
  if (shortPaise <= 0 || shortPaise * NEAR_FREE_DELIVERY_SHARE > rules.freeAbovePaise) return null;
  return { shortPaise, weightPaise: charge.weightPaise };
}

export type DeliveryQuote =
  | { served: false }
  | { served: true; chargePaise: Paise; charge: DeliveryCharge; days: number };

export function quoteDelivery(
  rules: DeliveryRules,
  parcel: { goodsPaise: Paise; weightGrams: number; pincode: string },
): DeliveryQuote {
  if (!isServed(rules, parcel.pincode)) return { served: false };
  const charge = deliveryCharge(rules, parcel);
  return { served: true, chargePaise: charge.totalPaise, charge, days: deliveryDays(rules, parcel.pincode) };
}

export type CodVerdict =
  | { ok: true; feePaise: Paise }
  | { ok: false; reason: "off" | "pincode" | "over-max"; message: string };

/** Whether an order of `orderPaise` (goods and delivery, before the fee) to `pincode` may be paid in cash. */
export function codVerdict(rules: CodRules, order: { orderPaise: Paise; pincode: string }): CodVerdict {
  if (!rules.enabled) return { ok: false, reason: "off", message: deliveryText.codOff };
  if (!inRanges(rules.pincodes, order.pincode) || rules.offPincodes?.includes(order.pincode)) {
    return { ok: false, reason: "pincode", message: deliveryText.codNotHere(order.pincode) };
  }
  if (rules.maxOrderPaise > 0 && order.orderPaise > rules.maxOrderPaise) {
    return { ok: false, reason: "over-max", message: deliveryText.codOverMax(rules.maxOrderPaise) };
  }
  return { ok: true, feePaise: rules.feePaise };
}

/** What an order comes to, or why it cannot be placed as asked. */
export type OrderCharges =
  | {
      ok: true;
      deliveryPaise: Paise;
      codFeePaise: Paise;
      /** Goods (after every discount), delivery and the COD fee: the amount charged. */
      totalPaise: Paise;
      days: number;
      /** Whether this order could be paid in cash, and why not (shown beside the choice). */
      cod: CodVerdict;
    }
  | { ok: false; reason: "not-served" | "cod"; message: string; cod: CodVerdict | null };

/**
 * The one pricing of an order's charges, used for the checkout's figures, the payment request
 * and the order stored: the delivery charge on the goods' value after discounts and their
 * weight, then, paying in cash, the COD rules on goods and delivery and the COD fee on top.
 */
export function orderCharges(
  rules: { delivery: DeliveryRules; cod: CodRules },
  order: { goodsPaise: Paise; weightGrams: number; pincode: string; method: "ONLINE" | "COD" },
): OrderCharges {
  const quote = quoteDelivery(rules.delivery, order);
  if (!quote.served) {
    return { ok: false, reason: "not-served", message: deliveryText.notServed(order.pincode), cod: null };
  }
  const beforeFee = order.goodsPaise + quote.chargePaise;
  const cod = codVerdict(rules.cod, { orderPaise: beforeFee, pincode: order.pincode });
  if (order.method === "COD" && !cod.ok) return { ok: false, reason: "cod", message: cod.message, cod };
  const codFeePaise = order.method === "COD" && cod.ok ? cod.feePaise : 0;
  return {
    ok: true,
    deliveryPaise: quote.chargePaise,
    codFeePaise,
    totalPaise: beforeFee + codFeePaise,
    days: quote.days,
    cod,
  };
}

/** India's date `days` days after `now`, as YYYY-MM-DD. */
export function deliveryDate(days: number, now = new Date()): string {
  const india = new Date(now.getTime() + 330 * 60_000 + days * 86_400_000);
  return india.toISOString().slice(0, 10);
}

/** The server's sentences about delivery and cash on delivery (the API's messages). */
export const deliveryText = {
  notServed: (pincode: string) => `We do not deliver to ${pincode} yet.`,
  codOff: "Cash on delivery is not available at the moment. Please pay online.",
  codNotHere: (pincode: string) => `Cash on delivery is not available for ${pincode}. Please pay online.`,
  codOverMax: (max: Paise) =>
    `Cash on delivery is available for orders up to ${formatRupees(max)}. Please pay online.`,
} as const;

/**
 * Pincode ranges as the owner types them: six digits ("734001"), a range ("734001-734999") or a
 * prefix of 1–5 digits ("734": every pincode starting so), separated by commas, spaces or lines.
 * Gives the ranges, or the first entry it cannot read.
 */
export function parsePincodeRanges(text: string): { ranges: PincodeRange[] } | { bad: string } {
  const ranges: PincodeRange[] = [];
  for (const entry of text.split(/[\s,;]+/).filter(Boolean)) {
    const range = /^(\d{6})-(\d{6})$/.exec(entry);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (from > to || from < 100000) return { bad: entry };
      ranges.push({ from, to });
    } else if (/^\d{6}$/.test(entry) && entry[0] !== "0") {
      ranges.push({ from: Number(entry), to: Number(entry) });
    } else if (/^[1-9]\d{0,4}$/.test(entry)) {
      const pad = 6 - entry.length;
      ranges.push({ from: Number(entry) * 10 ** pad, to: (Number(entry) + 1) * 10 ** pad - 1 });
    } else return { bad: entry };
  }
  return { ranges };
}

/** The ranges written back as the owner would type them (a whole prefix as the prefix). */
export function formatPincodeRanges(ranges: PincodeRange[]): string {
  return ranges
    .map(({ from, to }) => {
      if (from === to) return String(from);
      for (let pad = 5; pad >= 1; pad--) {
        const size = 10 ** pad;
        if (from % size === 0 && to === from + size - 1) return String(from / size);
      }
      return `${from}-${to}`;
    })
    .join(", ");
}
