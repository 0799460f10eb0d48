import { describe, expect, it } from "vitest";
import { type DoseRequest, planDose } from "./dose";
import { ACRE_SQ_FT, acres, anyPacks, bighas, HA, hectares, label, plants } from "./dose-test-fixtures";
import type { LabelDose } from "./dose-types";

/**
 * Doses as printed on labels (the demo products' own label text, and common approved label claims
 * for the same active ingredients), each with a field and the product (and water) it needs,
 * worked out by hand.
 */
const cases: [string, LabelDose, DoseRequest, { min: number; max: number; water?: number | null }][] = [
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
  // Common approved label claims, per acre.
  [
    "chlorantraniliprole 18.5 SC paddy stem borer 60 ml/acre",
    label("area", 60, 60, "ml", { waterLitres: 200 }),
    acres(3),
    { min: 180, max: 180, water: 600 },
  ],
  [
    "chlorantraniliprole on 150 ml/ha in hectares",
    label("area", 150, 150, "ml", { perArea: "hectare", waterLitres: 500 }),
    hectares(2),
    { min: 300, max: 300, water: 1000 },
  ],
  [
    "imidacloprid 17.8 SL paddy hoppers 100–125 ml/ha",
    label("area", 100, 125, "ml", { perArea: "hectare", waterLitres: 500 }),
    hectares(4),
    { min: 400, max: 500, water: 2000 },
  ],
  [
    "fipronil 5 SC paddy 400–600 ml/acre, 2 sprays",
    label("area", 400, 600, "ml", { waterLitres: 200, sprays: 2 }),
    acres(1),
    { min: 800, max: 1200, water: 400 },
  ],
  [
    "emamectin benzoate 5 SG okra 54–60 g/acre",
    label("area", 54, 60, "g", { waterLitres: 200 }),
    acres(2),
    { min: 108, max: 120, water: 400 },
  ],
  [
    "thiamethoxam 25 WG paddy 40 g/acre",
    label("area", 40, 40, "g", { waterLitres: 200 }),
    bighas(3, "Madhya Pradesh"),
    {
      min: (40 * 3 * 12_000) / ACRE_SQ_FT,
      max: (40 * 3 * 12_000) / ACRE_SQ_FT,
      water: (200 * 3 * 12_000) / ACRE_SQ_FT,
    },
  ],
  [
    "sulfosulfuron 75 WG wheat weeds 13.5 g/acre",
    label("area", 13.5, 13.5, "g", { waterLitres: 200 }),
    acres(5),
    { min: 67.5, max: 67.5, water: 1000 },
  ],
  [
    "2,4-D amine wheat weeds 400–500 ml/acre",
    label("area", 400, 500, "ml", { waterLitres: 200 }),
    bighas(6, "Haryana"),
    {
      min: (400 * 6 * 27_225) / ACRE_SQ_FT,
      max: (500 * 6 * 27_225) / ACRE_SQ_FT,
      water: (200 * 6 * 27_225) / ACRE_SQ_FT,
    },
  ],
  [
    "pretilachlor 50 EC paddy weeds 500 ml/acre",
    label("area", 500, 500, "ml"),
    acres(2.5),
    { min: 1250, max: 1250 },
  ],
  [
    "metribuzin 70 WP potato weeds 100–200 g/acre",
    label("area", 100, 200, "g", { waterLitres: 200 }),
    acres(1),
    { min: 100, max: 200, water: 200 },
  ],
  [
    "mancozeb potato late blight 600–800 g/acre, 3 sprays",
    label("area", 600, 800, "g", { waterLitres: 300, sprays: 3 }),
    acres(2),
    { min: 3600, max: 4800, water: 1800 },
  ],
  [
    "carbendazim 1 g/L, 200 L/acre",
    label("water", 1, 1, "g", { waterLitres: 200 }),
    acres(1),
    { min: 200, max: 200, water: 200 },
  ],
  [
    "mango hopper imidacloprid 0.3 ml/L",
    label("water", 0.3, 0.3, "ml", { waterLitres: 200 }),
    acres(2),
    { min: 120, max: 120, water: 400 },
  ],
  // Per plant: pits, pots and trees.
  [
    "mango paclobutrazol 5–10 ml per tree",
    label("plant", 5, 10, "ml"),
    plants(40),
    { min: 200, max: 400, water: null },
  ],
  [
    "compost 200 g per planting pit",
    label("plant", 200, 200, "g"),
    plants(120),
    { min: 24_000, max: 24_000 },
  ],
  [
    "pot feed 25–50 g per pot, 3 rounds",
    label("plant", 25, 50, "g", { sprays: 3 }),
    plants(10),
    { min: 750, max: 1500 },
  ],
  ["tea clone nursery 5 g per sleeve", label("plant", 5, 5, "g"), plants(1000), { min: 5000, max: 5000 }],
  ["okra seed 2 per pit", label("plant", 2, 2, "seeds"), plants(5000), { min: 10_000, max: 10_000 }],
  [
    "fewer sprays than the label allows",
    label("water", 3, 5, "ml", { waterLitres: 200, sprays: 3 }),
    acres(1, 1),
    { min: 600, max: 1000, water: 200 },
  ],
];

describe("the product and water a field needs, from the label", () => {
  it.each(cases)("%s", (_name, dose, ask, want) => {
    const answer = planDose(dose, anyPacks, ask);
    if (!answer.ok) throw new Error(`no answer: ${answer.problem}`);
    expect(answer.plan.needMin).toBeCloseTo(want.min, 3);
    expect(answer.plan.needMax).toBeCloseTo(want.max, 3);
    if (want.water === null) expect(answer.plan.waterLitres).toBeNull();
    else if (want.water !== undefined) expect(answer.plan.waterLitres).toBeCloseTo(want.water, 3);
    expect(answer.plan.cover.holds).toBeGreaterThanOrEqual(answer.plan.needMax);
  });

  it("covers at least 50 labels", () => expect(cases.length).toBeGreaterThanOrEqual(50));
});
