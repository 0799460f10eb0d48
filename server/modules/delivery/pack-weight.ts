/**
 * A pack's shipping weight when nobody has weighed it: what it holds plus its packaging (a
 * sack, a bottle, a pot). Migration 0008 fills existing packs with the same rule in SQL, and a
 * pack created without a weight gets it; staff can correct any pack.
 */
export function estimatedShippingGrams(qty: number, unit: string): number {
  switch (unit) {
    case "kg":
      return Math.ceil(qty * 1030); // the sack or bag: ~3 %
    case "g":
      return Math.ceil(qty * 1.1) + 20;
    case "L":
      return Math.ceil(qty * 1100) + 50; // a bottle or can
    case "ml":
      return Math.ceil(qty * 1.1) + 30;
    case "seeds":
      return 20; // a packet
    case "plants":
      return Math.ceil(qty * 1200); // in a pot of moist potting mix
    default:
      return Math.ceil(qty * 500); // pieces: staff should weigh them
  }
}
