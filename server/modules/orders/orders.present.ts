import { z } from "zod";
import { toRupeeString } from "../../../lib/money";
import { PAY_STATUS_WORDS } from "../../../lib/order-statuses";
import { ORDER_STATUSES, TRANSACTION_STATUSES } from "./order-status";
import type { CustomerOrder, PaymentTransaction, PlacedOrder } from "./order-types";

/**
 * The orders module's answers as the API sends them (docs/api.md, the payment flow and the
 * order lists): the spec's field names, rupee strings, ISO dates. The schemas describe the
 * answers in the OpenAPI document; the functions turn domain values into them.
 */

export const rupeeString = z.string().regex(/^-?\d+\.\d{2}$/);
export const isoDate = z.iso.datetime();

export const payStatusWire = z.enum(Object.values(PAY_STATUS_WORDS));
export { PAY_STATUS_WORDS };

export const placedOrderData = z.union([
  z.object({
    payment_method: z.literal("ONLINE"),
    amount: z.number().int().describe("The amount to pay, in paise (goods, delivery charge)."),
    currency: z.literal("INR"),
    id: z.string().describe("The payment provider's order id."),
    key: z.string().describe("The provider's public key id for its checkout."),
    order_id: z.number().int(),
  }),
  z.object({
    payment_method: z.literal("COD"),
    order_id: z.number().int(),
    amount: z
      .number()
      .int()
      .describe("The cash to collect on delivery, in paise (goods, delivery charge, COD fee)."),
    currency: z.literal("INR"),
  }),
]);

export const presentPlacedOrder = (p: PlacedOrder): z.input<typeof placedOrderData> =>
  p.method === "COD"
    ? { payment_method: "COD", order_id: p.orderId, amount: p.amountPaise, currency: p.currency }
    : {
        payment_method: "ONLINE",
        amount: p.amountPaise,
        currency: p.currency,
        id: p.providerOrderId,
        key: p.providerKeyId,
        order_id: p.orderId,
      };

export const orderRowData = z.object({
  order_id: z.number().int(),
  image: z.string(),
  product_name: z.string(),
  order_date: isoDate,
  order_method: z.string(),
  pay_status: payStatusWire,
  order_status: z.enum(ORDER_STATUSES),
  price_qty: z.string(),
  price_unit_name: z.string(),
  qty: z.number().int(),
  final_total_price: rupeeString,
});

/** One row per order line, newest order first (the API's order list). */
export const presentOrderRows = (list: CustomerOrder[]): z.input<typeof orderRowData>[] =>
  list.flatMap((order) =>
    order.items.map((item) => ({
      order_id: order.id,
      image: item.imageUrl,
      product_name: item.productName,
      order_date: order.placedAt.toISOString(),
      order_method: order.paymentMethod,
      pay_status: PAY_STATUS_WORDS[order.paymentStatus],
      order_status: order.status,
      price_qty: String(item.packQty),
      price_unit_name: item.unit,
      qty: item.qty,
      final_total_price: toRupeeString(item.lineTotalPaise),
    })),
  );

export const transactionRowData = z.object({
  transaction_id: z.number().int(),
  transaction_date: isoDate,
  amount: rupeeString,
  payment_id: z.string().describe('The provider\'s payment id; "" when there was none.'),
  pay_status: z.enum(TRANSACTION_STATUSES),
  order_id: z.number().int(),
});

export const presentTransactions = (list: PaymentTransaction[]): z.input<typeof transactionRowData>[] =>
  list.map((t) => ({
    transaction_id: t.id,
    transaction_date: t.createdAt.toISOString(),
    amount: toRupeeString(t.amountPaise),
    payment_id: t.paymentId ?? "",
    pay_status: t.status,
    order_id: t.orderId,
  }));
