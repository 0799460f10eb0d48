import { describe, expect, it } from "vitest";
import { cellEntries, formatUse, parseUse } from "./crop-uses-csv";

describe("a crop use in the spreadsheet's words", () => {
  it("reads what the export writes, back to the same", () => {
    for (const text of [
      "paddy:stem-borer = 7.5-10 kg per acre",
      "chilli:thrips = 0.3 ml per litre; water 200 L per acre; 2 applications; every 10 days; 3 days before harvest",
      "tea:blister-blight = 200 ml per hectare; water 200 L per hectare",
      "mango:planting = 200 g per plant",
      "chilli:thrips = 5 g per litre; water 200 L per acre; 0 days before harvest",
    ]) {
      const read = parseUse(text);
      if ("problem" in read) throw new Error(read.problem);
      expect(formatUse(read)).toBe(text);
    }
  });

  it("takes what people write otherwise: an en dash, Litre, sprays, spaces, parts in any order", () => {
    const read = parseUse(
      "Chilli : Thrips = 0.3 – 0.5 ML per Litre; 3 sprays ; Water 200 litres per acre; 40 days before harvest",
    );
    expect(read).toEqual({
      crop: "chilli",
      target: "thrips",
      dose: {
        basis: "water",
        amountMin: 0.3,
        amountMax: 0.5,
        unit: "ml",
        perArea: "acre",
        waterLitres: 200,
        sprays: 3,
        intervalDays: null,
        preHarvestDays: 40,
      },
    });
  });

  it("says what is wrong with an entry", () => {
    const problem = (text: string) => (parseUse(text) as { problem: string }).problem;
    expect(problem("paddy stem-borer 10 kg")).toBe(
      "write it as crop:stage-or-problem = amount unit per acre, hectare, litre or plant, such as paddy:stem-borer = 7.5-10 kg per acre",
    );
    expect(problem("paddy:stem-borer = 10 tonnes per acre")).toBe(
      '"tonnes" is not a unit: use g, kg, ml, L, seeds, plants, pcs',
    );
    expect(problem("paddy:stem-borer = 10 kg per bigha")).toBe(
      '"per bigha" should be per acre, hectare, litre or plant',
    );
    expect(problem("paddy:stem-borer = 10-5 kg per acre")).toBe(
      "the highest amount 5 is less than the lowest 10",
    );
    expect(problem("paddy:stem-borer = 0 kg per acre")).toBe("the amount must be more than 0");
    expect(problem("paddy:bph = 0.3 ml per litre")).toBe(
      "a dose per litre needs the spray water too, such as water 200 L per acre",
    );
    expect(problem("paddy:bph = 0.3 ml per litre; 0 applications; water 200 L per acre")).toBe(
      '"0 applications": at least 1 application',
    );
    expect(problem("tea:x = 200 ml per hectare; water 200 L per acre")).toBe(
      "the dose is per hectare but the water per acre: use one",
    );
    expect(problem("paddy:bph = 0.3 ml per litre; spray twice")).toBe(
      '"spray twice" is not understood: use water 200 L per acre, 2 applications, every 10 days or 7 days before harvest',
    );
  });

  it("splits a cell at | and reads none as no uses", () => {
    expect(cellEntries(" a = 1 kg per acre |  | b = 2 kg per acre ")).toEqual([
      "a = 1 kg per acre",
      "b = 2 kg per acre",
    ]);
    expect(cellEntries("None")).toEqual([]);
  });
});
