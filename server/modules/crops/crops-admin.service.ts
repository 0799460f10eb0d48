import type { CropInput, ProblemInput, StageInput } from "../../../lib/validation/crops";
import type { Db } from "../../db/client";
import { notFound } from "../../domain-error";
import type { AuditActor } from "../staff";
import type { UploadsService } from "../uploads";
import type { AdminCropDetail } from "./admin-types";
import { createCropWrites } from "./crop-writes";
import { createPartWrites } from "./part-writes";
import { createUseWrites, type UseInput } from "./use-writes";

/**
 * Crops as the back office runs them (docs/decisions/0043-crops-and-doses.md): crops, their
 * stages and problems, and each product's uses with the label's dose. Every write is one
 * transaction with its audit entry, is refused when it started from an older version, and then
 * calls `changed()` so every process drops its cached crops, catalogue and guest pages.
 */
export function createCropsAdmin(db: Db, deps: { uploads: UploadsService; changed: () => Promise<void> }) {
  const crops = createCropWrites(db, deps.uploads);
  const parts = createPartWrites(db, deps.uploads);
  const uses = createUseWrites(db);
  async function then<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    await deps.changed();
    return result;
  }

  /** One crop with its stages and problems, or undefined (a page's 404). */
  async function findCrop(id: number): Promise<AdminCropDetail | undefined> {
    const crop = (await crops.list()).find((c) => c.id === id);
    return crop && { ...crop, ...(await parts.parts(id)) };
  }

  return {
    listCrops: crops.list,
    findCrop,
    async crop(id: number): Promise<AdminCropDetail> {
      const found = await findCrop(id);
      if (!found) throw notFound("No such crop.");
      return found;
    },
    createCrop: (actor: AuditActor, input: CropInput) => then(crops.create(actor, input)),
    updateCrop: (actor: AuditActor, id: number, version: number, input: CropInput) =>
      then(crops.update(actor, id, version, input)),
    removeCrop: (actor: AuditActor, id: number, version: number) => then(crops.remove(actor, id, version)),

    createStage: (actor: AuditActor, cropId: number, input: StageInput) =>
      then(parts.createStage(actor, cropId, input)),
    updateStage: (actor: AuditActor, id: number, version: number, input: StageInput) =>
      then(parts.updateStage(actor, id, version, input)),
    removeStage: (actor: AuditActor, id: number, version: number) =>
      then(parts.removeStage(actor, id, version)),
    createProblem: (actor: AuditActor, cropId: number, input: ProblemInput) =>
      then(parts.createProblem(actor, cropId, input)),
    updateProblem: (actor: AuditActor, id: number, version: number, input: ProblemInput) =>
      then(parts.updateProblem(actor, id, version, input)),
    removeProblem: (actor: AuditActor, id: number, version: number) =>
      then(parts.removeProblem(actor, id, version)),

    /** A product's uses (its page and the API). */
    productUses: uses.list,
    /** Every crop with its stages and problems: what a use may name. */
    useTargets: uses.targets,
    createUse: (actor: AuditActor, productId: number, input: UseInput) =>
      then(uses.create(actor, productId, input)),
    updateUse: (actor: AuditActor, id: number, version: number, input: UseInput) =>
      then(uses.update(actor, id, version, input)),
    removeUse: (actor: AuditActor, id: number, version: number) => then(uses.remove(actor, id, version)),
  };
}

export type CropsAdmin = ReturnType<typeof createCropsAdmin>;
