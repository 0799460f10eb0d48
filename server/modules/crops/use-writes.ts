import { asc, eq, sql } from "drizzle-orm";
import { formatUse } from "../../../lib/crop-uses-csv";
import type { LabelDose } from "../../../lib/dose-types";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { DomainError, invalidInput, notFound } from "../../domain-error";
import { staleEdit, touchProduct } from "../catalog";
import { type AuditActor, recordAudit, type Tx } from "../staff";
import type { AdminCropTargets, AdminUse } from "./admin-types";
import { cropProblems, cropStages, crops, productCropUses, type UseRow } from "./crops.schema";
import { doseColumns, doseOf } from "./dose-rows";

/**
 * A use's change is its product's: the entry is the product's (the audit log shows a product's
 * uses with its other changes, and the spreadsheet's stale-row sentence names who changed it).
 */
const audit = (
  tx: Tx,
  actor: AuditActor,
  action: "add crop use" | "update crop use" | "remove crop use",
  productId: number,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
) => recordAudit(tx, actor, { entity: "product", entityId: productId, action, ...change });

export type UseTarget = { stageId?: number; problemId?: number };
export interface UseInput {
  target: UseTarget;
  dose: LabelDose;
  safety: string;
  safetyHi: string;
}

/** The crop and stage or problem a use names, found by its id; a sentence on the field when unknown. */
async function resolve(tx: Tx, target: UseTarget) {
  if (target.stageId !== undefined) {
    const [s] = await tx
      .select({ cropId: cropStages.cropId, key: cropStages.stageKey, crop: crops.cropKey })
      .from(cropStages)
      .innerJoin(crops, eq(crops.id, cropStages.cropId))
      .where(eq(cropStages.id, target.stageId));
    if (s) return { cropId: s.cropId, stageId: target.stageId, problemId: null, label: `${s.crop}:${s.key}` };
  } else if (target.problemId !== undefined) {
    const [p] = await tx
      .select({ cropId: cropProblems.cropId, key: cropProblems.problemKey, crop: crops.cropKey })
      .from(cropProblems)
      .innerJoin(crops, eq(crops.id, cropProblems.cropId))
      .where(eq(cropProblems.id, target.problemId));
    if (p)
      return { cropId: p.cropId, stageId: null, problemId: target.problemId, label: `${p.crop}:${p.key}` };
  }
  const message = "There is no such stage or problem (it was removed?): choose another.";
  throw invalidInput(message, { target: message });
}

const audited = (label: string, row: UseRow) => {
  const [crop, target] = label.split(":");
  return {
    "crop use": formatUse({ crop, target, dose: doseOf(row) }),
    "crop use's safety": row.safety,
    "crop use's safety (Hindi)": row.safetyHi,
  };
};

const twice = (label: string) => {
  const message = `This product already has a use for ${label.replace(":", " › ")}: edit that one instead.`;
  return new DomainError("conflict", message, { target: message });
};

/** What a use's row holds of the input. */
const columns = (input: UseInput) => ({
  ...doseColumns(input.dose),
  safety: input.safety.normalize("NFC"),
  safetyHi: input.safetyHi.normalize("NFC"),
});

/**
 * A product's crop uses as staff edit them on its page (docs/decisions/0043-crops-and-doses.md):
 * each write locks the product and moves it to its next version (its uses are part of it, so a
 * spreadsheet row or a product form from before is refused as stale), with an audit entry.
 */
