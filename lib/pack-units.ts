/**
 * The units a pack size is sold in (the database checks the same list). Apart from
 * lib/catalog-types.ts on purpose: the back office's bundles import this list, and a module
 * both they and the storefront import at run time becomes a chunk of its own, one more file
 * on every storefront page (docs/decisions/0011-back-office-staff.md, "Bundles").
 */
export const PACK_UNITS = ["g", "kg", "ml", "L", "seeds", "plants", "pcs"] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

/** "500 g": a pack size as the back office writes it (the storefront's packLabel, kept apart as above). */
export const packName = (p: { qty: number; unit: string }) => `${p.qty} ${p.unit}`;
