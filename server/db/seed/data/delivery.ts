import type { CodRules, DeliveryRules } from "../../../../lib/delivery";

/**
 * The demo shop's delivery and cash-on-delivery rules (an owner changes them in the back
 * office): ₹60 a parcel, free from ₹999, ₹15 a kg above the first 5 kg (a 25 kg sack pays its
 * way), all of India served, quickest near the shop in Siliguri; cash on delivery up to
 * ₹5,000 with a ₹30 fee.
 */
export const demoDelivery: DeliveryRules = {
  flatChargePaise: 6000,
  freeAbovePaise: 99_900,
  perKgPaise: 1500,
  includedGrams: 5000,
  served: null,
  regions: [
    { prefix: "734", days: 2 },
    { prefix: "73", days: 3 },
    { prefix: "70", days: 3 },
    { prefix: "7", days: 4 },
    { prefix: "8", days: 5 },
  ],
  defaultDays: 6,
};

export const demoCod: CodRules = { enabled: true, maxOrderPaise: 500_000, feePaise: 3000, pincodes: null };