export function createUseWrites(db: Db) {
  /** The use's own crop and target label ("paddy:stem-borer"). */
  async function labelOf(tx: Tx, row: UseRow) {
    return (await resolve(tx, { stageId: row.stageId ?? undefined, problemId: row.problemId ?? undefined }))
      .label;
  }
  async function lockUse(tx: Tx, id: number, version: number) {
    const [found] = await tx.select().from(productCropUses).where(eq(productCropUses.id, id));
    if (!found) throw notFound("No such crop use.");
    const product = await touchProduct(tx, found.productId);
    const [row] = await tx.select().from(productCropUses).where(eq(productCropUses.id, id)).for("update");
    if (!row) throw notFound("It was removed meanwhile; reload.");
    if (row.version !== version) throw await staleEdit(tx, "product", row.productId, row.updatedAt);
    return { row, product };
  }

  return {
    /** A product's uses, by crop, its stages before its problems. */
    async list(productId: number): Promise<AdminUse[]> {
      const rows = await db
        .select({ use: productCropUses, crop: crops, stage: cropStages, problem: cropProblems })
        .from(productCropUses)
        .innerJoin(crops, eq(crops.id, productCropUses.cropId))
        .leftJoin(cropStages, eq(cropStages.id, productCropUses.stageId))
        .leftJoin(cropProblems, eq(cropProblems.id, productCropUses.problemId))
        .where(eq(productCropUses.productId, productId))
        .orderBy(
          asc(crops.sortOrder),
          asc(crops.id),
          sql`${productCropUses.stageId} is null`,
          asc(cropStages.sortOrder),
          asc(cropProblems.sortOrder),
          asc(productCropUses.id),
        );
      return rows.map(({ use, crop, stage, problem }) => ({
        id: use.id,
        productId: use.productId,
        crop: { id: crop.id, key: crop.cropKey, name: crop.name },
        target: stage
          ? { kind: "stage" as const, id: stage.id, key: stage.stageKey, name: stage.name }
          : {
              kind: "problem" as const,
              id: problem?.id ?? 0,
              key: problem?.problemKey ?? "",
              name: problem?.name ?? "",
            },
        dose: doseOf(use),
        safety: use.safety,
        safetyHi: use.safetyHi,
        version: use.version,
      }));
    },

    /** Every crop with its stages and problems, for the use form's choice. */
    async targets(): Promise<AdminCropTargets[]> {
      const [cropRows, stages, problems] = await Promise.all([
        db.select().from(crops).orderBy(asc(crops.sortOrder), asc(crops.name), asc(crops.id)),
        db.select().from(cropStages).orderBy(asc(cropStages.sortOrder), asc(cropStages.id)),
        db.select().from(cropProblems).orderBy(asc(cropProblems.sortOrder), asc(cropProblems.id)),
      ]);
      const part = (r: { id: number; name: string }, key: string) => ({ id: r.id, key, name: r.name });
      return cropRows.map((c) => ({
        id: c.id,
        key: c.cropKey,
        name: c.name,
        stages: stages.filter((s) => s.cropId === c.id).map((s) => part(s, s.stageKey)),
        problems: problems.filter((p) => p.cropId === c.id).map((p) => part(p, p.problemKey)),
      }));
    },

    async create(actor: AuditActor, productId: number, input: UseInput): Promise<number> {
      let label = "";
      try {
        return await db.transaction(async (tx) => {
          const product = await touchProduct(tx, productId);
          const target = await resolve(tx, input.target);
          label = target.label;
          const [row] = await tx
            .insert(productCropUses)
            .values({
              productId,
              cropId: target.cropId,
              stageId: target.stageId,
              problemId: target.problemId,
              ...columns(input),
            })
            .returning();
          await audit(tx, actor, "add crop use", product.id, { after: audited(label, row) });
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, "product_crop_uses")) throw twice(label);
        throw error;
      }
    },

    /** Saves a use; answers its product's id. */
    async update(actor: AuditActor, id: number, version: number, input: UseInput): Promise<number> {
      let label = "";
      try {
        return await db.transaction(async (tx) => {
          const { row: old, product } = await lockUse(tx, id, version);
          const target = await resolve(tx, input.target);
          label = target.label;
          const [row] = await tx
            .update(productCropUses)
            .set({
              cropId: target.cropId,
              stageId: target.stageId,
              problemId: target.problemId,
              ...columns(input),
              version: sql`${productCropUses.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(eq(productCropUses.id, id))
            .returning();
          await audit(tx, actor, "update crop use", product.id, {
            before: audited(await labelOf(tx, old), old),
            after: audited(label, row),
          });
          return product.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, "product_crop_uses")) throw twice(label);
        throw error;
      }
    },

    /** Removes a use; answers its product's id. */
    async remove(actor: AuditActor, id: number, version: number): Promise<number> {
      return db.transaction(async (tx) => {
        const { row, product } = await lockUse(tx, id, version);
        await tx.delete(productCropUses).where(eq(productCropUses.id, id));
        await audit(tx, actor, "remove crop use", product.id, {
          before: audited(await labelOf(tx, row), row),
        });
        return product.id;
      });
    },
  };
}
