import { describe, expect, it } from "vitest";
import { type DosePack, type DoseRequest, planDose } from "./dose";
import { acres, bighas, hectares, label, plants } from "./dose-test-fixtures";
import type { LabelDose } from "./dose-types";

const neem = label("water", 3, 5, "ml", { waterLitres: 200, sprays: 3 });
const bottles: DosePack[] = [
  { id: 11, qty: 1, unit: "L", finalPaise: 90_000, stock: "in_stock" },
  { id: 12, qty: 500, unit: "ml", finalPaise: 47_000, stock: "in_stock" },
  { id: 13, qty: 100, unit: "ml", finalPaise: 10_000, stock: "in_stock" },
];

describe("the packs to buy", () => {
  it("buys the highest rate's need in the cheapest packs: 2.6 L as 1 L × 2, 500 ml and 100 ml", () => {
    // 5 ml/L × 200 L × 1.3 acres × 2 sprays = 2,600 ml.
    const answer = planDose(neem, bottles, acres(1.3, 2));
    expect(answer.ok && answer.plan.cover).toEqual({
      lines: [
        { id: 11, count: 2 },
        { id: 12, count: 1 },
        { id: 13, count: 1 },
      ],
      totalPaise: 237_000,
      holds: 2600,
    });
  });

  it("leaves sold-out packs out", () => {
    const answer = planDose(
      neem,
      [bottles[0], { ...bottles[1], stock: "out_of_stock" }, bottles[2]],
      acres(1.3, 2),
    );
    expect(answer.ok && answer.plan.cover.lines).toEqual([
      { id: 11, count: 2 },
      { id: 13, count: 6 },
    ]);
  });

  it("mixes kilograms and grams", () => {
    const bags: DosePack[] = [
      { id: 1, qty: 25, unit: "kg", finalPaise: 120_000, stock: "in_stock" },
      { id: 2, qty: 5, unit: "kg", finalPaise: 30_000, stock: "in_stock" },
      { id: 3, qty: 500, unit: "g", finalPaise: 4_000, stock: "in_stock" },
    ];
    // Cartap 10 kg/acre on 3.1 acres: 31 kg = 25 kg + 5 kg + 2 × 500 g (₹1,200 + ₹300 + ₹80).
    const answer = planDose(label("area", 7.5, 10, "kg"), bags, acres(3.1));
    expect(answer.ok && answer.plan.cover).toEqual({
      lines: [
        { id: 1, count: 1 },
        { id: 2, count: 1 },
        { id: 3, count: 2 },
      ],
      totalPaise: 158_000,
      holds: 31_000,
    });
  });

  it("never buys less because of float dust (0.3 ml/L × 200 L × 3 = 180 ml exactly)", () => {
    const small: DosePack[] = [{ id: 1, qty: 60, unit: "ml", finalPaise: 50_000, stock: "in_stock" }];
    const answer = planDose(label("water", 0.3, 0.3, "ml", { waterLitres: 200, sprays: 3 }), small, acres(1));
    expect(answer.ok && answer.plan.cover.lines).toEqual([{ id: 1, count: 3 }]);
  });
});

describe("questions the calculator will not answer, each with its reason", () => {
  const problems: [string, LabelDose | null, DosePack[], DoseRequest, string][] = [
    ["an area of 0", neem, bottles, acres(0), "area-zero"],
    ["a negative area", neem, bottles, acres(-2), "area-zero"],
    ["an area that is not a number", neem, bottles, acres(Number.NaN), "area-not-number"],
    ["over 10,000 acres", neem, bottles, acres(10_001), "area-too-large"],
    ["over 10,000 acres counted in hectares", neem, bottles, hectares(4100), "area-too-large"],
    [
      "a bigha without its state",
      neem,
      bottles,
      { field: { kind: "area", value: 2, unit: "bigha" } },
      "bigha-state",
    ],
    ["a bigha of a state that has none", neem, bottles, bighas(2, "Kerala"), "bigha-state"],
    ["plants for a dose per acre", neem, bottles, plants(30), "needs-area"],
    ["an area for a dose per plant", label("plant", 5, 10, "ml"), bottles, acres(1), "needs-plants"],
    ["half a plant", label("plant", 5, 10, "ml"), bottles, plants(2.5), "plants-not-number"],
    ["no plants", label("plant", 5, 10, "ml"), bottles, plants(0), "plants-not-number"],
    ["too many plants", label("plant", 5, 10, "ml"), bottles, plants(2_000_000), "plants-too-many"],
    ["more sprays than the label allows", neem, bottles, acres(1, 4), "sprays-over-label"],
    ["no sprays", neem, bottles, acres(1, 0), "sprays-not-number"],
    ["a product without a dose for the crop", null, bottles, acres(1), "no-dose"],
    [
      "packs in grams for a dose in ml",
      neem,
      [{ id: 1, qty: 1, unit: "kg", finalPaise: 100, stock: "in_stock" }],
      acres(1),
      "no-packs",
    ],
    [
      "every pack sold out",
      neem,
      bottles.map((b) => ({ ...b, stock: "out_of_stock" as const })),
      acres(1),
      "sold-out",
    ],
  ];
  it.each(problems)("%s", (_name, dose, packs, ask, problem) => {
    expect(planDose(dose, packs, ask)).toEqual({ ok: false, problem });
  });
});
