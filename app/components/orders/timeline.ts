// Types only: the orders module's domain values, handed to the pages by their loaders.

import type { Messages } from "~/messages/types";
import type { OrderStatus } from "../../../lib/order-statuses";
import type { CustomerOrder } from "../../../server/modules/orders";
import { orderStatusText } from "./status";

/** One step of an order's timeline: reached (with when) or still ahead. */
export interface TimelineStep {
  status: OrderStatus;
  label: string;
  at: Date | null;
  done: boolean;
  /** Said under the label: the courier and AWB of the Shipped step. */
  detail?: string;
  /** The step the order stands at now. */
  current: boolean;
}

const WAY: OrderStatus[] = ["PENDING_PAYMENT", "PAID", "PACKED", "SHIPPED", "DELIVERED"];

type TimelineInput = Pick<CustomerOrder, "status" | "paymentStatus" | "steps" | "shipment" | "refundedAt">;

/**
 * The timeline a customer reads (docs/storefront.md, "Track order"), from the order's
 * order_events: Placed, Paid, Packed, Shipped (courier and AWB), Delivered; an order that
 * left that way shows the steps it reached, then Cancelled or Expired, then its refund.
 */
export function orderTimeline(t: Messages, o: TimelineInput): TimelineStep[] {
  const firstAt = new Map<OrderStatus, Date>();
  for (const s of o.steps) if (!firstAt.has(s.status)) firstAt.set(s.status, s.at);
  // An order always starts placed, even one from before order_events were kept.
  const reached = (s: OrderStatus) => firstAt.has(s) || s === "PENDING_PAYMENT";
  const step = (status: OrderStatus, done: boolean, at = firstAt.get(status) ?? null): TimelineStep => ({
    status,
    label: status === "PENDING_PAYMENT" ? t.track.placed : orderStatusText(t, status),
    at: done ? at : null,
    done,
    current: false,
    ...(status === "SHIPPED" && o.shipment && done
      ? { detail: t.track.shippedWith(o.shipment.courierName, o.shipment.awbNumber) }
      : {}),
  });
  let list: TimelineStep[];
  if (WAY.includes(o.status)) {
    list = WAY.map((s) => step(s, reached(s)));
  } else {
    list = WAY.filter(reached).map((s) => step(s, true));
    if (o.status === "CANCELLED" || firstAt.has("CANCELLED")) list.push(step("CANCELLED", true));
    if (o.status === "EXPIRED" || firstAt.has("EXPIRED")) list.push(step("EXPIRED", true));
    if (o.paymentStatus === "REFUNDED") {
      list.push(step("REFUNDED", true, o.refundedAt ?? firstAt.get("REFUNDED") ?? null));
    } else if (o.paymentStatus === "REFUND_DUE") {
      list.push(step("REFUND_DUE", true, firstAt.get("REFUND_DUE") ?? firstAt.get("CANCELLED") ?? null));
    }
  }
  const last = list.findLastIndex((s) => s.done);
  if (last >= 0) list[last].current = true;
  return list;
}
