import { describe, expect, it } from "vitest";
import { allocateFefo, batchMark, formatBatchesCell, giveBackTo, parseBatchesCell } from "./batches";

const today = "2026-11-27";
const b = (id: number, expiresOn: string, left: number) => ({ id, batchNo: `B${id}`, expiresOn, left });

describe("allocateFefo: which batches a sale draws", () => {
  it("takes the earliest expiry first, then the next", () => {
    const batches = [b(1, "2027-06-30", 10), b(2, "2027-01-31", 3), b(3, "2028-01-01", 5)];
    expect(allocateFefo(batches, 5, today)).toEqual([
      { batchId: 2, qty: 3 },
      { batchId: 1, qty: 2 },
    ]);
  });

  it("never draws an expired batch; one expiring today is still sold today", () => {
    const batches = [b(1, "2026-11-26", 10), b(2, "2026-11-27", 2), b(3, "2027-03-01", 4)];
    expect(allocateFefo(batches, 3, today)).toEqual([
      { batchId: 2, qty: 2 },
      { batchId: 3, qty: 1 },
    ]);
  });

  it("answers undefined when the unexpired batches hold too few (all expired: sold out)", () => {
    expect(allocateFefo([b(1, "2026-11-01", 10)], 1, today)).toBeUndefined();
    expect(allocateFefo([b(1, "2027-11-01", 2), b(2, "2027-12-01", 0)], 3, today)).toBeUndefined();
  });

  it("the same expiry: the older batch first", () => {
    expect(allocateFefo([b(7, "2027-01-01", 5), b(4, "2027-01-01", 5)], 6, today)).toEqual([
      { batchId: 4, qty: 5 },
      { batchId: 7, qty: 1 },
    ]);
  });
});

describe("giveBackTo: where a cancel's or return's units go", () => {
  it("back to the batches drawn, the one expiring last first", () => {
    const drawn = [
      { batchId: 2, qty: 3, expiresOn: "2027-01-31" },
      { batchId: 1, qty: 2, expiresOn: "2027-06-30" },
    ];
    expect(giveBackTo(drawn, 4)).toEqual([
      { batchId: 1, qty: 2 },
      { batchId: 2, qty: 2 },
    ]);
    expect(giveBackTo(drawn, 6)).toBeUndefined();
  });
});

describe("batchMark", () => {
  it("marks expired, expiring within 60 days, and fine", () => {
    expect(batchMark("2026-11-26", today)).toBe("expired");
    expect(batchMark("2026-11-27", today)).toBe("expiring");
    expect(batchMark("2027-01-26", today)).toBe("expiring");
    expect(batchMark("2027-01-27", today)).toBe("ok");
  });
});

describe("the catalogue spreadsheet's batches cell", () => {
  it("round-trips", () => {
    const batches = [
      { batchNo: "B123", madeOn: "2026-01-10", expiresOn: "2027-06-30", qty: 40 },
      { batchNo: "RG/24-07", madeOn: "2026-03-01", expiresOn: "2028-02-29", qty: 0 },
    ];
    const cell = formatBatchesCell(batches);
    expect(cell).toBe("B123|2026-01-10|2027-06-30|40; RG/24-07|2026-03-01|2028-02-29|0");
    expect(parseBatchesCell(cell)).toEqual({ ok: true, batches });
    expect(parseBatchesCell("  ")).toEqual({ ok: true, batches: [] });
  });

  it("refuses a bad batch with a sentence naming the batch and the field", () => {
    expect(parseBatchesCell("B1|2026-01-10|2027-02-30|4")).toEqual({
      ok: false,
      error: "batches: batch 1 (B1): Expiry date: write a real day as YYYY-MM-DD.",
    });
    expect(parseBatchesCell("B1|2026-01-10|2025-01-01|4")).toMatchObject({
      error: "batches: batch 1 (B1): Expiry date: it must come after the manufacturing date.",
    });
    expect(parseBatchesCell("B1|2026-01-10|2027-01-01|4; B2|2026-01-10|2027-01-01|-1")).toMatchObject({
      error: "batches: batch 2 (B2): Quantity: write a whole number of packs from 0 to 1,000,000.",
    });
    expect(parseBatchesCell("B1|2026-01-10|2027-01-01")).toMatchObject({ ok: false });
    expect(parseBatchesCell("b1|2026-01-10|2027-01-01|1; B1|2026-01-10|2027-01-01|1")).toEqual({
      ok: false,
      error: "batches: batch B1 is written twice.",
    });
    expect(parseBatchesCell("=cmd|2026-01-10|2027-01-01|1")).toMatchObject({ ok: false });
  });
});
