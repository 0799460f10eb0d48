import { asc, eq, inArray } from "drizzle-orm";
import { type CellUse, cellEntries, formatUses, parseUse } from "../../../lib/crop-uses-csv";
import type { LabelDose } from "../../../lib/dose-types";
import type { Db } from "../../db/client";
import type { CropUsesColumn } from "../catalog";
import type { Tx } from "../staff";
import { cropProblems, cropStages, crops, productCropUses } from "./crops.schema";
import { doseColumns, doseOf } from "./dose-rows";

type Reader = Pick<Db, "select">;

/** A crop's stage or problem as a cell names it ("paddy:stem-borer"), and where it sorts. */
interface Target {
  cropId: number;
  stageId: number | null;
  problemId: number | null;
  /** Crop order, crop id, stages before problems, their order, their id: the export's order. */
  rank: number[];
}

/** Every stage and problem of every crop, by "crop:key". */
async function targets(db: Reader): Promise<Map<string, Target>> {
  const [cropRows, stageRows, problemRows] = await Promise.all([
    db.select().from(crops),
    db.select().from(cropStages),
    db.select().from(cropProblems),
  ]);
  const byId = new Map(cropRows.map((c) => [c.id, c]));
  const map = new Map<string, Target>();
  for (const s of stageRows) {
    const c = byId.get(s.cropId);
    if (c)
      map.set(`${c.cropKey}:${s.stageKey}`, {
        cropId: c.id,
        stageId: s.id,
        problemId: null,
        rank: [c.sortOrder, c.id, 0, s.sortOrder, s.id],
      });
  }
  for (const p of problemRows) {
    const c = byId.get(p.cropId);
    if (c)
      map.set(`${c.cropKey}:${p.problemKey}`, {
        cropId: c.id,
        stageId: null,
        problemId: p.id,
        rank: [c.sortOrder, c.id, 1, p.sortOrder, p.id],
      });
  }
  return map;
}

const byRank = (a: { rank: number[] }, b: { rank: number[] }) => {
  for (let i = 0; i < a.rank.length; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i] - b.rank[i];
  return 0;
};

const cropKeysOf = (map: Map<string, Target>) => [...new Set([...map.keys()].map((k) => k.split(":")[0]))];

/** A cell's uses, checked against the crops: each with its target, or the first problem. */
function readCell(
  cell: string,
  known: Map<string, Target>,
): { problem: string } | { uses: (CellUse & Target)[] } {
  const uses: (CellUse & Target)[] = [];
  for (const [i, entry] of cellEntries(cell).entries()) {
    const where = `use ${i + 1} "${entry}"`;
    const read = parseUse(entry);
    if ("problem" in read) return { problem: `${where}: ${read.problem}` };
    const target = known.get(`${read.crop}:${read.target}`);
    if (!target) {
      const crops = cropKeysOf(known);
      const problem = crops.includes(read.crop)
        ? `${read.crop} has no stage or problem "${read.target}": use one of ${[...known.keys()]
            .filter((k) => k.startsWith(`${read.crop}:`))
            .map((k) => k.split(":")[1])
            .join(", ")}`
        : `there is no crop "${read.crop}": use one of ${crops.join(", ")}`;
      return { problem: `${where}: ${problem}` };
    }
    if (uses.some((u) => u.crop === read.crop && u.target === read.target))
      return { problem: `${where}: ${read.crop}:${read.target} is named twice` };
    uses.push({ ...read, ...target });
  }
  return { uses: uses.sort(byRank) };
}

const sameDose = (a: LabelDose, b: LabelDose) =>
  (Object.keys(a) as (keyof LabelDose)[]).every((k) => a[k] === b[k]);

/**
 * The catalogue spreadsheet's crop_uses column (lib/crop-uses-csv.ts), handed to the catalogue
 * by server/services.ts: each product's cell, reading a cell against the crops, and writing a
 * product's uses as its cell says (a use that stays keeps its safety notes; the product's own
 * audit entry and version, written by the import, record the change).
 */
export function cropUsesColumn(): CropUsesColumn {
  return {
    async cells(db, productIds) {
      if (productIds !== "all" && productIds.length === 0) return new Map();
      const [known, rows] = await Promise.all([
        targets(db),
        db
          .select({
            use: productCropUses,
            crop: crops.cropKey,
            stage: cropStages.stageKey,
            problem: cropProblems.problemKey,
          })
          .from(productCropUses)
          .innerJoin(crops, eq(crops.id, productCropUses.cropId))
          .leftJoin(cropStages, eq(cropStages.id, productCropUses.stageId))
          .leftJoin(cropProblems, eq(cropProblems.id, productCropUses.problemId))
          .where(productIds === "all" ? undefined : inArray(productCropUses.productId, productIds))
          .orderBy(asc(productCropUses.id)),
      ]);
      const byProduct = new Map<number, (CellUse & { rank: number[] })[]>();
      for (const { use, crop, stage, problem } of rows) {
        const target = stage ?? problem ?? "";
        const rank = known.get(`${crop}:${target}`)?.rank ?? [];
        const list = byProduct.get(use.productId) ?? [];
        list.push({ crop, target, dose: doseOf(use), rank });
        byProduct.set(use.productId, list);
      }
      return new Map([...byProduct].map(([id, list]) => [id, formatUses(list.sort(byRank))]));
    },

    async reader(db) {
      const known = await targets(db);
      return (cell) => {
        const read = readCell(cell, known);
        return "problem" in read ? read : { text: formatUses(read.uses) };
      };
    },

    async write(tx: Tx, changes) {
      const known = await targets(tx);
      for (const { productId, text } of changes) {
        const read = readCell(text, known);
        // The plan read this same cell against the same crops (locked by nobody else meanwhile).
        if ("problem" in read) throw new Error(`A checked crop_uses cell no longer reads: ${read.problem}`);
        const current = await tx
          .select()
          .from(productCropUses)
          .where(eq(productCropUses.productId, productId));
        const key = (t: { stageId: number | null; problemId: number | null }) =>
          `${t.stageId}:${t.problemId}`;
        const wanted = new Map(read.uses.map((u) => [key(u), u]));
        for (const old of current) {
          const next = wanted.get(key(old));
          if (!next) await tx.delete(productCropUses).where(eq(productCropUses.id, old.id));
          else if (!sameDose(doseOf(old), next.dose))
            await tx
              .update(productCropUses)
              .set({ ...doseColumns(next.dose), version: old.version + 1, updatedAt: new Date() })
              .where(eq(productCropUses.id, old.id));
          wanted.delete(key(old));
        }
        if (wanted.size > 0)
          await tx.insert(productCropUses).values(
            [...wanted.values()].map((u) => ({
              productId,
              cropId: u.cropId,
              stageId: u.stageId,
              problemId: u.problemId,
              ...doseColumns(u.dose),
            })),
          );
      }
    },
  };
}
