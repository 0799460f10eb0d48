import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "../../../lib/staff-roles";
import {
  allowedActions,
  mayDo,
  ORDER_ACTIONS,
  ORDER_MOVES,
  type OrderFacts,
  type Viewer,
} from "./order-actions";
import { canMove } from "./order-lifecycle";
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from "./order-status";

const online = (
  status: OrderStatus,
  paymentStatus: PaymentStatus = "PAID",
  more: Partial<OrderFacts> = {},
) => ({
  status,
  paymentStatus,
  paymentMethod: "Online",
  refundablePaise: 31_000,
  ...more,
});
const cod = (status: OrderStatus, paymentStatus: PaymentStatus = "COD_DUE") => ({
  status,
  paymentStatus,
  paymentMethod: "COD",
  refundablePaise: 0,
});

const customer: Viewer = { kind: "customer" };
const owner: Viewer = { kind: "staff", role: "owner" };
const manager: Viewer = { kind: "staff", role: "manager" };
const packer: Viewer = { kind: "staff", role: "packer" };

describe("what each viewer may do with an order (order-actions.ts)", () => {
  // Every status, paid online, and what each viewer is offered there.
  const onlineTable: Record<OrderStatus, { customer: string[]; manager: string[]; packer: string[] }> = {
    PENDING_PAYMENT: { customer: ["pay", "cancel"], manager: [], packer: [] },
    // Only cash on delivery waits for its confirmation; nothing confirms an order paid online.
    AWAITING_CONFIRMATION: { customer: ["cancel"], manager: ["cancel"], packer: [] },
    CONFIRMED: { customer: ["cancel"], manager: ["cancel", "pack"], packer: ["pack"] },
    PAID: { customer: ["cancel"], manager: ["cancel", "pack", "refund"], packer: ["pack"] },
    PACKED: { customer: [], manager: ["cancel", "ship", "refund"], packer: ["ship"] },
    SHIPPED: { customer: [], manager: ["deliver", "refund"], packer: ["deliver"] },
    DELIVERED: { customer: [], manager: ["refund"], packer: [] },
    RETURNED: { customer: [], manager: [], packer: [] },
    CANCELLED: { customer: [], manager: [], packer: [] },
    EXPIRED: { customer: [], manager: [], packer: [] },
    REFUND_DUE: { customer: [], manager: [], packer: [] },
    REFUNDED: { customer: [], manager: [], packer: [] },
  };

  it.each(ORDER_STATUSES)("an order paid online, %s: customer, owner, manager and packer", (status) => {
    const o = online(status, status === "PENDING_PAYMENT" ? "PENDING" : "PAID", { payable: true });
    const want = onlineTable[status];
    expect(allowedActions(o, customer)).toEqual(want.customer);
    expect(allowedActions(o, owner)).toEqual(want.manager);
    expect(allowedActions(o, manager)).toEqual(want.manager);
    expect(allowedActions(o, packer)).toEqual(want.packer);
  });

  it("offers Pay now only while the unpaid order's packs are still held for it", () => {
    expect(allowedActions(online("PENDING_PAYMENT", "PENDING", { payable: false }), customer)).toEqual([
      "cancel",
    ]);
    expect(allowedActions(online("PENDING_PAYMENT", "FAILED", { payable: true }), customer)).toEqual([
      "pay",
      "cancel",
    ]);
  });

  it("refunds only what is left: nothing left, no refund", () => {
    expect(allowedActions(online("DELIVERED", "REFUNDED", { refundablePaise: 0 }), manager)).toEqual([]);
    expect(allowedActions(online("SHIPPED", "PARTLY_REFUNDED", { refundablePaise: 500 }), manager)).toEqual([
      "deliver",
      "refund",
    ]);
  });

  const codTable: [OrderStatus, PaymentStatus, string[], string[], string[]][] = [
    // status, payment, customer, manager/owner, packer
    // Waiting for its confirmation: the customer's code, or staff who called; never packed yet.
    ["AWAITING_CONFIRMATION", "COD_DUE", ["confirm", "cancel"], ["confirm", "cancel"], ["confirm"]],
    ["CONFIRMED", "COD_DUE", ["cancel"], ["cancel", "pack"], ["pack"]],
    ["PACKED", "COD_DUE", [], ["cancel", "ship"], ["ship"]],
    ["SHIPPED", "COD_DUE", [], ["deliver", "collect_cash", "return"], ["deliver", "return"]],
    ["DELIVERED", "COD_DUE", [], ["collect_cash"], []],
    ["DELIVERED", "PAID", [], [], []],
    ["RETURNED", "CANCELLED", [], [], []],
    ["CANCELLED", "CANCELLED", [], [], []],
  ];

  it.each(
    codTable,
  )("cash on delivery, %s with payment %s", (status, payment, forCustomer, forManager, forPacker) => {
    const o = cod(status, payment);
    expect(allowedActions(o, customer)).toEqual(forCustomer);
    expect(allowedActions(o, owner)).toEqual(forManager);
    expect(allowedActions(o, manager)).toEqual(forManager);
    expect(allowedActions(o, packer)).toEqual(forPacker);
  });

  it("never offers a customer a staff step, nor staff the customer's Pay now", () => {
    for (const status of ORDER_STATUSES) {
      const o = online(status, "PENDING", { payable: true });
      for (const a of ["pack", "ship", "deliver", "collect_cash", "return", "refund"] as const) {
        expect(mayDo(a, o, customer), `${a} from ${status}`).toBe(false);
      }
      for (const role of STAFF_ROLES) expect(mayDo("pay", o, { kind: "staff", role })).toBe(false);
    }
  });

  it("offers only moves the lifecycle's transition table allows", () => {
    for (const action of ORDER_ACTIONS) {
      const move = ORDER_MOVES[action];
      const to = move.to;
      if (to === null) continue;
      for (const rule of [move.customer, move.staff]) {
        for (const from of rule?.from ?? []) {
          // Cash collected on a delivered parcel moves nothing; everything else is a move.
          if (action === "collect_cash" && from === "DELIVERED") continue;
          expect(canMove(from, to), `${action}: ${from} → ${to}`).toBe(true);
        }
      }
    }
  });
});

describe("the lifecycle's transition table (order-lifecycle.ts)", () => {
  const allowed = new Set([
    "PENDING_PAYMENT→PAID",
    "PENDING_PAYMENT→EXPIRED",
    "PENDING_PAYMENT→CANCELLED",
    "AWAITING_CONFIRMATION→CONFIRMED",
    "AWAITING_CONFIRMATION→CANCELLED",
    "CONFIRMED→PACKED",
    "CONFIRMED→CANCELLED",
    "PAID→PACKED",
    "PAID→CANCELLED",
    "PACKED→SHIPPED",
    "PACKED→CANCELLED",
    "SHIPPED→DELIVERED",
    "SHIPPED→RETURNED",
    "CANCELLED→REFUND_DUE",
    "EXPIRED→PAID",
    "EXPIRED→REFUND_DUE",
    "REFUND_DUE→REFUNDED",
  ]);
  it("allows exactly these moves and refuses every other", () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        expect(canMove(from, to), `${from}→${to}`).toBe(allowed.has(`${from}→${to}`));
  });
});
