import { describe, expect, it } from "vitest";
import type { TaxedLine } from "./gst";
import { monthDays, packMeasure, type RegisterDocument, registerRows, summarise } from "./sales-register";

const line = (over: Partial<TaxedLine>): TaxedLine => ({
  kind: "goods",
  description: "Neem Oil",
  code: "3808",
  qty: 2,
  pack: "500 ml",
  ratePercent: 18,
  grossPaise: 59_000,
  discountPaise: 0,
  amountPaise: 59_000,
  taxablePaise: 50_000,
  cgstPaise: 4_500,
  sgstPaise: 4_500,
  igstPaise: 0,
  ...over,
});

const doc = (over: Partial<RegisterDocument>): RegisterDocument => ({
  kind: "INVOICE",
  number: "HA/2026-27/000001",
  // 20:00 UTC on the 30th is the 1st in India.
  issuedAt: new Date("2026-11-30T20:00:00Z"),
  buyer: { name: "Ravi Kumar", legalName: null, phone: "9876543210" },
  placeOfSupply: "West Bengal",
  lines: [],
  ...over,
});

describe("the sales register's rows", () => {
  it("lists each regulated goods line, with the invoice's registration and batches when kept, on India's day", () => {
    const rows = registerRows(
      doc({
        lines: [
          line({
            regulated: {
              kind: "insecticide",
              registrationNo: "CIR-12345/2019",
              batches: [
                { batch: "B-17", expiresOn: "2027-05-31", qty: 1 },
                { batch: "B-18", expiresOn: "2027-08-31", qty: 1 },
              ],
            },
          }),
          line({ description: "Rose plant", pack: "1 pcs", qty: 1 }),
          line({ kind: "charge", description: "Delivery charge", pack: "" }),
        ],
      }),
      (l) => (l.description === "Rose plant" ? "none" : "fertiliser"),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      day: "2026-12-01",
      document: "Tax invoice",
      kind: "insecticide",
      registrationNo: "CIR-12345/2019",
      batches: "B-17 (expires 2027-05-31) × 1; B-18 (expires 2027-08-31) × 1",
      units: 2,
      measure: { amount: 1, unit: "L" },
      state: "West Bengal",
      taxablePaise: 50_000,
      totalPaise: 59_000,
    });
  });

  it("reads the product's kind now when the line kept none, with empty registration and batches", () => {
    const [row] = registerRows(doc({ lines: [line({})] }), () => "fertiliser");
    expect(row).toMatchObject({ kind: "fertiliser", registrationNo: "", batches: "" });
  });

  it("makes a credit note's lines negative, and nets them in the summary per state and kind", () => {
    const sold = registerRows(
      doc({ lines: [line({}), line({ pack: "25 kg", qty: 1, amountPaise: 100_000, taxablePaise: 95_238 })] }),
      () => "fertiliser",
    );
    const back = registerRows(
      doc({ kind: "CREDIT_NOTE", lines: [line({ qty: 1, amountPaise: 29_500, taxablePaise: 25_000 })] }),
      () => "fertiliser",
    );
    const kerala = registerRows(doc({ placeOfSupply: "Kerala", lines: [line({ qty: 3 })] }), () => "seed");
    expect(back[0]).toMatchObject({
      document: "Credit note",
      units: -1,
      totalPaise: -29_500,
      measure: { amount: -0.5, unit: "L" },
    });
    expect(summarise([...sold, ...back, ...kerala])).toEqual([
      {
        state: "Kerala",
        kind: "seed",
        units: 3,
        kg: 0,
        litres: 1.5,
        taxablePaise: 50_000,
        totalPaise: 59_000,
      },
      {
        state: "West Bengal",
        kind: "fertiliser",
        units: 2,
        kg: 25,
        litres: 0.5,
        taxablePaise: 120_238,
        totalPaise: 129_500,
      },
    ]);
  });

  it("turns packs into kg or litres only when the unit is a weight or a volume", () => {
    expect(packMeasure("100 g", 3)).toEqual({ amount: 0.3, unit: "kg" });
    expect(packMeasure("1 L", 2)).toEqual({ amount: 2, unit: "L" });
    expect(packMeasure("50 seeds", 2)).toBeNull();
  });

  it("reads a month as its first and last days, and refuses what is not a month", () => {
    expect(monthDays("2027-02")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
    expect(monthDays("2026-13")).toBeUndefined();
  });
});
