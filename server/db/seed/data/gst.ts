import type { GstRate } from "../../../../lib/gst";

/**
 * The demo shop's HSN codes and GST rates (prices include the tax): each category's usual
 * heading, and the products that are classified otherwise. Rates as the GST schedules had them
 * for these goods (chemical and organic fertilisers 5 %, pesticides and growth regulators 18 %,
 * seeds for sowing and live plants 0 %, drip and sprinkler kits and hand tools 12 %).
 */
export interface GstClass {
  hsn: string;
  rate: GstRate;
}

export const categoryGst: Record<string, GstClass> = {
  fertilizers: { hsn: "3105", rate: 5 },
  "tea-product": { hsn: "3105", rate: 5 },
  pesticides: { hsn: "3808", rate: 18 },
  "growth-promoters": { hsn: "3808", rate: 18 },
  plants: { hsn: "0602", rate: 0 },
  "vegetable-seeds": { hsn: "1209", rate: 0 },
  "flower-seeds": { hsn: "1209", rate: 0 },
  "garden-care": { hsn: "8424", rate: 12 },
};

export const productGst: Record<string, GstClass> = {
  "FRT-001": { hsn: "3101", rate: 5 }, // vermicompost: organic manure
  "FRT-002": { hsn: "2306", rate: 5 }, // neem cake: oil cake
  "FRT-005": { hsn: "3101", rate: 5 }, // bone meal
  "FRT-007": { hsn: "3102", rate: 5 }, // calcium nitrate: nitrogenous
  "FRT-008": { hsn: "2306", rate: 5 }, // mustard cake
  "TEA-002": { hsn: "3808", rate: 18 }, // growth regulator
  "TEA-003": { hsn: "2518", rate: 5 }, // dolomite
  "TEA-004": { hsn: "2833", rate: 18 }, // zinc sulphate
  "TEA-005": { hsn: "3808", rate: 18 }, // hexaconazole: fungicide
  "TEA-006": { hsn: "3101", rate: 5 }, // organic manure
  "TEA-008": { hsn: "3104", rate: 5 }, // muriate of potash
  "GRP-006": { hsn: "3101", rate: 5 }, // mycorrhiza: bio-fertiliser
  "GRP-007": { hsn: "3105", rate: 5 }, // micronutrient mixture
  "GRP-008": { hsn: "3101", rate: 5 }, // panchagavya: organic
  "GDN-003": { hsn: "5305", rate: 5 }, // cocopeat: coir
  "GDN-004": { hsn: "8201", rate: 12 }, // hand tools
  "GDN-005": { hsn: "8201", rate: 12 }, // secateurs
  "GDN-006": { hsn: "3923", rate: 18 }, // plastic grow bags
  "GDN-007": { hsn: "5608", rate: 12 }, // shade net
  "GDN-008": { hsn: "2517", rate: 5 }, // pebbles
};

/** A demo product's class: its own, else its category's. */
export function gstFor(category: string, sku: string): GstClass {
  const found = productGst[sku] ?? categoryGst[category];
  if (!found) throw new Error(`No GST class for ${sku} in "${category}"`);
  return found;
}
