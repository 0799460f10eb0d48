import { asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { likeText, type Paged, pagedListByStatus } from "../../db/paged-list";
import { notFound } from "../../domain-error";
import { users } from "../accounts";
import { staff } from "../staff";
import type { AdminOrder, AdminOrderFilter, AdminOrderRow } from "./admin-order-types";
import { lineBatches } from "./line-batches";
import { chargesOf, itemOf, shipmentOf, shippingAddressOf } from "./order-rows";
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from "./order-status";
import { orderEvents, orderLines, orderNotes, orders } from "./orders.schema";
import { exportOrdersCsv } from "./orders-export";
import type { PaymentReads } from "./payment-reads";

export const ADMIN_ORDERS_PER_PAGE = 25;

/**
 * The search box: an order number ("12" or "#12"), or part of the customer's name, email or
 * phone (the delivery address's and the account's).
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const number = /^#?(\d{1,9})$/.exec(text);
  const anyText = or(
    ilike(orders.shipFullName, likeText(text)),
    ilike(orders.shipEmail, likeText(text)),
    ilike(orders.shipMobile, likeText(text)),
    ilike(users.fullName, likeText(text)),
    ilike(users.email, likeText(text)),
    ilike(users.phone, likeText(text)),
  );
  return number ? or(eq(orders.id, Number(number[1])), anyText) : anyText;
}

/** The filters other than the status (the counts per status use these). */
function baseConditions(f: AdminOrderFilter): SQL[] {
  const where: SQL[] = [];
  if (f.paymentStatus) where.push(eq(orders.paymentStatus, f.paymentStatus));
  if (f.paymentMethod) where.push(eq(orders.paymentMethod, f.paymentMethod));
  if (f.channel) where.push(eq(orders.channel, f.channel));
  if (f.from) where.push(gte(orders.createdAt, f.from));
  if (f.to) where.push(lt(orders.createdAt, f.to));
  const search = f.q ? searchCondition(f.q) : undefined;
  if (search) where.push(search);
  return where;
}

/**
 * The back office's view of orders (docs/storefront.md, "Back office: orders"): the filtered,
 * searched and paged list with counts per status, and one order in full with its history.
 * What a role may see of it is decided where it is sent (admin-orders.present.ts).
 */
export function createAdminOrdersService(db: Db, money: PaymentReads) {
  /** One order in full: lines, address, customer, payments with provider ids, every event. */
  async function get(orderId: number): Promise<AdminOrder> {
    const [row] = await db
      .select({
        o: orders,
        customer: { id: users.id, fullName: users.fullName, email: users.email, phone: users.phone },
        placedByName: staff.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(staff, eq(staff.id, orders.placedBy))
      .where(eq(orders.id, orderId));
    if (!row) throw notFound("This order was not found.");
    const { o } = row;
    // Which batches to pick (docs/decisions/0049-batches-and-expiry.md).
    const batchesOf = await lineBatches(db, [orderId]);
    const [lines, payments, events, notes, refundRows] = await Promise.all([
      db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
      money.transactionsOfOrders([orderId]),
      db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      db
        .select({ id: orderNotes.id, body: orderNotes.body, at: orderNotes.createdAt, staffName: staff.name })
        .from(orderNotes)
        .innerJoin(staff, eq(staff.id, orderNotes.staffId))
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
      money.refundsOfOrders([orderId]),
    ]);
    const unitsBack = new Map<number, number>();
    for (const r of refundRows) {
      for (const l of r.lines) unitsBack.set(l.orderLineId, (unitsBack.get(l.orderLineId) ?? 0) + l.qty);
    }
    // The kept online payments less every refund of them (made or owed): what may still go back.
    const refundablePaise = payments
      .filter((p) => p.status === "Credit" && p.method === "Online")
      .reduce(
        (sum, p) =>
          sum +
          p.amountPaise -
          refundRows.filter((r) => r.transactionId === p.id).reduce((s, r) => s + r.amountPaise, 0),
        0,
      );
    return {
      id: o.id,
      placedAt: o.createdAt,
      paidAt: o.paidAt,
      status: o.status,
      paymentStatus: o.paymentStatus as PaymentStatus,
      paymentMethod: o.paymentMethod,
      provider: o.provider,
      providerOrderId: o.providerOrderId,
      channel: o.channel,
      placedBy: o.placedBy !== null ? { id: o.placedBy, name: row.placedByName ?? "" } : null,
      paymentLinkUrl: o.paymentLinkUrl,
      ...chargesOf(o),
      totalPaise: o.totalPaise,
      customer: row.customer,
      address: shippingAddressOf(o),
      shipment: shipmentOf(o),
      lines: lines.map((l) => ({
        ...itemOf(l),
        unitMrpPaise: l.unitMrpPaise,
        unitDiscountPaise: l.unitDiscountPaise,
        refundedQty: unitsBack.get(l.id) ?? 0,
        batches: batchesOf.get(l.id) ?? [],
      })),
      refunds: refundRows.map((r) => ({
        id: r.id,
        kind: r.kind,
        status: r.status,
        amountPaise: r.amountPaise,
        reason: r.reason,
        lines: r.lines,
        restocked: r.restocked,
        providerRefundId: r.providerRefundId,
        createdAt: r.createdAt,
        refundedAt: r.refundedAt,
      })),
      refundablePaise: Math.max(refundablePaise, 0),
      payments: payments.map((p) => ({
        id: p.id,
        status: p.status,
        method: p.method,
        amountPaise: p.amountPaise,
        providerPaymentId: p.providerPaymentId,
        refundId: (p.raw as { refundId?: string } | null)?.refundId ?? null,
        createdAt: p.createdAt,
        refundedAt: p.refundedAt,
      })),
      events: events.map((e) => ({
        id: e.id,
        from: e.fromStatus,
        to: e.toStatus,
        at: e.at,
        actorKind: e.actorKind,
        actorId: e.actorId,
        note: e.note,
      })),
      notes,
    };
  }

  return {
    /** The accountant's CSV of the orders placed in [from, to) (orders-export.ts). */
    exportCsv: (from: Date, to: Date) => exportOrdersCsv(db, money, from, to),

    list(f: AdminOrderFilter): Promise<Paged<AdminOrderRow> & { counts: Record<OrderStatus, number> }> {
      return pagedListByStatus(db, {
        rows: db
          .select({
            id: orders.id,
            placedAt: orders.createdAt,
            status: orders.status,
            paymentStatus: orders.paymentStatus,
            paymentMethod: orders.paymentMethod,
            channel: orders.channel,
            totalPaise: orders.totalPaise,
            customerName: orders.shipFullName,
            city: orders.shipCity,
            pincode: orders.shipPincode,
            itemCount: sql<number>`(select coalesce(sum(${orderLines.qty}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
          })
          .from(orders)
          .$dynamic(),
        table: orders,
        // The search looks at the account's name, email and phone too.
        join: (q) => q.innerJoin(users, eq(users.id, orders.userId)),
        where: baseConditions(f),
        status: { column: orders.status, statuses: ORDER_STATUSES, chosen: f.status },
        orderBy: [desc(orders.createdAt), desc(orders.id)],
        page: f.page,
        perPage: f.perPage ?? ADMIN_ORDERS_PER_PAGE,
      });
    },

    get,

    /** The payment methods the shop's orders have, for the list's filter. */
    async paymentMethods(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ method: orders.paymentMethod })
        .from(orders)
        .orderBy(asc(orders.paymentMethod));
      return rows.map((r) => r.method);
    },

    /** Several orders in full, in the order asked (the packing slips of a batch). */
    async many(orderIds: number[]): Promise<AdminOrder[]> {
      const found = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, orderIds));
      const known = new Set(found.map((r) => r.id));
      return Promise.all(orderIds.filter((id) => known.has(id)).map(get));
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
