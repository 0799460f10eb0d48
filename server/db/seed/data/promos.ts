import type { SeedPromo } from "./types";

/**
 * Promo codes of the demo shop (docs/demo-shop.md): a capped percent code, a flat code, a code
 * with a minimum cart value, a long-running welcome code (once, on a first order) and one that
 * has ended.
 */
export const promos: SeedPromo[] = [
  {
    code: "WELCOME75",
    description: "New here? Flat ₹75 off on orders of ₹499 or more with code WELCOME75",
    descriptionHi: "नए हैं? ₹499 या उससे ज़्यादा के ऑर्डर पर कोड WELCOME75 से सीधे ₹75 की छूट",
    type: "flat",
    value: 7500,
    minCartValuePaise: 49900,
    maxAmountPaise: 7500,
    startsAt: "2025-01-01T00:00:00+05:30",
    endsAt: "2030-12-31T23:59:59+05:30",
    usesPerCustomer: 1,
    firstOrderOnly: true,
  },
  {
    code: "KRISHI10",
    description: "Get 10% off up to ₹200 with code KRISHI10",
    descriptionHi: "कोड KRISHI10 से ₹200 तक 10% की छूट",
    type: "percent",
    value: 10,
    minCartValuePaise: 0,
    maxAmountPaise: 20000,
    startsAt: "2026-01-01T00:00:00+05:30",
    endsAt: "2027-12-31T23:59:59+05:30",
  },
  {
    code: "FLAT50",
    description: "Flat ₹50 off on any order with code FLAT50",
    descriptionHi: "कोड FLAT50 से किसी भी ऑर्डर पर सीधे ₹50 की छूट",
    type: "flat",
    value: 5000,
    minCartValuePaise: 0,
    maxAmountPaise: 5000,
    startsAt: "2026-01-01T00:00:00+05:30",
    endsAt: "2027-12-31T23:59:59+05:30",
  },
  {
    code: "BULK500",
    description: "Flat ₹500 off on orders of ₹5,000 or more with code BULK500",
    descriptionHi: "₹5,000 या उससे ज़्यादा के ऑर्डर पर कोड BULK500 से सीधे ₹500 की छूट",
    type: "flat",
    value: 50000,
    minCartValuePaise: 500000,
    maxAmountPaise: 50000,
    startsAt: "2026-01-01T00:00:00+05:30",
    endsAt: "2027-12-31T23:59:59+05:30",
  },
  {
    code: "GREEN15",
    description: "15% off up to ₹300 on orders above ₹999 with code GREEN15",
    descriptionHi: "₹999 से ऊपर के ऑर्डर पर कोड GREEN15 से ₹300 तक 15% की छूट",
    type: "percent",
    value: 15,
    minCartValuePaise: 99900,
    maxAmountPaise: 30000,
    startsAt: "2026-06-01T00:00:00+05:30",
    endsAt: "2027-06-30T23:59:59+05:30",
  },
  {
    code: "MONSOON20",
    description: "Monsoon sale: 20% off up to ₹250 with code MONSOON20 (ended 31 Jan 2026)",
    descriptionHi: "मानसून सेल: कोड MONSOON20 से ₹250 तक 20% की छूट (31 जनवरी 2026 को खत्म)",
    type: "percent",
    value: 20,
    minCartValuePaise: 0,
    maxAmountPaise: 25000,
    startsAt: "2025-06-01T00:00:00+05:30",
    endsAt: "2026-01-31T23:59:59+05:30",
  },
];
