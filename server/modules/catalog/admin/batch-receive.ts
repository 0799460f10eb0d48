import { and, eq, sql } from "drizzle-orm";
import type { BatchInput } from "../../../../lib/batches";
import { packLabel } from "../../../../lib/catalog-types";
import type { Db } from "../../../db/client";
import { DomainError, notFound } from "../../../domain-error";
import { type AuditActor, recordAudit, type Tx } from "../../staff";
import { packBatches } from "../batches.schema";
import { productPrices, products } from "../catalog.schema";
import { moveStock, staffWho } from "../stock/move-stock";

// A batch received (docs/decisions/0049-batches-and-expiry.md), shared by the pack's batches
// page and the batches spreadsheet (0053), which receives many in one transaction.

export const fail = (field: string, message: string) =>
  new DomainError("invalid_input", message, { [field]: message });

/** A pack with its product's name and kind, locked for the transaction when `lock`. */
export async function packOf(tx: Pick<Db, "select">, packId: number, lock = false) {
  const q = tx
    .select({ pack: productPrices, name: products.name, kind: products.regulatedKind })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(eq(productPrices.id, packId));
  const [row] = lock ? await q.for("no key update", { of: productPrices }) : await q;
  if (!row) throw notFound("No such pack size.");
  return {
    ...row,
    label: `${row.name} ${packLabel({ qty: Number(row.pack.qty), unit: row.pack.unit })}`,
  };
}

/** Whether the batch with this number is already the pack's (numbers compare without case). */
export const sameNo = (packId: number, batchNo: string) =>
  and(eq(packBatches.productPriceId, packId), sql`upper(${packBatches.batchNo}) = upper(${batchNo})`);

export async function insertBatch(tx: Tx, packId: number, b: BatchInput, left: number) {
  const [row] = await tx
    .insert(packBatches)
    .values({
      productPriceId: packId,
      batchNo: b.batchNo,
      madeOn: b.madeOn,
      expiresOn: b.expiresOn,
      received: b.qty,
      left,
    })
    .returning();
  return row;
}

/**
 * Receives a checked batch inside `tx`: the pack locked, refused while its stock is in no batch
 * or when it already has the number; its units join the stock (`received`), audited. The id.
 */
export async function receiveBatchIn(
  tx: Tx,
  actor: AuditActor,
  packId: number,
  b: BatchInput,
  now: Date,
): Promise<number> {
  const p = await packOf(tx, packId, true);
  const [had] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(packBatches)
    .where(eq(packBatches.productPriceId, packId));
  if (had.n === 0 && p.pack.stock > 0)
    throw fail(
      "batch_no",
      `${p.label} has ${p.pack.stock} packs in no batch: first count them into their batches ("Count the shelf into batches"), then receive new ones.`,
    );
  const [dup] = await tx.select({ id: packBatches.id }).from(packBatches).where(sameNo(packId, b.batchNo));
  if (dup)
    throw fail(
      "batch_no",
      `Batch number: ${b.batchNo} is already received for ${p.label}; correct its count instead.`,
    );
  const row = await insertBatch(tx, packId, b, 0);
  await moveStock(
    tx,
    [
      {
        packId,
        change: b.qty,
        reason: "received",
        who: staffWho(actor),
        reference: `batch ${b.batchNo}`,
        batches: [{ batchId: row.id, qty: b.qty }],
      },
    ],
    now,
  );
  await recordAudit(tx, actor, {
    entity: "batch",
    entityId: row.id,
    action: "receive",
    before: null,
    after: { pack: p.label, batch: b.batchNo, made: b.madeOn, expires: b.expiresOn, packs: b.qty },
  });
  return row.id;
}
