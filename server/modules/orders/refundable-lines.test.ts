import { describe, expect, it } from "vitest";
import { unitsCharge } from "./refundable-lines";

describe("what units of a line return", () => {
  it("adds up to the line exactly however it is refunded in steps", () => {
    const l = { chargedPaise: 100_001, qty: 7 };
    for (const steps of [[7], [1, 1, 1, 1, 1, 1, 1], [3, 4], [2, 2, 3]]) {
      let before = 0;
      let total = 0;
      for (const qty of steps) {
        total += unitsCharge(l, before, qty);
        before += qty;
      }
      expect(total).toBe(100_001);
    }
  });
});
