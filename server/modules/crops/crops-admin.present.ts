import { z } from "zod";
import { PROBLEM_KINDS, SEASONS } from "../../../lib/crop-types";
import { DOSE_BASES, DOSE_UNITS, LABEL_AREAS, type LabelDose } from "../../../lib/dose-types";
import type {
  AdminCrop,
  AdminCropDetail,
  AdminPicture,
  AdminProblem,
  AdminStage,
  AdminUse,
} from "./admin-types";

// The back office's crops on the wire: snake_case, as the shop's API writes it (docs/api.md).

const version = z.number().int().describe("Send it back with an edit: a newer row refuses the edit (409).");
const picture = z
  .object({
    url: z.string(),
    hash: z.string().nullable().describe("The upload's hash; null for the demo's art."),
  })
  .nullable();

export const adminCropJson = z.object({
  id: z.number().int(),
  key: z.string().describe("The crop's address: /crops/{key}."),
  name: z.string(),
  name_hi: z.string(),
  seasons: z.array(z.enum(SEASONS)),
  sort_order: z.number().int(),
  picture,
  version,
  stage_count: z.number().int(),
  problem_count: z.number().int(),
  use_count: z.number().int().describe("How many product uses name the crop."),
});

export const adminStageJson = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  name_hi: z.string(),
  sort_order: z.number().int(),
  version,
  use_count: z.number().int(),
});

export const adminProblemJson = adminStageJson.extend({
  kind: z.enum(PROBLEM_KINDS),
  symptoms: z.string(),
  symptoms_hi: z.string(),
  picture,
});

export const adminCropDetailJson = adminCropJson.extend({
  stages: z.array(adminStageJson),
  problems: z.array(adminProblemJson),
});

export const doseJson = z
  .object({
    basis: z.enum(DOSE_BASES),
    amount_min: z.number(),
    amount_max: z.number(),
    unit: z.enum(DOSE_UNITS),
    per_area: z.enum(LABEL_AREAS),
    water_litres: z.number().nullable(),
    sprays: z.number().int(),
    interval_days: z.number().int().nullable(),
    pre_harvest_days: z.number().int().nullable(),
  })
  .describe("The label's dose (lib/dose-types.ts, LabelDose).");

export const adminUseJson = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  crop: z.object({ id: z.number().int(), key: z.string(), name: z.string() }),
  target: z.object({
    kind: z.enum(["stage", "problem"]),
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
  }),
  dose: doseJson,
  safety: z.string(),
  safety_hi: z.string(),
  version,
});

const presentPicture = (p: AdminPicture | null) => p && { url: p.url, hash: p.hash };

export const presentCrop = (c: AdminCrop): z.input<typeof adminCropJson> => ({
  id: c.id,
  key: c.key,
  name: c.name,
  name_hi: c.nameHi,
  seasons: c.seasons,
  sort_order: c.sortOrder,
  picture: presentPicture(c.picture),
  version: c.version,
  stage_count: c.stageCount,
  problem_count: c.problemCount,
  use_count: c.useCount,
});

const presentStage = (s: AdminStage): z.input<typeof adminStageJson> => ({
  id: s.id,
  key: s.key,
  name: s.name,
  name_hi: s.nameHi,
  sort_order: s.sortOrder,
  version: s.version,
  use_count: s.useCount,
});

const presentProblem = (p: AdminProblem): z.input<typeof adminProblemJson> => ({
  ...presentStage({ ...p }),
  kind: p.kind,
  symptoms: p.symptoms,
  symptoms_hi: p.symptomsHi,
  picture: presentPicture(p.picture),
});

export const presentCropDetail = (c: AdminCropDetail): z.input<typeof adminCropDetailJson> => ({
  ...presentCrop(c),
  stages: c.stages.map(presentStage),
  problems: c.problems.map(presentProblem),
});

export const presentDose = (d: LabelDose): z.input<typeof doseJson> => ({
  basis: d.basis,
  amount_min: d.amountMin,
  amount_max: d.amountMax,
  unit: d.unit,
  per_area: d.perArea,
  water_litres: d.waterLitres,
  sprays: d.sprays,
  interval_days: d.intervalDays,
  pre_harvest_days: d.preHarvestDays,
});

export const presentUse = (u: AdminUse): z.input<typeof adminUseJson> => ({
  id: u.id,
  product_id: u.productId,
  crop: u.crop,
  target: u.target,
  dose: presentDose(u.dose),
  safety: u.safety,
  safety_hi: u.safetyHi,
  version: u.version,
});
