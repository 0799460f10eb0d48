/**
 * The crops module's entry (docs/decisions/0029-use-cases-and-borders.md): crops, their growth
 * stages and problems, and each product's uses with the label's dose
 * (docs/decisions/0043-crops-and-doses.md). The storefront reads them through the service, the
 * back office edits them through the admin service, and the catalogue's spreadsheet reads and
 * writes the crop_uses column through `cropUsesColumn` (handed in by server/services.ts).
 */
export type {
  AdminCrop,
  AdminCropDetail,
  AdminCropTargets,
  AdminPicture,
  AdminProblem,
  AdminStage,
  AdminUse,
} from "./admin-types";
export { type CropsService, type CropView, createCropsService } from "./crops.service";
export { type CropsAdmin, createCropsAdmin } from "./crops-admin.service";
export { doseFromInput } from "./dose-rows";
export type { UseInput, UseTarget } from "./use-writes";
export { cropUsesColumn } from "./uses-column";
