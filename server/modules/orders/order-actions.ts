import { can, type Permission, type StaffRole } from "../../../lib/staff-roles";
import { type OrderStatus, type PaymentStatus, STORED_METHOD } from "./order-status";

/**
 * What can be done next with an order, and by whom (docs/decisions/0034-order-moves-in-one-place.md):
 * the one table both the server's checks and the pages' buttons read. Which status may follow
 * which is the lifecycle's table (order-lifecycle.ts); this one adds who may ask for each move,
 * from where, and what it sets going (each effect run by its flow in server/flows/).
 */
export const ORDER_ACTIONS = [
  "pay",
  "confirm",
  "cancel",
  "pack",
  "ship",
  "deliver",
  "collect_cash",
  "return",
  "refund",
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Who looks at the order: its customer, or a staff member with their role. */
export type Viewer = { kind: "customer" } | { kind: "staff"; role: StaffRole };

/** What the table needs to know of an order. */
export interface OrderFacts {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** As stored: "Online" or "COD". */
  paymentMethod: string;
  /** What can still be refunded through the provider (staff's view with money); 0 when unknown. */
  refundablePaise?: number;
  /** An unpaid order's packs are still held for it and its payment can be opened again. */
  payable?: boolean;
}

/** What a move sets going besides the status (run by the move's flow, server/flows/order-effects.ts). */
export type Effect =
  | "invoice"
  | "credit-note"
  | "count-sale"
  | "uncount-sale"
  | "stock-back"
  | "refund-due"
  | "cash-recorded"
  /** The customer told: a text on their channels and, where one is written, an email. */
  | "email"
  | "staff-notice";

interface Rule {
  /** Statuses the move starts from. */
  from: readonly OrderStatus[];
  /** A further condition on the order. */
  when?: (o: OrderFacts) => boolean;
}

interface Move {
  /** The status it ends in (collect_cash: DELIVERED when the parcel was still out; refund: unchanged). */
  to: OrderStatus | null;
  customer?: Rule;
  /** Staff, with the permission of lib/staff-roles.ts the move needs. */
  staff?: Rule & { permission: Permission };
  effects: readonly Effect[];
}

const cashDue = (o: OrderFacts) => o.paymentStatus === "COD_DUE";
const online = (o: OrderFacts) => o.paymentMethod !== STORED_METHOD.COD;

/**
 * Where a customer may still cancel an order themselves: not paid yet (its held packs go
 * back), paid, or confirmed for cash on delivery, and not yet packed.
 */
export const CUSTOMER_CANCELLABLE = [
  "PENDING_PAYMENT",
  "AWAITING_CONFIRMATION",
  "PAID",
  "CONFIRMED",
] as const satisfies readonly OrderStatus[];
/** Where staff may cancel: before the parcel leaves. */
export const STAFF_CANCELLABLE = [
  "AWAITING_CONFIRMATION",
  "PAID",
  "CONFIRMED",
  "PACKED",
] as const satisfies readonly OrderStatus[];
/** Where staff may refund part of an order paid online: paid and kept. */
export const REFUNDABLE = [
  "PAID",
  "PACKED",
  "SHIPPED",
  "DELIVERED",
] as const satisfies readonly OrderStatus[];

export const ORDER_MOVES: Record<OrderAction, Move> = {
  // Pay now: the unpaid order's own payment opened again; the provider's report settles it.
  pay: {
    to: "PAID",
    customer: { from: ["PENDING_PAYMENT"], when: (o) => online(o) && o.payable === true },
    effects: ["invoice", "count-sale", "email", "staff-notice"],
  },
  // Cash on delivery from a number not yet confirmed: the customer with the SMS code (or its
  // link), or staff who called them (decision 0037). Then it is a sale, offered for packing.
  confirm: {
    to: "CONFIRMED",
    customer: { from: ["AWAITING_CONFIRMATION"], when: cashDue },
    staff: { permission: "orders", from: ["AWAITING_CONFIRMATION"], when: cashDue },
    effects: ["count-sale", "email", "staff-notice"],
  },
  cancel: {
    to: "CANCELLED",
    customer: { from: CUSTOMER_CANCELLABLE },
    staff: { permission: "payments", from: STAFF_CANCELLABLE },
    // A paid order's sale is uncounted, its invoice reversed and its money owed back.
    effects: ["stock-back", "uncount-sale", "credit-note", "refund-due", "email"],
  },
  pack: {
    to: "PACKED",
    staff: { permission: "fulfilment", from: ["PAID", "CONFIRMED"] },
    effects: ["email"],
  },
  ship: { to: "SHIPPED", staff: { permission: "fulfilment", from: ["PACKED"] }, effects: ["email"] },
  // Cash on delivery is invoiced when the goods reach the buyer (paid online: when paid).
  deliver: {
    to: "DELIVERED",
    staff: { permission: "fulfilment", from: ["SHIPPED"] },
    effects: ["invoice", "email"],
  },
  // Money: managers and owners record the cash; a parcel still out becomes delivered.
  collect_cash: {
    to: "DELIVERED",
    staff: { permission: "payments", from: ["SHIPPED", "DELIVERED"], when: cashDue },
    effects: ["cash-recorded", "invoice", "email"],
  },
  // Refused at the door: only cash on delivery with the cash still due (paid online is a refund).
  return: {
    to: "RETURNED",
    staff: { permission: "fulfilment", from: ["SHIPPED"], when: cashDue },
    effects: ["stock-back", "uncount-sale"],
  },
  refund: {
    to: null,
    staff: {
      permission: "payments",
      from: REFUNDABLE,
      when: (o) => online(o) && (o.refundablePaise ?? 0) > 0,
    },
    effects: ["stock-back", "uncount-sale", "credit-note", "refund-due", "email"],
  },
};

/** Whether `viewer` may take `action` on the order as it stands. */
export function mayDo(action: OrderAction, o: OrderFacts, viewer: Viewer): boolean {
  const move = ORDER_MOVES[action];
  const rule = viewer.kind === "customer" ? move.customer : move.staff;
  if (!rule) return false;
  if (viewer.kind === "staff" && move.staff && !can(viewer.role, move.staff.permission)) return false;
  return rule.from.includes(o.status) && (rule.when?.(o) ?? true);
}

/** The moves `viewer` may take on the order now, in the table's order: the pages' buttons. */
export const allowedActions = (o: OrderFacts, viewer: Viewer): OrderAction[] =>
  ORDER_ACTIONS.filter((a) => mayDo(a, o, viewer));

/** Statuses `viewer` may start `action` from (the server's own check, before the lifecycle's). */
export function movableFrom(action: OrderAction, viewer: Viewer["kind"]): readonly OrderStatus[] {
  return (viewer === "customer" ? ORDER_MOVES[action].customer : ORDER_MOVES[action].staff)?.from ?? [];
}
