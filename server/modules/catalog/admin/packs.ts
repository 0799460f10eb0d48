import { eq, inArray, sql } from "drizzle-orm";
import { packLabel } from "../../../../lib/catalog-types";
import { toRupeeString } from "../../../../lib/money";
import { type PackInput, paise } from "../../../../lib/validation/catalogue";
import { queryRows } from "../../../db/client";
import { DomainError, invalidInput } from "../../../domain-error";
import type { Tx } from "../../staff";
import { type ProductPrice, productPrices } from "../catalog.schema";
import { moveStock, type StockWho } from "../stock/move-stock";

/** One pack's stock before and after a back-office write (each is an audit entry with a reason). */
export interface StockChange {
  packId: number;
  /** The product and the pack: "Neem Oil 1 L". */
  label: string;
  before: number;
  after: number;
}

/** What the audit log keeps of a product's packs (their stock has entries of its own). */
export const auditedPacks = (
  packs: readonly ProductPrice[],
  labelsHi: ReadonlyMap<number, string> = new Map(),
) =>
  packs.map((p) => ({
    id: p.id,
    size: packLabel({ qty: Number(p.qty), unit: p.unit }),
    labelHi: labelsHi.get(p.id) ?? "",
    mrp: toRupeeString(p.mrpPaise),
    discount: toRupeeString(p.discountPaise),
    sellable: p.inStock,
    lowStockThreshold: p.lowStockThreshold,
  }));

const field = (message: string, name: string) => invalidInput(message, { [name]: message });

/** Whether an order, a stock hold or a bulk enquiry names the pack (then it must stay). */
async function packsInUse(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select product_price_id as id from order_lines where product_price_id in (${list})
        union select product_price_id from stock_holds where product_price_id in (${list})
        union select product_price_id from bulk_enquiry_items where product_price_id in (${list})`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Makes a product's packs what the form sent, in its order: existing ones (by id) updated, new
 * ones added, missing ones removed unless anything was ever ordered of them. A pack's stock
 * changes only if the form changed it, and only if nobody (a sale, another tab) changed it
 * since the form was loaded: then the write is refused, so a count is never overwritten.
 */
export async function syncPacks(
  tx: Tx,
  product: { id: number; name: string },
  packs: readonly PackInput[],
  stockReason: string,
  who: StockWho,
): Promise<{ before: ProductPrice[]; after: ProductPrice[]; stock: StockChange[] }> {
  const before = await tx
    .select()
    .from(productPrices)
    .where(eq(productPrices.productId, product.id))
    .orderBy(productPrices.displayOrder, productPrices.id)
    .for("update");
  const byId = new Map(before.map((p) => [p.id, p]));
  const kept = new Set<number>();
  const stock: StockChange[] = [];
  const after: ProductPrice[] = [];
  for (const [i, p] of packs.entries()) {
    const label = packLabel(p);
    const values = {
      qty: String(p.qty),
      unit: p.unit,
      mrpPaise: paise(p.mrp),
      discountPaise: paise(p.discount),
      inStock: p.sellable,
      lowStockThreshold: p.low_stock,
      displayOrder: i,
    };
    if (p.id === undefined) {
      const [row] = await tx
        .insert(productPrices)
        .values({ ...values, productId: product.id, stock: 0 })
        .returning();
      if (p.stock > 0)
        stock.push({ packId: row.id, label: `${product.name} ${label}`, before: 0, after: p.stock });
      after.push({ ...row, stock: p.stock });
      continue;
    }
    const old = byId.get(p.id);
    if (!old || kept.has(p.id)) throw field("This pack size is not this product's; reload.", `packs.${i}.id`);
    kept.add(p.id);
    if (p.stock_was === undefined)
      throw field("Reload the page: the stock it started from is missing.", `packs.${i}.stock`);
    let count = old.stock;
    if (p.stock !== p.stock_was) {
      if (old.stock !== p.stock_was) {
        const message = `The stock of ${label} changed meanwhile (now ${old.stock}); reload.`;
        throw new DomainError("conflict", message, { [`packs.${i}.stock`]: message });
      }
      if (!stockReason) throw field("Say why the stock changed.", "stock_reason");
      count = p.stock;
      stock.push({ packId: p.id, label: `${product.name} ${label}`, before: old.stock, after: count });
    }
    const [row] = await tx.update(productPrices).set(values).where(eq(productPrices.id, p.id)).returning();
    after.push({ ...row, stock: count });
  }
  // The counts themselves move through the ledger; a new pack's first count is its opening.
  const fresh = new Set(after.filter((p) => !byId.has(p.id)).map((p) => p.id));
  await moveStock(
    tx,
    stock.map((c) => ({
      packId: c.packId,
      change: c.after - c.before,
      reason: "staff adjustment",
      who,
      reference: fresh.has(c.packId) ? stockReason || "New pack size" : stockReason,
    })),
  );
  const removed = before.filter((p) => !kept.has(p.id));
  const inUse = await packsInUse(
    tx,
    removed.map((p) => p.id),
  );
  for (const p of removed) {
    if (inUse.has(p.id)) {
      const message = `${packLabel({ qty: Number(p.qty), unit: p.unit })} has been ordered, so it cannot be removed: untick "Sellable" instead.`;
      throw new DomainError("conflict", message, { packs: message });
    }
  }
  if (removed.length > 0) {
    const ids = removed.map((p) => p.id);
    // A removed pack leaves the carts it was in (nothing was ordered of it). By the table's name,
    // as packsInUse reads orders': the cart depends on the catalogue, never the other way round.
    await tx.execute(
      sql`delete from cart_lines where product_price_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await tx.delete(productPrices).where(inArray(productPrices.id, ids));
  }
  return { before, after, stock };
}
