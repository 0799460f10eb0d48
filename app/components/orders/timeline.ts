// Types only: the orders module's domain values, handed to the pages by their loaders.

import type { Messages } from "~/messages/types";
import { type OrderStatus, STORED_METHOD } from "../../../lib/order-statuses";
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
/** Cash on delivery's way: confirmed rather than paid; the cash comes last, at the door. */
const COD_WAY: OrderStatus[] = ["PENDING_PAYMENT", "CONFIRMED", "PACKED", "SHIPPED", "DELIVERED"];

type TimelineInput = Pick<
  CustomerOrder,
  "status" | "paymentStatus" | "paymentMethod" | "steps" | "shipment" | "refundedAt" | "placedAt" | "paidAt"
>;

/**
 * The timeline a customer reads (docs/storefront.md, "Track order"), from the order's
 * order_events: Placed, Paid, Packed, Shipped (courier and AWB), Delivered. A cash on delivery
 * order is Confirmed instead of Paid, and ends with Cash paid once the cash is collected (never
 * an unticked Paid that tells a farmer he still owes). An order that left that way shows the
 * steps it reached, then Returned, Cancelled or Expired, then its refund.
 */
export function orderTimeline(t: Messages, o: TimelineInput): TimelineStep[] {
  const firstAt = new Map<OrderStatus, Date>();
  for (const s of o.steps) if (!firstAt.has(s.status)) firstAt.set(s.status, s.at);
  // An order always starts placed, even one from before order_events were kept.
  const reached = (s: OrderStatus) => firstAt.has(s) || s === "PENDING_PAYMENT";
  // Placed is when the order was made, whatever status it started in (cash on delivery: Confirmed).
  firstAt.set("PENDING_PAYMENT", firstAt.get("PENDING_PAYMENT") ?? o.placedAt);
  const cod = o.paymentMethod === STORED_METHOD.COD;
  const way = cod ? COD_WAY : WAY;
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
  // Waiting for its confirmation: placed, with the whole way ahead (decision 0037).
  if (way.includes(o.status) || o.status === "AWAITING_CONFIRMATION") {
    list = way.map((s) => step(s, reached(s)));
    if (cod) list.push({ ...step("PAID", o.paidAt !== null, o.paidAt), label: t.track.cashPaid });
  } else {
    list = way.filter(reached).map((s) => step(s, true));
    if (o.status === "RETURNED" || firstAt.has("RETURNED")) list.push(step("RETURNED", true));
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
