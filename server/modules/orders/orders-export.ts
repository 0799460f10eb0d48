import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { indiaIso } from "../../../lib/india-time";
import { toRupeeString } from "../../../lib/money";
import { type CsvCell, toCsv } from "../../csv";
import type { Db } from "../../db/client";
import { invalidInput } from "../../domain-error";
import { staff } from "../staff";
import { orderLines, orders } from "./orders.schema";
import type { PaymentReads } from "./payment-reads";

const HEADER = [
  "order_id",
  "placed_at",
  "order_status",
  "payment_status",
  "payment_method",
  "customer_name",
  "email",
  "phone",
  "city",
  "state",
  "pincode",
  "product",
  "pack",
  "qty",
  "unit_mrp",
  "unit_discount",
  "unit_price",
  "line_total",
  "order_items_mrp",
  "order_discount",
  "promo_code",
  "promo_discount",
  "delivery_charge",
  "cod_fee",
  "order_total",
  "payment_ids",
  "refund_ids",
  // How the order came (web, phone, whatsapp, counter) and the staff member who placed it.
  "channel",
  "placed_by",
];

/** Never more orders than this in one file: a longer range is asked for in parts. */
export const EXPORT_MAX_ORDERS = 20_000;

/** Said when a range holds more orders than one file takes (never a file cut short in silence). */
export const tooManyToExport = (n = EXPORT_MAX_ORDERS) =>
  `These days hold more than ${n.toLocaleString("en-IN")} orders: export a shorter range, then the rest.`;

/**
 * The accountant's CSV of the orders placed in [from, to): one row per order line, each with
 * its order's totals, discounts, delivery charge and cash-on-delivery fee (so that each order's
 * total adds up from its row) and the provider's payment and refund ids (money in rupees with
 * two decimals; times in India's, ISO 8601 with +05:30, docs/storefront.md). A range of more
 * than `max` orders is refused rather than cut short: the accountant would not see what is
 * missing.
 */
export async function exportOrdersCsv(
  db: Db,
  money: PaymentReads,
  from: Date,
  to: Date,
  max = EXPORT_MAX_ORDERS,
): Promise<{ csv: string; orders: number }> {
  const found = await db
    .select({ o: orders, placedBy: staff.name })
    .from(orders)
    .leftJoin(staff, eq(staff.id, orders.placedBy))
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(max + 1);
  const list = found.map((r) => r.o);
  const placedBy = new Map(found.map((r) => [r.o.id, r.placedBy ?? ""]));
  if (list.length > max) throw invalidInput(tooManyToExport(max));
  if (list.length === 0) return { csv: toCsv(HEADER, []), orders: 0 };
  const ids = list.map((o) => o.id);
  const [lines, payments, made] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    money.transactionsOfOrders(ids).then((rows) => rows.sort((a, b) => a.id - b.id)),
    money
      .refundsOfOrders(ids)
      .then((rows) =>
        rows
          .filter((r) => r.status === "Refund")
          .map((r) => ({ orderId: r.orderId, id: r.providerRefundId })),
      ),
  ]);
  const paid = new Map<number, string[]>();
  const refunded = new Map<number, string[]>();
  for (const p of payments) {
    if (p.status === "Failed" || p.status === "Pending" || !p.providerPaymentId) continue;
    paid.set(p.orderId, [...(paid.get(p.orderId) ?? []), p.providerPaymentId]);
  }
  // Every refund the provider made, whole or part (refunds.provider_refund_id).
  for (const r of made) if (r.id) refunded.set(r.orderId, [...(refunded.get(r.orderId) ?? []), r.id]);
  const byOrder = new Map(list.map((o) => [o.id, o]));
  const rows: CsvCell[][] = lines.map((l) => {
    const o = byOrder.get(l.orderId) as (typeof list)[number];
    return [
      o.id,
      indiaIso(o.createdAt),
      o.status,
      o.paymentStatus,
      o.paymentMethod,
      o.shipFullName,
      o.shipEmail || "-",
      o.shipMobile,
      o.shipCity,
      o.shipState,
      o.shipPincode,
      l.productName,
      `${Number(l.priceQty)} ${l.unit}`,
      l.qty,
      toRupeeString(l.unitMrpPaise),
      toRupeeString(l.unitDiscountPaise),
      toRupeeString(l.unitFinalPaise),
      toRupeeString(l.lineTotalPaise),
      toRupeeString(o.subtotalMrpPaise),
      toRupeeString(o.discountPaise),
      o.promoCode,
      toRupeeString(o.promoDiscountPaise),
      toRupeeString(o.deliveryChargePaise),
      toRupeeString(o.codFeePaise),
      toRupeeString(o.totalPaise),
      (paid.get(o.id) ?? []).join(" "),
      (refunded.get(o.id) ?? []).join(" "),
      o.channel,
      placedBy.get(o.id) ?? "",
    ];
  });
  // Lines come by id; keep the file in the orders' time order.
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (position.get(a[0] as number) ?? 0) - (position.get(b[0] as number) ?? 0));
  return { csv: toCsv(HEADER, rows), orders: list.length };
}
