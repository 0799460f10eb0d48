import { describe, expect, it } from "vitest";
import { hindiPackLabel, packLabel } from "./catalog-types";

describe("pack sizes in words", () => {
  it("says plants, seeds and pieces as people do, never 'pcs'", () => {
    expect(packLabel({ qty: 1, unit: "plants" })).toBe("1 plant");
    expect(packLabel({ qty: 3, unit: "plants" })).toBe("3 plants");
    expect(packLabel({ qty: 50, unit: "seeds" })).toBe("50 seeds");
    expect(packLabel({ qty: 10, unit: "pcs" })).toBe("Pack of 10");
    expect(packLabel({ qty: 1, unit: "pcs" })).toBe("1 piece");
    expect(packLabel({ qty: 500, unit: "ml" })).toBe("500 ml");
    expect(packLabel({ qty: 10, unit: "pcs", label: "10 का पैक" })).toBe("10 का पैक");
  });

  it("says them in Hindi where staff wrote no label, keeping the unit symbols", () => {
    expect(hindiPackLabel({ qty: 1, unit: "plants" })).toBe("1 पौधा");
    expect(hindiPackLabel({ qty: 10, unit: "pcs" })).toBe("10 का पैक");
    expect(hindiPackLabel({ qty: 100, unit: "seeds" })).toBe("100 बीज");
    expect(hindiPackLabel({ qty: 5, unit: "kg" })).toBe("5 kg");
  });
});
