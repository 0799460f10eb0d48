import { describe, expect, it } from "vitest";
import { isPaid, ORDER_STATUSES, PAID_STATUSES, PAYMENT_STATUSES, paymentStatusOf } from "./order-status";

describe("order statuses", () => {
  it("counts exactly the paid statuses as paid, and each of those as a paid payment", () => {
    for (const status of ORDER_STATUSES) {
      const paid = (PAID_STATUSES as readonly string[]).includes(status);
      expect(isPaid(status), status).toBe(paid);
      expect(paymentStatusOf(status) === "PAID", status).toBe(paid);
    }
  });

  it("gives every order status a payment status", () => {
    for (const status of ORDER_STATUSES) expect(PAYMENT_STATUSES).toContain(paymentStatusOf(status));
  });
});
