import { asc, eq } from "drizzle-orm";
import { allocate } from "../../../lib/gst";
import type { Paise } from "../../../lib/money";
import { notFound } from "../../domain-error";
import type { Tx } from "./order-lifecycle";
import { type Order, orderLines, orders } from "./orders.schema";

/** One line of an order as a refund sees it: what was charged for it after the promo discount. */
export interface ChargedLine {
  id: number;
  productId: number;
  productPriceId: number;
  productName: string;
  /** "500 g" */
  pack: string;
  qty: number;
  /** The line's total less its share of the promo discount, shared as the tax invoice shares it. */
  chargedPaise: Paise;
}

/**
 * An order and its lines for a refund, inside the caller's transaction; `lock` takes the order's
 * row until the transaction ends, so two refunds of one order are decided one after the other.
 */
export async function orderForRefund(
  tx: Tx,
  orderId: number,
  lock: boolean,
): Promise<{ order: Order; lines: ChargedLine[] }> {
  const query = tx.select().from(orders).where(eq(orders.id, orderId));
  const [order] = lock ? await query.for("update") : await query;
  if (!order) throw notFound("This order was not found.");
  const rows = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const shares = allocate(
    order.promoDiscountPaise,
    rows.map((l) => l.lineTotalPaise),
  );
  return {
    order,
    lines: rows.map((l, i) => ({
      id: l.id,
      productId: l.productId,
      productPriceId: l.productPriceId,
      productName: l.productName,
      pack: `${Number(l.priceQty)} ${l.unit}`,
      qty: l.qty,
      chargedPaise: l.lineTotalPaise - shares[i],
    })),
  };
}

/**
 * What `qty` more units of a line return when `before` of them were refunded already: the
 * line's charge shared over its units so that refunding them all, in any steps, returns exactly
 * what was charged for the line (never a paisa more or less).
 */
export const unitsCharge = (line: Pick<ChargedLine, "chargedPaise" | "qty">, before: number, qty: number) =>
  Math.floor((line.chargedPaise * (before + qty)) / line.qty) -
  Math.floor((line.chargedPaise * before) / line.qty);
