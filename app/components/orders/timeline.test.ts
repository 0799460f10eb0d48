import { describe, expect, it } from "vitest";
import { compile } from "~/i18n/template";
import { en as enCommon } from "~/messages/en";
import { enPages } from "~/messages/en-pages";
import { hi as hiCommon } from "~/messages/hi";
import { hiPages } from "~/messages/hi-pages";
import type { Messages } from "~/messages/types";
import { orderTimeline } from "./timeline";

const en = compile({ ...enCommon, ...enPages }) as Messages;
const hi = compile({ ...hiCommon, ...hiPages }) as Messages;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 5, minute));
const base = {
  paymentStatus: "COD_DUE" as const,
  paymentMethod: "COD",
  shipment: null,
  refundedAt: null,
  placedAt: at(0),
  paidAt: null,
};
type Step = Parameters<typeof orderTimeline>[1]["steps"][number];
/** The statuses the order reached, each with its minute after placing. */
const reached = (...marks: [Step["status"], number][]): Step[] =>
  marks.map(([status, minute]) => ({ status, at: at(minute) }));
const shown = (steps: ReturnType<typeof orderTimeline>) =>
  steps.map((s) => `${s.label}${s.done ? " ✓" : ""}${s.current ? " ←" : ""}`);

describe("a cash on delivery order's timeline", () => {
  it("is confirmed rather than paid, and ends with the cash still to pay", () => {
    const steps = orderTimeline(en, {
      ...base,
      status: "SHIPPED",
      steps: reached(["CONFIRMED", 0], ["PACKED", 30], ["SHIPPED", 60]),
    });
    expect(shown(steps)).toEqual([
      "Placed ✓",
      "Confirmed (cash on delivery) ✓",
      "Packed ✓",
      "Shipped ✓ ←",
      "Delivered",
      "Cash paid",
    ]);
    expect(steps[0].at).toEqual(at(0));
  });

  it("ticks Cash paid, with its time, once the cash is collected; never an unticked Paid", () => {
    const steps = orderTimeline(hi, {
      ...base,
      status: "DELIVERED",
      paymentStatus: "PAID",
      paidAt: at(95),
      steps: reached(["CONFIRMED", 0], ["PACKED", 30], ["SHIPPED", 60], ["DELIVERED", 90]),
    });
    expect(steps.at(-1)).toMatchObject({ label: "नकद भुगतान हुआ", done: true, current: true, at: at(95) });
    expect(steps.every((s) => s.done)).toBe(true);
  });

  it("shows a parcel refused at the door as Returned after the steps it reached", () => {
    const steps = orderTimeline(en, {
      ...base,
      status: "RETURNED",
      paymentStatus: "CANCELLED",
      steps: reached(["CONFIRMED", 0], ["SHIPPED", 60], ["RETURNED", 120]),
    });
    expect(shown(steps).at(-1)).toMatch(/ ✓ ←$/);
    expect(steps.at(-1)?.status).toBe("RETURNED");
    expect(steps.map((s) => s.status)).toEqual(["PENDING_PAYMENT", "CONFIRMED", "SHIPPED", "RETURNED"]);
  });
});

describe("an order paid online", () => {
  it("keeps Placed, Paid, Packed, Shipped, Delivered", () => {
    const steps = orderTimeline(en, {
      ...base,
      paymentMethod: "Online",
      paymentStatus: "PAID",
      status: "PAID",
      paidAt: at(3),
      steps: reached(["PENDING_PAYMENT", 0], ["PAID", 3]),
    });
    expect(shown(steps)).toEqual(["Placed ✓", "Paid ✓ ←", "Packed", "Shipped", "Delivered"]);
  });
});
