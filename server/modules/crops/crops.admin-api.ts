import { z } from "zod";
import { versionField } from "../../../lib/validation/catalogue";
import { cropFields, problemFields, stageFields, useApiFields } from "../../../lib/validation/crops";
import { id } from "../../../lib/validation/fields";
import { defineAdminApi, itemWrites, listWrites } from "../../http/admin-api";
import { type StaffSessions, staffActor } from "../staff";
import {
  adminCropDetailJson,
  adminCropJson,
  adminUseJson,
  presentCrop,
  presentCropDetail,
  presentUse,
} from "./crops-admin.present";
import type { CropsAdmin } from "./crops-admin.service";
import { doseFromInput } from "./dose-rows";

const cropId = id("Unknown crop.");
const stageId = id("Unknown stage.");
const problemId = id("Unknown problem.");
const productId = id("Unknown product.");
const useId = id("Unknown crop use.");
const removal = <K extends string>(key: K, field: typeof cropId) =>
  z.object({ [key]: field, version: versionField } as Record<K, typeof cropId> & {
    version: typeof versionField;
  });

const useInput = (body: z.output<typeof useApiFields>) => ({
  target: { stageId: body.stage_id, problemId: body.problem_id },
  dose: doseFromInput(body),
  safety: body.safety,
  safetyHi: body.safety_hi,
});

/**
 * The back office's crops (docs/decisions/0043-crops-and-doses.md): crops, their stages and
 * problems, and a product's crop uses with the label's dose. Whoever may edit the catalogue may
 * edit these; every write is audited and shows on the storefront at once.
 */
