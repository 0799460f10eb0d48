import { describe, expect, it } from "vitest";
import { TRANSITIONS } from "./order-lifecycle";
import { isPaid, ORDER_STATUSES, PAID_STATUSES } from "./order-status";

describe("order statuses", () => {
  it("counts exactly the paid statuses as paid", () => {
    for (const status of ORDER_STATUSES) {
      const paid = (PAID_STATUSES as readonly string[]).includes(status);
      expect(isPaid(status), status).toBe(paid);
    }
  });

  it("gives every status a row of the transition table, naming only known statuses", () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const next of Object.values(TRANSITIONS)) {
      for (const s of next) expect(ORDER_STATUSES).toContain(s);
    }
  });

  it("never moves a paid order back to awaiting payment, nor an unpaid one past PAID unpaid", () => {
    for (const from of ORDER_STATUSES) {
      expect(TRANSITIONS[from]).not.toContain("PENDING_PAYMENT");
      // Only a payment (or a late one) makes a sale, or cash on delivery's confirmation (decision 0037).
      const becomesSale = ["PENDING_PAYMENT", "EXPIRED", "AWAITING_CONFIRMATION"].includes(from);
      if (!isPaid(from) && !becomesSale) {
        expect(TRANSITIONS[from].filter(isPaid), from).toEqual([]);
      }
    }
  });
});
