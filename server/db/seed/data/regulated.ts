import type { LicenceKind, RegulatedKind } from "../../../../lib/regulated";

/**
 * The demo shop's regulated goods and its licences (docs/decisions/0047-regulated-sales.md):
 * each category's kind, the tea products that are otherwise, and one invented licence of each
 * kind, valid into 2027 in the states the demo shop and its tests ship to (decision 0050 refuses the others).
 */
export const categoryKind: Record<string, RegulatedKind> = {
  // Fungicides count as insecticides under the Insecticides Act, 1968.
  pesticides: "insecticide",
  fertilizers: "fertiliser",
  "tea-product": "fertiliser",
  "vegetable-seeds": "seed",
  "flower-seeds": "seed",
  "growth-promoters": "bio-stimulant",
  plants: "none",
  "garden-care": "none",
};

export const productKind: Record<string, RegulatedKind> = {
  "TEA-002": "insecticide", // triacontanol: a plant growth regulator, registered under the Insecticides Act
  "TEA-005": "insecticide", // hexaconazole: a fungicide
  "TEA-007": "none", // a potting mix for nursery sleeves
};

/** A demo product's kind: its own, else its category's. */
export function regulatedKindFor(category: string, sku: string): RegulatedKind {
  const found = productKind[sku] ?? categoryKind[category];
  if (!found) throw new Error(`No regulated kind for ${sku} in "${category}"`);
  return found;
}

export interface DemoLicence {
  kind: LicenceKind;
  number: string;
  authority: string;
  validUntil: string;
  states: string[];
}

/** In lib/india-states.ts's order, as the owner's form keeps them. */
const STATES = ["Assam", "Bihar", "Karnataka", "Kerala", "Maharashtra", "Sikkim", "West Bengal"];

/** Invented numbers and offices: no real licence is copied. */
export const demoLicences: DemoLicence[] = [
  {
    kind: "insecticides",
    number: "DEMO/INS/SLG/2024/0142",
    authority: "Deputy Director of Agriculture (Demo), Siliguri",
    validUntil: "2027-12-31",
    states: STATES,
  },
  {
    kind: "fertilisers",
    number: "DEMO/FRT/SLG/2024/0087",
    authority: "Deputy Director of Agriculture (Demo), Siliguri",
    validUntil: "2027-12-31",
    states: STATES,
  },
  {
    kind: "seeds",
    number: "DEMO/SD/SLG/2024/0031",
    authority: "Seed Licensing Officer (Demo), Darjeeling district",
    validUntil: "2027-12-31",
    states: STATES,
  },
];
