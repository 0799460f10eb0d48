import type { ProductDef } from "../types";

/**
 * Products for field crops added after the first catalogue: placed last in the data's order so
 * the earlier products keep their ids. Each names its category.
 */
export const fieldCrops: (ProductDef & { category: string })[] = [
  {
    category: "fertilizers",
    sku: "FRT-010",
    name: "Kisan Neem Coated Urea 46% N",
    short: "Neem-coated urea: nitrogen released slowly and less of it lost to air and water.",
    what: "Granular urea with 46% nitrogen, coated with neem oil so that it dissolves slowly and feeds the crop for longer.",
    use: [
      "Top dressing of paddy and wheat",
      "Maize, sugarcane and vegetables",
      "Tea, as the garden schedule says",
    ],
    dose: "As the soil test says, usually 40–50 kg per acre per top dressing; do not broadcast into standing water.",
    packs: "5 kg 60 5 80, 45 kg 267 0 40",
  },
  {
    category: "pesticides",
    sku: "PST-009",
    name: "Borerstop Cartap 4G for Paddy Stem Borer",
    short: "Granules against stem borer and leaf folder in paddy.",
    what: "Cartap hydrochloride 4% granules broadcast into the field water; the paddy plant takes them up against stem borer and leaf folder.",
    use: ["Paddy stem borer (dead heart, white ear)", "Paddy leaf folder", "Sugarcane early shoot borer"],
    dose: "7.5–10 kg per acre, broadcast into 3–5 cm of standing water 30–45 days after transplanting.",
    packs: "1 kg 110 10 60, 5 kg 480 40 30",
  },
];
