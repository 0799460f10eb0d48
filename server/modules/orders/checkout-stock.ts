import { conflict } from "../../domain-error";
import { lockPacksForSale as lockPacks, moveStock } from "../catalog";
import { recordDraws } from "./line-batches";
import type { Tx } from "./order-lifecycle";
import type { PaymentMethod } from "./order-status";

/** A cart line as the checkout reads it. */
interface Line {
  productId: number;
  productPriceId: number;
  qty: number;
}

/**
 * The checkout's packs, locked in id order (as the lines are: no deadlocks between two
 * checkouts) and checked to be for sale with enough left: each line with its price, size and
 * weight, or "out of stock" naming the product. Nothing is taken yet: `takeStock` does that
 * once the order exists, so that its movements can name it.
 */
export async function pricePacks<L extends Line>(
  tx: Tx,
  lines: readonly L[],
  snapshot: ReadonlyMap<number, { name: string; image: string }>,
  now = new Date(),
) {
  const packOf = await lockPacks(
    tx,
    lines.map((l) => l.productPriceId),
    now,
  );
  return lines.map((line) => {
    const pack = packOf.get(line.productPriceId);
    const product = snapshot.get(line.productId);
    if (!pack || !pack.sellable || !pack.active || pack.stock < line.qty || !product) {
      throw conflict(`${product?.name ?? "A product"} is out of stock`);
    }
    const { mrp, discount, qtyLabel, unit, grams } = pack;
    return { line, name: product.name, image: product.image, mrp, discount, qtyLabel, unit, grams };
  });
}

/**
 * Takes the order's packs through the stock ledger (docs/decisions/0030-stock-ledger.md): held
 * until paid when paying online, sold at once for cash on delivery.
 */
export async function takeStock(
  tx: Tx,
  order: { id: number; userId: number; method: PaymentMethod },
  lines: readonly Line[],
  now: Date,
) {
  const taken = await moveStock(
    tx,
    lines.map((l) => ({
      packId: l.productPriceId,
      change: -l.qty,
      reason: order.method === "COD" ? "sale" : "hold",
      who: { kind: "customer", id: order.userId },
      orderId: order.id,
    })),
    now,
  );
  if (!taken.ok) throw conflict("A product in your cart is out of stock");
  await recordDraws(
    tx,
    order.id,
    lines.map((l) => l.productPriceId),
    taken.batches,
  );
}
