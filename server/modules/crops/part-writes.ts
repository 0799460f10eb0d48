import { and, asc, count, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { ProblemKind } from "../../../lib/crop-types";
import type { ProblemInput, StageInput } from "../../../lib/validation/crops";
import type { Db } from "../../db/client";
import { conflict, DomainError, notFound } from "../../domain-error";
import { staleEdit } from "../catalog";
import { type AuditActor, auditOf, type Tx } from "../staff";
import { type UploadsService, uploadedImages } from "../uploads";
import type { AdminProblem, AdminStage } from "./admin-types";
import { adminPicture, lockCrop, pictureColumns } from "./crop-writes";
import { cropProblems, cropStages, type ProblemRow, productCropUses, type StageRow } from "./crops.schema";

const stageAudit = auditOf("crop-stage");
const problemAudit = auditOf("crop-problem");

const auditedStage = (s: StageRow) => ({
  key: s.stageKey,
  name: s.name,
  nameHi: s.nameHi,
  sortOrder: s.sortOrder,
});
const auditedProblem = (p: ProblemRow) => ({
  key: p.problemKey,
  kind: p.kind,
  name: p.name,
  nameHi: p.nameHi,
  symptoms: p.symptoms,
  symptomsHi: p.symptomsHi,
  sortOrder: p.sortOrder,
  picture: p.pictureHash ?? p.pictureUrl,
});

/**
 * A key names one stage or problem of a crop (the spreadsheet writes "paddy:stem-borer"), so a
 * stage and a problem of one crop never share it. Checked with the crop locked.
 */
async function keyFree(tx: Tx, cropId: number, key: string, self: { stage?: number; problem?: number }) {
  const [stage] = await tx
    .select({ id: cropStages.id })
    .from(cropStages)
    .where(
      and(eq(cropStages.cropId, cropId), eq(cropStages.stageKey, key), ne(cropStages.id, self.stage ?? 0)),
    );
  const [problem] = await tx
    .select({ id: cropProblems.id })
    .from(cropProblems)
    .where(
      and(
        eq(cropProblems.cropId, cropId),
        eq(cropProblems.problemKey, key),
        ne(cropProblems.id, self.problem ?? 0),
      ),
    );
  if (stage || problem) {
    const message = `This crop already has a ${stage ? "stage" : "problem"} with the key ${key}: choose another.`;
    throw new DomainError("conflict", message, { key: message });
  }
}

/** How many product uses name each stage and problem of a crop. */
async function useCounts(db: Db, cropId: number) {
  const rows = await db
    .select({ stageId: productCropUses.stageId, problemId: productCropUses.problemId, n: count() })
    .from(productCropUses)
    .where(eq(productCropUses.cropId, cropId))
    .groupBy(productCropUses.stageId, productCropUses.problemId);
  return {
    stage: (id: number) => Number(rows.find((r) => r.stageId === id)?.n ?? 0),
    problem: (id: number) => Number(rows.find((r) => r.problemId === id)?.n ?? 0),
  };
}

const refuseIfUsed = async (
  tx: Tx,
  column: typeof productCropUses.stageId | typeof productCropUses.problemId,
  id: number,
  name: string,
) => {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(productCropUses)
    .where(and(isNotNull(column), eq(column, id)));
  if (n > 0)
    throw conflict(
      `${name} is named by ${n} product use${n === 1 ? "" : "s"}, so it cannot be removed: remove ${n === 1 ? "that use" : "those uses"} from the products first.`,
    );
};

async function lockRow<T extends StageRow | ProblemRow>(
  tx: Tx,
  table: typeof cropStages | typeof cropProblems,
  entity: string,
  id: number,
  version: number,
): Promise<T> {
  const [row] = (await tx.select().from(table).where(eq(table.id, id))) as T[];
  if (!row) throw notFound(`No such ${entity === "crop-stage" ? "stage" : "problem"}.`);
  // The crop first, then the row: every write of a crop's parts takes the locks in this order.
  await lockCrop(tx, row.cropId);
  const [locked] = (await tx.select().from(table).where(eq(table.id, id)).for("update")) as T[];
  if (!locked) throw notFound("It was removed meanwhile; reload.");
  if (locked.version !== version) throw await staleEdit(tx, entity, id, locked.updatedAt);
  return locked;
}

/** A crop's stages and problems as staff manage them. */
export function createPartWrites(db: Db, uploads: UploadsService) {
  return {
    async parts(cropId: number): Promise<{ stages: AdminStage[]; problems: AdminProblem[] }> {
      const [stages, problems, uses] = await Promise.all([
        db
          .select()
          .from(cropStages)
          .where(eq(cropStages.cropId, cropId))
          .orderBy(asc(cropStages.sortOrder), asc(cropStages.id)),
        db
          .select({ problem: cropProblems, widths: uploadedImages.widths })
          .from(cropProblems)
          .leftJoin(uploadedImages, eq(uploadedImages.hash, cropProblems.pictureHash))
          .where(eq(cropProblems.cropId, cropId))
          .orderBy(asc(cropProblems.sortOrder), asc(cropProblems.id)),
        useCounts(db, cropId),
      ]);
      return {
        stages: stages.map((s) => ({
          id: s.id,
          cropId: s.cropId,
          key: s.stageKey,
          name: s.name,
          nameHi: s.nameHi,
          sortOrder: s.sortOrder,
          version: s.version,
          useCount: uses.stage(s.id),
        })),
        problems: problems.map(({ problem: p, widths }) => ({
          id: p.id,
          cropId: p.cropId,
          key: p.problemKey,
          kind: p.kind as ProblemKind,
          name: p.name,
          nameHi: p.nameHi,
          symptoms: p.symptoms,
          symptomsHi: p.symptomsHi,
          sortOrder: p.sortOrder,
          picture: adminPicture(p, widths),
          version: p.version,
          useCount: uses.problem(p.id),
        })),
      };
    },

    async createStage(actor: AuditActor, cropId: number, input: StageInput): Promise<number> {
      return db.transaction(async (tx) => {
        await lockCrop(tx, cropId);
        await keyFree(tx, cropId, input.key, {});
        const [row] = await tx
          .insert(cropStages)
          .values({
            cropId,
            stageKey: input.key,
            name: input.name,
            nameHi: input.name_hi.normalize("NFC"),
            sortOrder: input.sort_order,
          })
          .returning();
        await stageAudit(tx, actor, "create", row.id, { after: auditedStage(row) });
        return row.id;
      });
    },

    async updateStage(actor: AuditActor, id: number, version: number, input: StageInput): Promise<number> {
      return db.transaction(async (tx) => {
        const old = await lockRow<StageRow>(tx, cropStages, "crop-stage", id, version);
        await keyFree(tx, old.cropId, input.key, { stage: id });
        const [row] = await tx
          .update(cropStages)
          .set({
            stageKey: input.key,
            name: input.name,
            nameHi: input.name_hi.normalize("NFC"),
            sortOrder: input.sort_order,
            version: sql`${cropStages.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(cropStages.id, id))
          .returning();
        await stageAudit(tx, actor, "update", id, { before: auditedStage(old), after: auditedStage(row) });
        return old.cropId;
      });
    },

    async removeStage(actor: AuditActor, id: number, version: number): Promise<number> {
      return db.transaction(async (tx) => {
        const old = await lockRow<StageRow>(tx, cropStages, "crop-stage", id, version);
        await refuseIfUsed(tx, productCropUses.stageId, id, old.name);
        await tx.delete(cropStages).where(eq(cropStages.id, id));
        await stageAudit(tx, actor, "remove", id, { before: auditedStage(old) });
        return old.cropId;
      });
    },

    async createProblem(actor: AuditActor, cropId: number, input: ProblemInput): Promise<number> {
      const picture = await pictureColumns(uploads, input.picture);
      return db.transaction(async (tx) => {
        await lockCrop(tx, cropId);
        await keyFree(tx, cropId, input.key, {});
        const [row] = await tx
          .insert(cropProblems)
          .values({ cropId, ...problemColumns(input), ...picture })
          .returning();
        await problemAudit(tx, actor, "create", row.id, { after: auditedProblem(row) });
        return row.id;
      });
    },

    async updateProblem(
      actor: AuditActor,
      id: number,
      version: number,
      input: ProblemInput,
    ): Promise<number> {
      const picture = await pictureColumns(uploads, input.picture);
      return db.transaction(async (tx) => {
        const old = await lockRow<ProblemRow>(tx, cropProblems, "crop-problem", id, version);
        await keyFree(tx, old.cropId, input.key, { problem: id });
        const [row] = await tx
          .update(cropProblems)
          .set({
            ...problemColumns(input),
            ...picture,
            version: sql`${cropProblems.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(cropProblems.id, id))
          .returning();
        await problemAudit(tx, actor, "update", id, {
          before: auditedProblem(old),
          after: auditedProblem(row),
        });
        return old.cropId;
      });
    },

    async removeProblem(actor: AuditActor, id: number, version: number): Promise<number> {
      return db.transaction(async (tx) => {
        const old = await lockRow<ProblemRow>(tx, cropProblems, "crop-problem", id, version);
        await refuseIfUsed(tx, productCropUses.problemId, id, old.name);
        await tx.delete(cropProblems).where(eq(cropProblems.id, id));
        await problemAudit(tx, actor, "remove", id, { before: auditedProblem(old) });
        return old.cropId;
      });
    },
  };
}

const problemColumns = (input: ProblemInput) => ({
  problemKey: input.key,
  kind: input.kind,
  name: input.name,
  nameHi: input.name_hi.normalize("NFC"),
  symptoms: input.symptoms,
  symptomsHi: input.symptoms_hi.normalize("NFC"),
  sortOrder: input.sort_order,
});