export function cropsAdminApi(admin: CropsAdmin, sessions: StaffSessions) {
  const api = defineAdminApi("Crops", sessions);
  const permission = "catalogue" as const;
  const listWrite = listWrites(api, {
    permission,
    data: z.array(adminCropJson),
    read: async () => (await admin.listCrops()).map(presentCrop),
  });
  const cropWrite = itemWrites(api, { permission, data: adminCropDetailJson, present: presentCropDetail });
  const usesOf = async (product: number) => (await admin.productUses(product)).map(presentUse);

  listWrite(
    { path: "/crops/list", summary: "Every crop in the shop's order, with its counts.", body: z.object({}) },
    async () => {},
    "Success",
  );
  cropWrite(
    {
      path: "/crops/get",
      summary: "One crop with its stages and problems.",
      body: z.object({ crop_id: cropId }),
      errors: ["not_found"],
    },
    (body) => admin.crop(body.crop_id),
    "Success",
  );
  cropWrite(
    {
      path: "/crops/create",
      summary: "Creates a crop; its key is its address, /crops/{key}.",
      body: cropFields,
      errors: ["conflict", "not_found"],
    },
    async (body, me) => admin.crop(await admin.createCrop(staffActor(me), body)),
    "Crop created.",
  );
  cropWrite(
    {
      path: "/crops/update",
      summary: "Saves a crop's key, names, seasons, picture and order.",
      description:
        "Refused with 409 when the crop changed since `version`. Leave `picture` out to keep it; null removes it.",
      body: cropFields.extend({ crop_id: cropId, version: versionField }),
      errors: ["conflict", "not_found"],
    },
    async (body, me) => {
      await admin.updateCrop(staffActor(me), body.crop_id, body.version, body);
      return admin.crop(body.crop_id);
    },
    "Crop saved.",
  );
  listWrite(
    {
      path: "/crops/remove",
      summary: "Removes a crop with its stages and problems; one that product uses name is refused (409).",
      body: removal("crop_id", cropId),
      errors: ["conflict", "not_found"],
    },
    (body, me) => admin.removeCrop(staffActor(me), body.crop_id, body.version),
    "Crop removed.",
  );

  const KEY_RULE = "Its key is unique among the crop's stages and problems.";
  cropWrite(
    {
      path: "/crops/stages/create",
      summary: `Adds a growth stage to a crop. ${KEY_RULE}`,
      body: stageFields.extend({ crop_id: cropId }),
      errors: ["conflict", "not_found"],
    },
    async (body, me) => {
      await admin.createStage(staffActor(me), body.crop_id, body);
      return admin.crop(body.crop_id);
    },
    "Stage added.",
  );
  cropWrite(
    {
      path: "/crops/stages/update",
      summary: `Saves a stage (refused with 409 when it changed since \`version\`). ${KEY_RULE}`,
      body: stageFields.extend({ stage_id: stageId, version: versionField }),
      errors: ["conflict", "not_found"],
    },
    async (body, me) =>
      admin.crop(await admin.updateStage(staffActor(me), body.stage_id, body.version, body)),
    "Stage saved.",
  );
  cropWrite(
    {
      path: "/crops/stages/remove",
      summary: "Removes a stage; one that product uses name is refused (409).",
      body: removal("stage_id", stageId),
      errors: ["conflict", "not_found"],
    },
    async (body, me) => admin.crop(await admin.removeStage(staffActor(me), body.stage_id, body.version)),
    "Stage removed.",
  );
  cropWrite(
    {
      path: "/crops/problems/create",
      summary: `Adds a problem (pest, disease, deficiency or weed) to a crop. ${KEY_RULE}`,
      body: problemFields.extend({ crop_id: cropId }),
      errors: ["conflict", "not_found"],
    },
    async (body, me) => {
      await admin.createProblem(staffActor(me), body.crop_id, body);
      return admin.crop(body.crop_id);
    },
    "Problem added.",
  );
  cropWrite(
    {
      path: "/crops/problems/update",
      summary: `Saves a problem (refused with 409 when it changed since \`version\`). ${KEY_RULE}`,
      description: "Leave `picture` out to keep it; null removes it.",
      body: problemFields.extend({ problem_id: problemId, version: versionField }),
      errors: ["conflict", "not_found"],
    },
    async (body, me) =>
      admin.crop(await admin.updateProblem(staffActor(me), body.problem_id, body.version, body)),
    "Problem saved.",
  );
  cropWrite(
    {
      path: "/crops/problems/remove",
      summary: "Removes a problem; one that product uses name is refused (409).",
      body: removal("problem_id", problemId),
      errors: ["conflict", "not_found"],
    },
    async (body, me) => admin.crop(await admin.removeProblem(staffActor(me), body.problem_id, body.version)),
    "Problem removed.",
  );

  const uses = { permission, data: z.array(adminUseJson) };
  api.post(
    {
      path: "/products/crop-uses/list",
      summary: "A product's crop uses with the label's dose, by crop.",
      body: z.object({ product_id: productId }),
      ...uses,
    },
    async (_c, body) => ({ data: await usesOf(body.product_id) }),
  );
  api.post(
    {
      path: "/products/crop-uses/create",
      summary: "Adds a crop use to a product: a crop's stage or problem (one of them) and the label's dose.",
      description:
        "Moves the product to its next version. A product has one use per stage and per problem (409 for a second).",
      body: useApiFields.safeExtend({ product_id: productId }),
      errors: ["conflict", "not_found"],
      ...uses,
    },
    async (_c, body, me) => {
      await admin.createUse(staffActor(me), body.product_id, useInput(body));
      return { data: await usesOf(body.product_id), message: "Crop use added." };
    },
  );
  api.post(
    {
      path: "/products/crop-uses/update",
      summary: "Saves a crop use's stage or problem, dose and safety notes.",
      description:
        "Refused with 409 when the use changed since `version`; moves the product to its next version.",
      body: useApiFields.safeExtend({ use_id: useId, version: versionField }),
      errors: ["conflict", "not_found"],
      ...uses,
    },
    async (_c, body, me) => {
      const product = await admin.updateUse(staffActor(me), body.use_id, body.version, useInput(body));
      return { data: await usesOf(product), message: "Crop use saved." };
    },
  );
  api.post(
    {
      path: "/products/crop-uses/remove",
      summary: "Removes a crop use from its product.",
      body: removal("use_id", useId),
      errors: ["conflict", "not_found"],
      ...uses,
    },
    async (_c, body, me) => {
      const product = await admin.removeUse(staffActor(me), body.use_id, body.version);
      return { data: await usesOf(product), message: "Crop use removed." };
    },
  );
  return api;
}
