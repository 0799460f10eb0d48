import { z } from "zod";
import { toRupeeString } from "../../../lib/money";
import { presentAddress, wireAddress } from "../addresses";
import { ORDER_ACTIONS } from "./order-actions";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "./order-status";
import type { OrderDetails, ShippingAddress } from "./order-types";
import {
  isoDate,
  PAY_STATUS_WORDS,
  payStatusWire,
  presentTransactions,
  rupeeString,
  transactionRowData,
} from "./orders.present";

/**
 * One order as `/api/order/details/v1/` sends it (docs/api.md, "Order details"): the order
 * list's names where they exist, rupee strings, ISO dates, the lifecycle's status codes.
 */
/** The delivery address with the saved addresses' names (it was copied from one; an order keeps no district). */

/** What an order charges after its goods' MRP, in rupees: the customer's and the staff's order say it alike. */
export const chargesWire = (o: {
  discountPaise: number;
  promoCode: string | null;
  promoDiscountPaise: number;
  deliveryChargePaise: number;
  codFeePaise: number;
  totalPaise: number;
}) => ({
  discount: toRupeeString(o.discountPaise),
  promo_code: o.promoCode,
  promo_discount: toRupeeString(o.promoDiscountPaise),
  delivery_charge: toRupeeString(o.deliveryChargePaise),
  cod_fee: toRupeeString(o.codFeePaise),
  total: toRupeeString(o.totalPaise),
});
export const deliveryAddress = wireAddress.omit({ id: true, is_primary: true, district: true });

export function presentDelivery(a: ShippingAddress): z.input<typeof deliveryAddress> {
  const saved = { ...a, id: 0, isPrimary: false, district: "" };
  const { id: _, is_primary: __, district: ___, ...rest } = presentAddress(saved);
  return rest;
}

/** What every view of an order line starts from: the line, its product, the picture. */
export const orderLineWire = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  image: z.string(),
});

export const orderDetailsData = z.object({
  order_id: z.number().int(),
  order_date: isoDate,
  order_status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  pay_status: payStatusWire,
  order_method: z.string(),
  subtotal_mrp: rupeeString,
  discount: rupeeString,
  promo_code: z.string().nullable(),
  promo_discount: rupeeString,
  delivery_charge: rupeeString,
  cod_fee: rupeeString,
  total: rupeeString,
  address: deliveryAddress,
  items: z.array(
    orderLineWire.extend({
      price_qty: z.string(),
      price_unit_name: z.string(),
      qty: z.number().int(),
      unit_price: rupeeString,
      final_total_price: rupeeString,
    }),
  ),
  payments: z.array(transactionRowData.extend({ refunded_at: isoDate.nullable() })),
  refunds: z
    .array(
      z.object({
        amount: rupeeString,
        reason: z.string(),
        lines: z.array(
          z.object({
            product_name: z.string(),
            pack: z.string(),
            qty: z.number().int(),
            amount: rupeeString,
          }),
        ),
        status: z.enum(["Refund due", "Refunded"]),
        at: isoDate,
        refunded_at: isoDate.nullable(),
      }),
    )
    .describe("Part of the order refunded by the shop (lines or an amount, with the reason), oldest first."),
  timeline: z
    .array(z.object({ status: z.enum(ORDER_STATUSES), at: isoDate }))
    .describe("Every status the order reached, oldest first."),
  shipment: z
    .object({ courier: z.string(), awb: z.string(), tracking_url: z.string().nullable() })
    .nullable()
    .describe("Set once the order has shipped."),
  refunded_at: isoDate.nullable().describe("When the money of a cancelled order came back."),
  can_cancel: z
    .boolean()
    .describe("The customer may cancel it (only while it is PAID, or CONFIRMED for cash on delivery)."),
  allowed_actions: z
    .array(z.enum(ORDER_ACTIONS))
    .describe('What the customer may do with it now: "pay" (Pay now) and "cancel".'),
});

export const presentOrderDetails = (o: OrderDetails): z.input<typeof orderDetailsData> => ({
  order_id: o.id,
  order_date: o.placedAt.toISOString(),
  order_status: o.status,
  payment_status: o.paymentStatus,
  pay_status: PAY_STATUS_WORDS[o.paymentStatus],
  order_method: o.paymentMethod,
  subtotal_mrp: toRupeeString(o.subtotalMrpPaise),
  ...chargesWire(o),
  address: presentDelivery(o.address),
  items: o.items.map((i) => ({
    id: i.id,
    product_id: i.productId,
    product_name: i.productName,
    image: i.imageUrl,
    price_qty: String(i.packQty),
    price_unit_name: i.unit,
    qty: i.qty,
    unit_price: toRupeeString(i.unitFinalPaise),
    final_total_price: toRupeeString(i.lineTotalPaise),
  })),
  payments: presentTransactions(o.payments).map((t, i) => ({
    ...t,
    refunded_at: o.payments[i].refundedAt?.toISOString() ?? null,
  })),
  refunds: o.refunds.map((r) => ({
    amount: toRupeeString(r.amountPaise),
    reason: r.reason,
    lines: r.lines.map((l) => ({
      product_name: l.productName,
      pack: l.pack,
      qty: l.qty,
      amount: toRupeeString(l.amountPaise),
    })),
    status: r.made ? "Refunded" : "Refund due",
    at: r.createdAt.toISOString(),
    refunded_at: r.refundedAt?.toISOString() ?? null,
  })),
  timeline: o.steps.map((s) => ({ status: s.status, at: s.at.toISOString() })),
  shipment: o.shipment
    ? { courier: o.shipment.courierName, awb: o.shipment.awbNumber, tracking_url: o.shipment.trackingUrl }
    : null,
  refunded_at: o.refundedAt?.toISOString() ?? null,
  can_cancel: o.canCancel,
  allowed_actions: o.allowedActions,
});
