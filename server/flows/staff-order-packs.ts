import { and, asc, eq, gt, ilike, inArray, isNotNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { productPrices, products } from "../modules/catalog";
import { orders } from "../modules/orders";

/** A pack as staff pick it for a customer's order: name, size, price, what is on the shelf. */
export interface PickablePack {
  packId: number;
  product: string;
  sku: string;
  qty: number;
  unit: string;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
}

const columns = {
  packId: productPrices.id,
  product: products.name,
  sku: products.sku,
  qty: productPrices.qty,
  unit: productPrices.unit,
  mrpPaise: productPrices.mrpPaise,
  discountPaise: productPrices.discountPaise,
  stock: productPrices.stock,
};

const present = (rows: { qty: string; discountPaise: number; mrpPaise: number }[]) =>
  rows.map(({ discountPaise, ...r }) => ({
    ...r,
    qty: Number(r.qty),
    pricePaise: r.mrpPaise - discountPaise,
  }));

/** Packs for sale whose product's name or SKU holds `q` (at most 12), for the order form's search. */
export async function packsMatching(db: Db, q: string): Promise<PickablePack[]> {
  const words = q.trim().replace(/[%_\\]/g, "");
  if (!words) return [];
  const rows = await db
    .select(columns)
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(
      and(
        eq(products.isActive, true),
        eq(productPrices.inStock, true),
        gt(productPrices.stock, 0),
        or(ilike(products.name, `%${words}%`), ilike(products.sku, `%${words}%`)),
      ),
    )
    .orderBy(asc(products.name), asc(productPrices.displayOrder))
    .limit(12);
  return present(rows) as PickablePack[];
}

/** The chosen packs, by id (any state: the order form says what is wrong when placing). */
export async function packsById(db: Db, ids: readonly number[]): Promise<Map<number, PickablePack>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(inArray(productPrices.id, [...ids]));
  return new Map((present(rows) as PickablePack[]).map((p) => [p.packId, p]));
}

/** The order a payment link was sent for: its number, amount and status (null: no such link). */
export async function orderOfLink(db: Db, linkId: string) {
  const [o] = await db
    .select({ id: orders.id, totalPaise: orders.totalPaise, status: orders.status, lang: orders.lang })
    .from(orders)
    .where(and(eq(orders.providerOrderId, linkId), isNotNull(orders.paymentLinkUrl)));
  return o ?? null;
}
