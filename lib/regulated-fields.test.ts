import { describe, expect, it } from "vitest";
import {
  cannotGoOnSale,
  ingredientKey,
  keepRelevant,
  type ListedIngredient,
  listedIn,
  missingFields,
  NO_REGULATED_FIELDS,
  notificationOf,
  registrationFor,
  registrationLine,
  saleProblems,
} from "./regulated-fields";

const list: ListedIngredient[] = [
  { name: "Monocrotophos", status: "banned", notification: "", notifiedOn: "2023-09-29" },
  { name: "Methyl Parathion", status: "banned", notification: "S.O. 3951(E)", notifiedOn: "2018-08-08" },
  { name: "Glyphosate", status: "restricted", notification: "", notifiedOn: "2022-10-21" },
];
const insecticide = {
  ...NO_REGULATED_FIELDS,
  registrationNo: "CIR-12345/2019",
  manufacturer: "Demo Crop Sciences",
  activeIngredients: ["Imidacloprid 17.8% SL"],
};

describe("a regulated product's label details", () => {
  it("names what each kind is missing, the marketer never", () => {
    expect(missingFields("insecticide", NO_REGULATED_FIELDS)).toEqual([
      "registrationNo",
      "manufacturer",
      "activeIngredients",
    ]);
    expect(missingFields("fertiliser", { ...NO_REGULATED_FIELDS, manufacturer: "X" })).toEqual(["grade"]);
    expect(
      missingFields("seed", { ...NO_REGULATED_FIELDS, variety: "Pusa Ruby", manufacturer: "X" }),
    ).toEqual(["germinationPct"]);
    // 0 % is a value the label can carry; only "not given" is missing.
    expect(
      missingFields("seed", { ...NO_REGULATED_FIELDS, variety: "V", germinationPct: 0, manufacturer: "X" }),
    ).toEqual([]);
    expect(missingFields("bio-stimulant", { ...NO_REGULATED_FIELDS, manufacturer: "  " })).toEqual([
      "manufacturer",
      "activeIngredients",
    ]);
    expect(missingFields("none", NO_REGULATED_FIELDS)).toEqual([]);
  });

  it("says so in one sentence naming the product and every missing field", () => {
    const problems = saleProblems(
      "insecticide",
      { ...NO_REGULATED_FIELDS, activeIngredients: ["Azadirachtin 0.15% EC"] },
      list,
    );
    expect(cannotGoOnSale("Neem Oil", problems)).toBe(
      "Neem Oil cannot be put on sale: the CIB&RC registration number and the manufacturer are missing.",
    );
    expect(
      cannotGoOnSale("Urea", saleProblems("fertiliser", { ...NO_REGULATED_FIELDS, manufacturer: "X" }, list)),
    ).toBe("Urea cannot be put on sale: the grade is missing.");
    expect(saleProblems("insecticide", insecticide, list)).toEqual([]);
  });

  it("clears the fields a kind does not use", () => {
    const all = {
      registrationNo: "CIR-1",
      grade: "NPK 19:19:19",
      variety: "Pusa Ruby",
      germinationPct: 70,
      manufacturer: "M",
      marketer: "K",
      activeIngredients: ["Imidacloprid 17.8% SL"],
      restrictionNote: "PCOs only",
    };
    expect(keepRelevant("seed", all)).toEqual({
      ...NO_REGULATED_FIELDS,
      variety: "Pusa Ruby",
      germinationPct: 70,
      manufacturer: "M",
      marketer: "K",
    });
    expect(keepRelevant("fertiliser", all)).toEqual({
      ...NO_REGULATED_FIELDS,
      grade: "NPK 19:19:19",
      manufacturer: "M",
      marketer: "K",
    });
    expect(keepRelevant("none", all)).toEqual(NO_REGULATED_FIELDS);
    expect(keepRelevant("insecticide", all).grade).toBe("");
  });
});

