import { parseUse } from "../../../lib/crop-uses-csv";
import {
  cropProblems,
  cropStages,
  crops as cropsTable,
  productCropUses,
} from "../../modules/crops/crops.schema";
import { doseColumns } from "../../modules/crops/dose-rows";
import type { Tx } from "../../modules/staff/staff-records";
import { cropUses } from "./data/crop-uses";
import { cropPicture, crops, problemPicture } from "./data/crops";

/**
 * The demo shop's crops, stages, problems and the products' uses (data/crops.ts,
 * data/crop-uses.ts), for the products just inserted (by SKU). Rows whose key exists are left
 * alone, like the rest of the seed.
 */
export async function seedCrops(tx: Tx, productIdOfSku: Map<string, number>) {
  const cropRows = await tx
    .insert(cropsTable)
    .values(
      crops.map((c, i) => ({
        cropKey: c.key,
        name: c.name,
        nameHi: c.nameHi,
        seasons: c.seasons,
        pictureUrl: cropPicture(c.key),
        sortOrder: (i + 1) * 10,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: cropsTable.id, key: cropsTable.cropKey });
  const cropId = new Map(cropRows.map((c) => [c.key, c.id]));
  const added = crops.filter((c) => cropId.has(c.key));
  if (added.length === 0) return;

  const stageRows = await tx
    .insert(cropStages)
    .values(
      added.flatMap((c) =>
        c.stages.map((s, i) => ({
          cropId: cropId.get(c.key) as number,
          stageKey: s.key,
          name: s.name,
          nameHi: s.nameHi,
          sortOrder: (i + 1) * 10,
        })),
      ),
    )
    .returning({ id: cropStages.id, cropId: cropStages.cropId, key: cropStages.stageKey });
  const problemRows = await tx
    .insert(cropProblems)
    .values(
      added.flatMap((c) =>
        c.problems.map((p, i) => ({
          cropId: cropId.get(c.key) as number,
          problemKey: p.key,
          kind: p.kind,
          name: p.name,
          nameHi: p.nameHi,
          symptoms: p.symptoms,
          symptomsHi: p.symptomsHi,
          pictureUrl: problemPicture(c.key, p.key),
          sortOrder: (i + 1) * 10,
        })),
      ),
    )
    .returning({ id: cropProblems.id, cropId: cropProblems.cropId, key: cropProblems.problemKey });
  const keyOfCrop = new Map(cropRows.map((c) => [c.id, c.key]));
  const stageId = new Map(stageRows.map((s) => [`${keyOfCrop.get(s.cropId)}:${s.key}`, s]));
  const problemId = new Map(problemRows.map((p) => [`${keyOfCrop.get(p.cropId)}:${p.key}`, p]));

  const uses = cropUses.flatMap((u) => {
    const read = parseUse(u.use);
    if ("problem" in read) throw new Error(`The demo's use "${u.use}" does not read: ${read.problem}`);
    const productId = productIdOfSku.get(u.sku);
    const at = `${read.crop}:${read.target}`;
    const stage = stageId.get(at);
    const problem = problemId.get(at);
    if (!stage && !problem) throw new Error(`The demo's use "${u.use}" names an unknown stage or problem`);
    if (productId === undefined) return [];
    return [
      {
        productId,
        cropId: (stage ?? problem)?.cropId as number,
        stageId: stage?.id ?? null,
        problemId: problem?.id ?? null,
        ...doseColumns(read.dose),
        safety: u.safety?.[0] ?? "",
        safetyHi: u.safety?.[1] ?? "",
      },
    ];
  });
  if (uses.length) await tx.insert(productCropUses).values(uses).onConflictDoNothing();
}
