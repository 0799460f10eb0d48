import { asc, eq, sql } from "drizzle-orm";
import { type BatchInput, type BatchMark, batchMark, batchProblem } from "../../../../lib/batches";
import { indiaDay } from "../../../../lib/india-time";
import type { RegulatedKind } from "../../../../lib/regulated";
import type { Db } from "../../../db/client";
import { DomainError, invalidInput, notFound } from "../../../domain-error";
import { type AuditActor, recordAudit } from "../../staff";
import { type PackBatch, packBatches } from "../batches.schema";
import { writeOffExpiredBatches } from "../stock/expire-batches";
import { moveStock, staffWho } from "../stock/move-stock";
import { fail, insertBatch, packOf, receiveBatchIn } from "./batch-receive";

/** A batch as the back office lists it. */
export interface BatchView {
  id: number;
  batchNo: string;
  madeOn: string;
  expiresOn: string;
  received: number;
  left: number;
  writtenOff: boolean;
  mark: BatchMark;
}

/** A pack and its batches, earliest expiry first. */
export interface PackBatches {
  packId: number;
  productId: number;
  label: string;
  kind: RegulatedKind;
  stock: number;
  batches: BatchView[];
}

const view = (b: PackBatch, today: string): BatchView => ({
  id: b.id,
  batchNo: b.batchNo,
  madeOn: b.madeOn,
  expiresOn: b.expiresOn,
  received: b.received,
  left: b.left,
  writtenOff: b.writtenOffAt !== null,
  mark: batchMark(b.expiresOn, today),
});

/**
 * A pack's batches in the back office (docs/decisions/0049-batches-and-expiry.md): listed,
 * received (stock in through the ledger as `received`), counted from the shelf when a pack is
 * first kept in batches, and corrected (a `staff adjustment` of one batch). Each write audited.
 */
