import { eq } from "drizzle-orm";
import { packLabel } from "../../../../lib/catalog-types";
import { type Paise, toRupeeString as rupees } from "../../../../lib/money";
import type { Db } from "../../../db/client";
import { DomainError, notFound } from "../../../domain-error";
import { type AuditActor, recordAudit, type Tx } from "../../staff";
import { productPrices, products } from "../catalog.schema";
import { moveStock, staffWho } from "../stock/move-stock";
import { auditStock, bumpVersion, lockProduct } from "./product-writes";

async function lockPack(tx: Tx, packId: number) {
  const [row] = await tx
    .select({ pack: productPrices, productName: products.name })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(eq(productPrices.id, packId))
    .for("no key update", { of: productPrices });
  if (!row) throw notFound("No such pack size.");
  return {
    ...row,
    label: `${row.productName} ${packLabel({ qty: Number(row.pack.qty), unit: row.pack.unit })}`,
  };
}

/** The list's quick edits: a pack's stock (with a reason) and its price. */
export function createStockWrites(db: Db) {
  return {
    /**
     * Sets a pack's stock to `stock`, if it still is `stockWas` (a sale or another member may
     * have changed it since the list was loaded: then 409, and nothing is overwritten).
     */
    async setStock(actor: AuditActor, packId: number, stockWas: number, stock: number, reason: string) {
      await db.transaction(async (tx) => {
        const { pack, label } = await lockPack(tx, packId);
        if (pack.stock !== stockWas) {
          const message = `The stock of ${label} changed meanwhile (now ${pack.stock}); reload.`;
          throw new DomainError("conflict", message, { stock: message });
        }
        if (stock === stockWas) return;
        await moveStock(tx, [
          {
            packId,
            change: stock - stockWas,
            reason: "staff adjustment",
            who: staffWho(actor),
            reference: reason,
          },
        ]);
        await auditStock(tx, actor, [{ packId, label, before: stockWas, after: stock }], reason);
      });
    },

    /** Sets a pack's MRP and discount, if the product is still at `version`. */
    async setPrice(
      actor: AuditActor,
      packId: number,
      version: number,
      mrpPaise: Paise,
      discountPaise: Paise,
    ) {
      return db.transaction(async (tx) => {
        const { pack, label } = await lockPack(tx, packId);
        await lockProduct(tx, pack.productId, version);
        await tx.update(productPrices).set({ mrpPaise, discountPaise }).where(eq(productPrices.id, packId));
        await tx.update(products).set(bumpVersion).where(eq(products.id, pack.productId));
        await recordAudit(tx, actor, {
          entity: "product",
          entityId: pack.productId,
          action: "price",
          before: {
            [`MRP of ${label}`]: rupees(pack.mrpPaise),
            [`discount of ${label}`]: rupees(pack.discountPaise),
          },
          after: { [`MRP of ${label}`]: rupees(mrpPaise), [`discount of ${label}`]: rupees(discountPaise) },
        });
        return pack.productId;
      });
    },
  };
}