describe("matching banned and restricted active ingredients", () => {
  it("reads the name without strength, formulation or brackets, in any case", () => {
    expect(ingredientKey("Imidacloprid 17.8% SL")).toBe("imidacloprid");
    expect(ingredientKey("MONOCROTOPHOS 36 SL")).toBe("monocrotophos");
    expect(ingredientKey("Monocrotophos SL")).toBe("monocrotophos");
    expect(ingredientKey("Neem oil (Azadirachtin 1500 ppm)")).toBe("neem oil");
    expect(ingredientKey("2,4-D Amine Salt 58% SL")).toBe("2,4-d amine salt");
    expect(ingredientKey("  Methyl   Parathion 2% DP ")).toBe("methyl parathion");
  });

  it("finds a banned ingredient in a mixture and a salt of a listed one, not a name that only starts alike", () => {
    expect(listedIn(["Chlorpyrifos 50% + Monocrotophos 36% SL"], list).map((l) => l.name)).toEqual([
      "Monocrotophos",
    ]);
    expect(listedIn(["Glyphosate Ammonium Salt 71% SG"], list).map((l) => l.name)).toEqual(["Glyphosate"]);
    expect(listedIn(["Parathion 50% EC"], list)).toEqual([]);
    expect(listedIn(["Methyl Parathion 50% EC"], list).map((l) => l.name)).toEqual(["Methyl Parathion"]);
    expect(listedIn(["Glyphosateish 5%"], list)).toEqual([]);
  });

  it("refuses a banned one naming it and its notification, and a restricted one until it has a note", () => {
    const banned = { ...insecticide, activeIngredients: ["monocrotophos 36% SL"] };
    expect(cannotGoOnSale("Mono", saleProblems("insecticide", banned, list))).toBe(
      "Mono cannot be put on sale: its active ingredient Monocrotophos is banned (the notification of 29 September 2023).",
    );
    const restricted = { ...insecticide, activeIngredients: ["Glyphosate 41% SL"] };
    expect(saleProblems("insecticide", restricted, list)).toEqual([
      "its active ingredient Glyphosate is restricted (the notification of 21 October 2022): write the restriction note customers will see",
    ]);
    expect(
      saleProblems(
        "insecticide",
        { ...restricted, restrictionNote: "Sold only to pest control operators." },
        list,
      ),
    ).toEqual([]);
    // A fertiliser keeps no ingredients: nothing to match.
    expect(
      saleProblems(
        "fertiliser",
        { ...NO_REGULATED_FIELDS, grade: "G", manufacturer: "M", activeIngredients: ["Monocrotophos"] },
        list,
      ),
    ).toEqual([]);
  });

  it("names a notification as far as it is known", () => {
    expect(notificationOf(list[1])).toBe("S.O. 3951(E) of 8 August 2018");
    expect(notificationOf({ notification: "S.O. 1(E)", notifiedOn: "" })).toBe("S.O. 1(E)");
    expect(notificationOf({ notification: "", notifiedOn: "" })).toBe("the Government of India's list");
  });
});

describe("the registration an invoice line prints", () => {
  it("is the CIB&RC number, the grade or the variety by kind", () => {
    const f = { registrationNo: "CIR-1", grade: "NPK 19:19:19", variety: "Pusa Ruby" };
    expect(registrationFor("insecticide", f)).toBe("CIR-1");
    expect(registrationFor("fertiliser", f)).toBe("NPK 19:19:19");
    expect(registrationFor("seed", f)).toBe("Pusa Ruby");
    expect(registrationFor("bio-stimulant", f)).toBe("");
    expect(registrationLine({ kind: "insecticide", registrationNo: "CIR-1" })).toBe("CIB&RC reg. no. CIR-1");
    expect(registrationLine({ kind: "bio-stimulant", registrationNo: "" })).toBe("");
    expect(registrationLine(undefined)).toBe("");
  });
});