export function createBatchAdmin(db: Db, deps: { changed?: () => void } = {}) {
  const changed = <T>(v: T) => {
    deps.changed?.();
    return v;
  };
  async function list(packId: number, now = new Date()): Promise<PackBatches> {
    const today = indiaDay(now);
    const p = await packOf(db, packId);
    const rows = await db
      .select()
      .from(packBatches)
      .where(eq(packBatches.productPriceId, packId))
      .orderBy(asc(packBatches.expiresOn), asc(packBatches.id));
    return {
      packId,
      productId: p.pack.productId,
      label: p.label,
      kind: p.kind as RegulatedKind,
      stock: p.pack.stock,
      batches: rows.map((b) => view(b, today)),
    };
  }

  /** A batch to take in, checked; `field` names one form field for all of its problems. */
  function check(b: BatchInput, today: string, field?: string, lead = "") {
    const problem = batchProblem(b);
    if (problem) throw fail(field ?? fieldOf(problem), `${lead}${problem}`);
    if (b.expiresOn < today)
      throw fail(
        field ?? "expires_on",
        `Expiry date: batch ${b.batchNo} expired on ${b.expiresOn}; an expired batch cannot be received for sale.`,
      );
  }

  return {
    list,

    /** Receives a batch: its units join the pack's stock (`received` in the ledger). */
    async receive(actor: AuditActor, packId: number, b: BatchInput, now = new Date()) {
      check(b, indiaDay(now));
      if (b.qty === 0) throw fail("qty", "Quantity: a batch received has at least one pack.");
      return db.transaction((tx) => receiveBatchIn(tx, actor, packId, b, now)).then(changed);
    },

    /**
     * A pack first kept in batches: the packs already on the shelf counted into their batches
     * (together exactly its stock). Its stock does not move; the ledger stays as it was.
     */
    async countShelf(actor: AuditActor, packId: number, list: BatchInput[], now = new Date()) {
      const today = indiaDay(now);
      for (const b of list) check(b, today, "batches", `Batch ${b.batchNo}: `);
      return db
        .transaction(async (tx) => {
          const p = await packOf(tx, packId, true);
          const [had] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(packBatches)
            .where(eq(packBatches.productPriceId, packId));
          if (had.n > 0)
            throw invalidInput(`${p.label} is already kept in batches: receive a batch instead.`);
          const total = list.reduce((n, b) => n + b.qty, 0);
          if (total !== p.pack.stock)
            throw fail(
              "batches",
              `The batches add up to ${total} packs, but ${p.label} has ${p.pack.stock} on the shelf: they must be equal.`,
            );
          const seen = new Set<string>();
          for (const b of list) {
            if (seen.has(b.batchNo.toUpperCase()))
              throw fail("batches", `Batch number: ${b.batchNo} is written twice.`);
            seen.add(b.batchNo.toUpperCase());
            await insertBatch(tx, packId, b, b.qty);
          }
          await recordAudit(tx, actor, {
            entity: "batch",
            entityId: packId,
            action: "count_shelf",
            before: null,
            after: {
              pack: p.label,
              batches: list.map((b) => `${b.batchNo} (expires ${b.expiresOn}): ${b.qty}`),
            },
          });
        })
        .then(changed);
    },

    /**
     * Corrects a batch's count to `left`, if it still is `leftWas` (a sale may have taken units
     * since the page was loaded: then 409). A batch written off moves no stock: its units wait
     * to be destroyed or sent back, and the count says how many.
     */
    async correct(
      actor: AuditActor,
      batchId: number,
      leftWas: number,
      left: number,
      reason: string,
      now = new Date(),
    ) {
      if (!reason.trim()) throw fail("reason", "Say why the count changed.");
      if (!Number.isInteger(left) || left < 0 || left > 1_000_000)
        throw fail("left", "Packs left: write a whole number from 0 to 1,000,000.");
      return db
        .transaction(async (tx) => {
          const [b0] = await tx.select().from(packBatches).where(eq(packBatches.id, batchId));
          if (!b0) throw notFound("No such batch.");
          const p = await packOf(tx, b0.productPriceId, true);
          // Written off first if due, so the count below is the batch as it stands.
          await moveStock(tx, [], now, { writeOff: [b0.productPriceId] });
          const [b] = await tx
            .select()
            .from(packBatches)
            .where(eq(packBatches.id, batchId))
            .for("no key update");
          if (b.left !== leftWas) {
            const message = `Batch ${b.batchNo} of ${p.label} changed meanwhile (now ${b.left} left); reload.`;
            throw new DomainError("conflict", message, { left: message });
          }
          if (left === leftWas) return b.productPriceId;
          if (b.writtenOffAt) {
            await tx.update(packBatches).set({ left }).where(eq(packBatches.id, batchId));
          } else {
            await moveStock(
              tx,
              [
                {
                  packId: b.productPriceId,
                  change: left - leftWas,
                  reason: "staff adjustment",
                  who: staffWho(actor),
                  reference: `batch ${b.batchNo}: ${reason.trim()}`,
                  batches: [{ batchId, qty: Math.abs(left - leftWas) }],
                },
              ],
              now,
            );
          }
          await recordAudit(tx, actor, {
            entity: "batch",
            entityId: batchId,
            action: "correct",
            before: { pack: p.label, batch: b.batchNo, left: leftWas },
            after: { pack: p.label, batch: b.batchNo, left },
            reason: reason.trim(),
          });
          return b.productPriceId;
        })
        .then(changed);
    },

    /** The nightly write-off of expired batches (stock/expire-batches.ts); the packs looked at. */
    writeOff: (now = new Date()) => writeOffExpiredBatches(db, now).then((n) => (n > 0 ? changed(n) : n)),
  };
}

/** The form field a batch problem names ("Expiry date: …" is expires_on). */
function fieldOf(problem: string) {
  if (problem.startsWith("Batch number")) return "batch_no";
  if (problem.startsWith("Manufacturing")) return "made_on";
  if (problem.startsWith("Expiry")) return "expires_on";
  return "qty";
}

export type BatchAdmin = ReturnType<typeof createBatchAdmin>;
