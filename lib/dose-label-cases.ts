import type { DoseRequest } from "./dose";
import { ACRE_SQ_FT, acres, bighas, HA, hectares, label } from "./dose-test-fixtures";
import type { LabelDose } from "./dose-types";

/** A label's dose, a field, and the product (and water) it needs, worked out by hand. */
export type DoseCase = [string, LabelDose, DoseRequest, { min: number; max: number; water?: number | null }];

/**
 * Doses as printed on the demo products' own labels, tea labels (per hectare) and seed rates
 * (per acre), for lib/dose.test.ts; the common approved label claims stand in the test itself.
 */
export const demoLabelCases: DoseCase[] = [
  // Demo products' labels (server/db/seed/data/products).
  [
    "neem oil 3–5 ml/L, 200 L/acre, 1 acre",
    label("water", 3, 5, "ml", { waterLitres: 200 }),
    acres(1),
    { min: 600, max: 1000, water: 200 },
  ],
  [
    "neem oil, 2 acres, 3 sprays",
    label("water", 3, 5, "ml", { waterLitres: 200, sprays: 3 }),
    acres(2),
    { min: 3600, max: 6000, water: 1200 },
  ],
  [
    "spinosad 0.3 ml/L, 200 L/acre, 2 sprays",
    label("water", 0.3, 0.3, "ml", { waterLitres: 200, sprays: 2 }),
    acres(1),
    { min: 120, max: 120, water: 400 },
  ],
  [
    "spinosad on 2 bigha in West Bengal",
    label("water", 0.3, 0.3, "ml", { waterLitres: 200 }),
    bighas(2, "West Bengal"),
    {
      min: (0.3 * 200 * 2 * 14_400) / ACRE_SQ_FT,
      max: (0.3 * 200 * 2 * 14_400) / ACRE_SQ_FT,
      water: (200 * 2 * 14_400) / ACRE_SQ_FT,
    },
  ],
  [
    "cartap granules 7.5–10 kg/acre",
    label("area", 7.5, 10, "kg"),
    acres(1),
    { min: 7500, max: 10_000, water: null },
  ],
  [
    "cartap granules on 3 bigha in Bihar",
    label("area", 7.5, 10, "kg"),
    bighas(3, "Bihar"),
    { min: (7500 * 3 * 27_220) / ACRE_SQ_FT, max: (10_000 * 3 * 27_220) / ACRE_SQ_FT },
  ],
  [
    "urea top dressing 40–50 kg/acre, 5 acres",
    label("area", 40, 50, "kg"),
    acres(5),
    { min: 200_000, max: 250_000 },
  ],
  [
    "urea top dressing, 2 top dressings",
    label("area", 40, 50, "kg", { sprays: 2 }),
    acres(1.5, 2),
    { min: 120_000, max: 150_000 },
  ],
  [
    "vermicompost 1–2 t/acre (1000–2000 kg)",
    label("area", 1000, 2000, "kg"),
    acres(0.5),
    { min: 500_000, max: 1_000_000 },
  ],
  ["bone meal 100–150 kg/acre", label("area", 100, 150, "kg"), acres(2), { min: 200_000, max: 300_000 }],
  [
    "water-soluble NPK 5 g/L, 200 L/acre",
    label("water", 5, 5, "g", { waterLitres: 200 }),
    acres(1),
    { min: 1000, max: 1000, water: 200 },
  ],
  [
    "water-soluble NPK at fruiting 5–10 g/L",
    label("water", 5, 10, "g", { waterLitres: 200 }),
    acres(0.25),
    { min: 250, max: 500, water: 50 },
  ],
  [
    "micronutrient mix 0.5–1 g/L, 150 L/acre",
    label("water", 0.5, 1, "g", { waterLitres: 150 }),
    acres(2),
    { min: 150, max: 300, water: 300 },
  ],
  [
    "micronutrient mix in soil 250–500 g/acre",
    label("area", 250, 500, "g"),
    acres(4),
    { min: 1000, max: 2000 },
  ],
  [
    "potash for drip 5 kg/acre a week, 4 weeks",
    label("area", 5, 5, "kg", { sprays: 4 }),
    acres(1, 4),
    { min: 20_000, max: 20_000 },
  ],
  ["zinc sulphate 3–6 kg/acre basal", label("area", 3, 6, "kg"), acres(3), { min: 9000, max: 18_000 }],
  [
    "seaweed extract 2–3 ml/L, 200 L/acre",
    label("water", 2, 3, "ml", { waterLitres: 200 }),
    acres(1),
    { min: 400, max: 600, water: 200 },
  ],
  ["seaweed extract through drip 1 L/acre", label("area", 1, 1, "L"), acres(2.5), { min: 2500, max: 2500 }],
  ["humic granules 4 kg/acre at planting", label("area", 4, 4, "kg"), acres(1), { min: 4000, max: 4000 }],
  [
    "gibberellic acid 1 ml/L, 150 L/acre",
    label("water", 1, 1, "ml", { waterLitres: 150 }),
    acres(1),
    { min: 150, max: 150, water: 150 },
  ],
  [
    "amino acid spray 2 ml/L every 15 days, 3 sprays",
    label("water", 2, 2, "ml", { waterLitres: 200, sprays: 3 }),
    acres(1),
    { min: 1200, max: 1200, water: 600 },
  ],
  [
    "boron 2–3 g/L at 30 and 45 days",
    label("water", 2, 3, "g", { waterLitres: 200, sprays: 2 }),
    acres(1),
    { min: 800, max: 1200, water: 400 },
  ],
  [
    "copper oxychloride 2.5–3 g/L, 200 L/acre",
    label("water", 2.5, 3, "g", { waterLitres: 200 }),
    acres(1),
    { min: 500, max: 600, water: 200 },
  ],
  [
    "mancozeb 2–2.5 g/L, 3 sprays",
    label("water", 2, 2.5, "g", { waterLitres: 200, sprays: 3 }),
    acres(1),
    { min: 1200, max: 1500, water: 600 },
  ],
  [
    "mancozeb on 4 guntha",
    label("water", 2, 2.5, "g", { waterLitres: 200 }),
    { field: { kind: "area", value: 4, unit: "guntha" } },
    { min: (2 * 200 * 4) / 40, max: (2.5 * 200 * 4) / 40, water: (200 * 4) / 40 },
  ],
  ["trichoderma in soil 1 kg/acre", label("area", 1, 1, "kg"), acres(2), { min: 2000, max: 2000 }],
  ["pheromone traps 10–15 per acre", label("area", 10, 15, "pcs"), acres(2), { min: 20, max: 30 }],
  [
    "sulphur 5 g/L",
    label("water", 5, 5, "g", { waterLitres: 200 }),
    acres(0.5),
    { min: 500, max: 500, water: 100 },
  ],
  [
    "sulphur in soil 2 kg/acre",
    label("area", 2, 2, "kg"),
    { field: { kind: "area", value: 2, unit: "kanal" } },
    { min: (2000 * 2) / 8, max: (2000 * 2) / 8 },
  ],
  // Tea labels count per hectare.
  [
    "tea NPK 400–600 kg/ha",
    label("area", 400, 600, "kg", { perArea: "hectare" }),
    hectares(1),
    { min: 400_000, max: 600_000 },
  ],
  [
    "tea NPK on 10 acres",
    label("area", 400, 600, "kg", { perArea: "hectare" }),
    acres(10),
    { min: (400_000 * 10) / HA, max: (600_000 * 10) / HA },
  ],
  [
    "tea hexaconazole 0.5 ml/L, 200 L/ha",
    label("water", 0.5, 0.5, "ml", { perArea: "hectare", waterLitres: 200 }),
    hectares(2),
    { min: 200, max: 200, water: 400 },
  ],
  [
    "tea zinc 2 kg/ha per round, 3 rounds",
    label("area", 2, 2, "kg", { perArea: "hectare", sprays: 3 }),
    hectares(5),
    { min: 30_000, max: 30_000 },
  ],
  [
    "tea fungicide 200 ml in 200 L/ha",
    label("area", 200, 200, "ml", { perArea: "hectare", waterLitres: 200 }),
    hectares(3),
    { min: 600, max: 600, water: 600 },
  ],
  // Seeds per acre.
  ["tomato seed 80–100 g/acre", label("area", 80, 100, "g"), acres(1), { min: 80, max: 100 }],
  ["okra seed 3–4 kg/acre", label("area", 3, 4, "kg"), acres(0.5), { min: 1500, max: 2000 }],
  [
    "bottle gourd seed 600–800 g/acre",
    label("area", 600, 800, "g"),
    bighas(1, "Assam"),
    { min: (600 * 14_400) / ACRE_SQ_FT, max: (800 * 14_400) / ACRE_SQ_FT },
  ],
  ["pea seed 10–12 kg/acre", label("area", 10, 12, "kg"), acres(2), { min: 20_000, max: 24_000 }],
  [
    "chilli seed 200–250 g/acre",
    label("area", 200, 250, "g"),
    bighas(5, "Uttar Pradesh"),
    { min: (200 * 5 * 27_000) / ACRE_SQ_FT, max: (250 * 5 * 27_000) / ACRE_SQ_FT },
  ],
  [
    "cabbage seed 100 g/acre",
    label("area", 100, 100, "g"),
    bighas(4, "Punjab"),
    { min: (100 * 4 * 9070) / ACRE_SQ_FT, max: (100 * 4 * 9070) / ACRE_SQ_FT },
  ],
  [
    "marigold seed 600–800 g/acre",
    label("area", 600, 800, "g"),
    bighas(2, "Rajasthan"),
    { min: (600 * 2 * 27_225) / ACRE_SQ_FT, max: (800 * 2 * 27_225) / ACRE_SQ_FT },
  ],
];
