import { describe, expect, it } from "vitest";
import { planDose } from "./dose";
import { type DoseCase, demoLabelCases } from "./dose-label-cases";
import { ACRE_SQ_FT, acres, anyPacks, bighas, hectares, label, plants } from "./dose-test-fixtures";

/**
 * Doses as printed on labels (the demo products' own label text, and common approved label claims
 * for the same active ingredients), each with a field and the product (and water) it needs,
 * worked out by hand.
 */
const cases: DoseCase[] = [
  ...demoLabelCases,
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
