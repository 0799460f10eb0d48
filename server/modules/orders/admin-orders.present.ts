import { z } from "zod";
import { toRupeeString } from "../../../lib/money";
import { ORDER_CHANNELS } from "../../../lib/order-channels";
import { can, type StaffRole } from "../../../lib/staff-roles";
import type { AdminOrder, AdminOrderRow } from "./admin-order-types";
import { allowedActions, ORDER_ACTIONS } from "./order-actions";
import { chargesWire, deliveryAddress, orderLineWire, presentDelivery } from "./order-details.present";
import { ACTOR_KINDS, ORDER_STATUSES, PAYMENT_STATUSES, TRANSACTION_STATUSES } from "./order-status";
import { isoDate, rupeeString } from "./orders.present";

/**
 * The back office's orders as the admin API sends them. What is money — totals, prices,
 * payments and refunds — and the customer's account beyond the delivery address is sent only
 * to a role with the `payments` permission (lib/staff-roles.ts); a packer's answer simply
 * lacks those fields.
 */

const status = z.enum(ORDER_STATUSES);

/** A refund's lines: which order line, how many packs and the money for them (`amount`'s field). */
export const refundLinesWire = (amount: z.ZodString) =>
  z.array(
    z.object({
      line_id: z.number().int(),
      product_name: z.string(),
      pack: z.string(),
      qty: z.number().int(),
      amount,
    }),
  );

export const adminOrderRowWire = z.object({
  order_id: z.number().int(),
  placed_at: isoDate,
  order_status: status,
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.string(),
  channel: z
    .enum(ORDER_CHANNELS)
    .describe("How the order came: web (the customer), phone, whatsapp or counter."),
  customer_name: z.string(),
  city: z.string(),
  pincode: z.string(),
  items: z.number().int().describe("Packs in the order."),
  total: rupeeString.optional().describe("Only for roles that see money."),
});

export const adminOrderListWire = z.object({
  rows: z.array(adminOrderRowWire),
  total: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
  counts: z.record(status, z.number().int()).describe("Orders per status under the other filters."),
});

const money = (seesMoney: boolean, paise: number) => (seesMoney ? toRupeeString(paise) : undefined);

export const presentAdminRow = (r: AdminOrderRow, seesMoney: boolean): z.input<typeof adminOrderRowWire> => ({
  order_id: r.id,
  placed_at: r.placedAt.toISOString(),
  order_status: r.status,
  payment_status: r.paymentStatus,
  payment_method: r.paymentMethod,
  channel: r.channel,
  customer_name: r.customerName,
  city: r.city,
  pincode: r.pincode,
  items: r.itemCount,
  total: money(seesMoney, r.totalPaise),
});

export const adminOrderWire = z.object({
  order_id: z.number().int(),
  placed_at: isoDate,
  paid_at: isoDate.nullable(),
  order_status: status,
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.string(),
  channel: z.enum(ORDER_CHANNELS),
  placed_by: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe("The staff member who placed it for the customer; null when the customer did."),
  payment_link: z.string().nullable().describe("The payment link sent to the customer, if any."),
  delivery: deliveryAddress,
  shipment: z
    .object({ courier: z.string(), awb: z.string(), tracking_url: z.string().nullable() })
    .nullable(),
  lines: z.array(
    orderLineWire.extend({
      pack: z.string(),
      qty: z.number().int(),
      refunded_qty: z.number().int().describe("Units of the line part refunds have returned."),
      batches: z
        .array(z.object({ batch: z.string(), expires_on: z.string(), qty: z.number().int() }))
        .describe(
          "The batches to pick the units from, earliest expiry first (empty: the pack has no batches).",
        ),
      unit_mrp: rupeeString.optional(),
      unit_discount: rupeeString.optional(),
      unit_price: rupeeString.optional(),
      line_total: rupeeString.optional(),
    }),
  ),
  events: z.array(
    z.object({
      from: status.nullable(),
      to: status,
      at: isoDate,
      actor_kind: z.enum(ACTOR_KINDS),
      actor_id: z.number().int().nullable(),
      note: z.string(),
    }),
  ),
  notes: z.array(z.object({ id: z.number().int(), body: z.string(), at: isoDate, staff_name: z.string() })),
  cash_to_collect: rupeeString
    .nullable()
    .describe(
      "Cash on delivery not yet collected: what the courier takes at the door. Every role sees it (the packer writes it on the parcel); null otherwise.",
    ),
  allowed_actions: z
    .array(z.enum(ORDER_ACTIONS))
    .describe("What the asking staff member's role may do next with the order (its buttons)."),
  amounts: z
    .object({
      items_mrp: rupeeString,
      discount: rupeeString,
      promo_code: z.string().nullable(),
      promo_discount: rupeeString,
      delivery_charge: rupeeString,
      cod_fee: rupeeString.describe("Cash on delivery's fee; 0.00 for orders paid online."),
      total: rupeeString,
    })
    .optional(),
  customer: z
    .object({ id: z.number().int(), fullname: z.string(), email: z.string().nullable(), phone: z.string() })
    .optional(),
  provider: z.object({ name: z.string(), order_id: z.string().nullable() }).optional(),
  payments: z
    .array(
      z.object({
        id: z.number().int(),
        status: z.enum(TRANSACTION_STATUSES),
        method: z.string().describe('"Online" (through the provider) or "COD" (cash collected on delivery).'),
        amount: rupeeString,
        payment_id: z.string().nullable(),
        refund_id: z.string().nullable(),
        at: isoDate,
        refunded_at: isoDate.nullable(),
      }),
    )
    .optional(),
  refunds: z
    .array(
      z.object({
        id: z.number().int(),
        kind: z
          .enum(["whole", "part"])
          .describe("whole: all that was left of a payment; part: staff's part refund."),
        status: z.enum(["Refunding", "Refund"]),
        amount: rupeeString,
        reason: z.string(),
        lines: refundLinesWire(rupeeString),
        restocked: z.boolean(),
        refund_id: z.string().nullable().describe("The provider's refund id, once made."),
        at: isoDate,
        refunded_at: isoDate.nullable(),
      }),
    )
    .optional()
    .describe("Every refund, oldest first; for roles that see money."),
  refundable: rupeeString
    .optional()
    .describe("What can still be refunded through the provider; for roles that see money."),
});

/**
 * One order for a staff member of `role` (null: no one acts on it, as on a packing slip): money
 * only for a role that sees it, and the moves that role may take now (order-actions.ts).
 */
export function presentAdminOrder(o: AdminOrder, role: StaffRole | null): z.input<typeof adminOrderWire> {
  const seesMoney = role !== null && can(role, "payments");
  const facts = { ...o, refundablePaise: seesMoney ? o.refundablePaise : 0 };
  const base: z.input<typeof adminOrderWire> = {
    order_id: o.id,
    placed_at: o.placedAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    order_status: o.status,
    payment_status: o.paymentStatus,
    payment_method: o.paymentMethod,
    channel: o.channel,
    placed_by: o.placedBy,
    payment_link: o.paymentLinkUrl,
    delivery: presentDelivery(o.address),
    shipment: o.shipment
      ? { courier: o.shipment.courierName, awb: o.shipment.awbNumber, tracking_url: o.shipment.trackingUrl }
      : null,
    lines: o.lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      product_name: l.productName,
      image: l.imageUrl,
      pack: `${l.packQty} ${l.unit}`,
      qty: l.qty,
      refunded_qty: l.refundedQty,
      batches: l.batches.map((b) => ({ batch: b.batch, expires_on: b.expiresOn, qty: b.qty })),
      unit_mrp: money(seesMoney, l.unitMrpPaise),
      unit_discount: money(seesMoney, l.unitDiscountPaise),
      unit_price: money(seesMoney, l.unitFinalPaise),
      line_total: money(seesMoney, l.lineTotalPaise),
    })),
    events: o.events.map((e) => ({
      from: e.from,
      to: e.to,
      at: e.at.toISOString(),
      actor_kind: e.actorKind,
      actor_id: e.actorId,
      note: e.note,
    })),
    notes: o.notes.map((n) => ({ id: n.id, body: n.body, at: n.at.toISOString(), staff_name: n.staffName })),
    cash_to_collect: o.paymentStatus === "COD_DUE" ? toRupeeString(o.totalPaise) : null,
    allowed_actions: role === null ? [] : allowedActions(facts, { kind: "staff", role }),
  };
  if (!seesMoney) return base;
  return {
    ...base,
    amounts: {
      items_mrp: toRupeeString(o.subtotalMrpPaise),
      ...chargesWire(o),
    },
    customer: {
      id: o.customer.id,
      fullname: o.customer.fullName,
      email: o.customer.email,
      phone: o.customer.phone,
    },
    provider: { name: o.provider, order_id: o.providerOrderId },
    payments: o.payments.map((p) => ({
      id: p.id,
      status: p.status,
      method: p.method,
      amount: toRupeeString(p.amountPaise),
      payment_id: p.providerPaymentId,
      refund_id: p.refundId,
      at: p.createdAt.toISOString(),
      refunded_at: p.refundedAt?.toISOString() ?? null,
    })),
    refunds: o.refunds.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      amount: toRupeeString(r.amountPaise),
      reason: r.reason,
      lines: r.lines.map((l) => ({
        line_id: l.orderLineId,
        product_name: l.productName,
        pack: l.pack,
        qty: l.qty,
        amount: toRupeeString(l.amountPaise),
      })),
      restocked: r.restocked,
      refund_id: r.providerRefundId,
      at: r.createdAt.toISOString(),
      refunded_at: r.refundedAt?.toISOString() ?? null,
    })),
    refundable: toRupeeString(o.refundablePaise),
  };
}
