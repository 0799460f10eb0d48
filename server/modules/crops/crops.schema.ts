import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, identityId, requiredRef, updatedAt } from "../../db/columns";
import { products } from "../catalog";
import { uploadedImages } from "../uploads";

/**
 * Crops, their growth stages and problems, and which product serves which of them at what
 * label dose (docs/decisions/0043-crops-and-doses.md). English and Hindi sit side by side in
 * each row: every crop and problem is written in both at once, so no translation table is
 * needed. `version` is bumped by every back-office write, so an edit started from an older row
 * is refused (as the catalogue's are).
 */

const version = () => integer("version").notNull().default(1);
const KEY = "'^[a-z0-9]+(-[a-z0-9]+)*$'";
/** A picture: the demo's SVG art by its address, or an upload (its WebP widths make a srcset). */
const picture = () => ({
  pictureUrl: text("picture_url"),
  pictureHash: text("picture_hash").references(() => uploadedImages.hash),
});

export const crops = pgTable(
  "crops",
  {
    id: identityId(),
    /** The crop's address: /crops/{key}. */
    cropKey: text("crop_key").notNull().unique(),
    name: text("name").notNull(),
    nameHi: text("name_hi").notNull().default(""),
    /** Kharif, rabi, zaid: at least one. */
    seasons: text("seasons").array().notNull(),
    ...picture(),
    sortOrder: integer("sort_order").notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("crops_key", sql`${t.cropKey} ~ ${sql.raw(KEY)}`),
    check("crops_name", sql`length(trim(${t.name})) > 0`),
    check(
      "crops_seasons",
      sql`cardinality(${t.seasons}) between 1 and 3 and ${t.seasons} <@ array['kharif','rabi','zaid']::text[]`,
    ),
  ],
);

export const cropStages = pgTable(
  "crop_stages",
  {
    id: identityId(),
    cropId: requiredRef("crop_id", () => crops.id, { onDelete: "cascade" }),
    stageKey: text("stage_key").notNull(),
    name: text("name").notNull(),
    nameHi: text("name_hi").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("crop_stages_key").on(t.cropId, t.stageKey),
    // What a use's (stage, crop) pair refers to: the stage must be of the use's own crop.
    unique("crop_stages_of_crop").on(t.id, t.cropId),
    check("crop_stages_key_shape", sql`${t.stageKey} ~ ${sql.raw(KEY)}`),
    check("crop_stages_name", sql`length(trim(${t.name})) > 0`),
  ],
);

export const cropProblems = pgTable(
  "crop_problems",
  {
    id: identityId(),
    cropId: requiredRef("crop_id", () => crops.id, { onDelete: "cascade" }),
    problemKey: text("problem_key").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    nameHi: text("name_hi").notNull().default(""),
    symptoms: text("symptoms").notNull().default(""),
    symptomsHi: text("symptoms_hi").notNull().default(""),
    ...picture(),
    sortOrder: integer("sort_order").notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("crop_problems_key").on(t.cropId, t.problemKey),
    unique("crop_problems_of_crop").on(t.id, t.cropId),
    check("crop_problems_key_shape", sql`${t.problemKey} ~ ${sql.raw(KEY)}`),
    check("crop_problems_kind", sql`${t.kind} in ('pest','disease','deficiency','weed')`),
    check("crop_problems_name", sql`length(trim(${t.name})) > 0`),
  ],
);

/**
 * A product's use on a crop, for one stage or one problem (never both, never neither), with the
 * dose its label gives (lib/dose-types.ts, LabelDose) and its safety notes.
 */
export const productCropUses = pgTable(
  "product_crop_uses",
  {
    id: identityId(),
    productId: requiredRef("product_id", () => products.id, { onDelete: "cascade" }),
    cropId: requiredRef("crop_id", () => crops.id),
    stageId: integer("stage_id"),
    problemId: integer("problem_id"),
    basis: text("basis").notNull(),
    amountMin: numeric("amount_min", { precision: 12, scale: 3 }).notNull(),
    amountMax: numeric("amount_max", { precision: 12, scale: 3 }).notNull(),
    unit: text("unit").notNull(),
    perArea: text("per_area").notNull().default("acre"),
    waterLitres: numeric("water_litres", { precision: 12, scale: 3 }),
    sprays: integer("sprays").notNull().default(1),
    intervalDays: integer("interval_days"),
    preHarvestDays: integer("pre_harvest_days"),
    safety: text("safety").notNull().default(""),
    safetyHi: text("safety_hi").notNull().default(""),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: "product_crop_uses_stage",
      columns: [t.stageId, t.cropId],
      foreignColumns: [cropStages.id, cropStages.cropId],
    }),
    foreignKey({
      name: "product_crop_uses_problem",
      columns: [t.problemId, t.cropId],
      foreignColumns: [cropProblems.id, cropProblems.cropId],
    }),
    // One use of a product per stage and per problem.
    uniqueIndex("product_crop_uses_stage_once")
      .on(t.productId, t.stageId)
      .where(sql`${t.stageId} is not null`),
    uniqueIndex("product_crop_uses_problem_once")
      .on(t.productId, t.problemId)
      .where(sql`${t.problemId} is not null`),
    index("product_crop_uses_crop_idx").on(t.cropId),
    check("product_crop_uses_target", sql`(${t.stageId} is null) <> (${t.problemId} is null)`),
    check("product_crop_uses_basis", sql`${t.basis} in ('area','water','plant')`),
    check("product_crop_uses_unit", sql`${t.unit} in ('g','kg','ml','L','seeds','plants','pcs')`),
    check("product_crop_uses_per_area", sql`${t.perArea} in ('acre','hectare')`),
    check("product_crop_uses_amount", sql`${t.amountMin} > 0 and ${t.amountMax} >= ${t.amountMin}`),
    check(
      "product_crop_uses_water",
      sql`(${t.waterLitres} is null or ${t.waterLitres} > 0) and (${t.basis} <> 'water' or ${t.waterLitres} is not null)`,
    ),
    check("product_crop_uses_sprays", sql`${t.sprays} >= 1`),
    check("product_crop_uses_interval", sql`${t.intervalDays} is null or ${t.intervalDays} >= 1`),
    check("product_crop_uses_phi", sql`${t.preHarvestDays} is null or ${t.preHarvestDays} >= 0`),
  ],
);

export type CropRow = typeof crops.$inferSelect;
export type StageRow = typeof cropStages.$inferSelect;
export type ProblemRow = typeof cropProblems.$inferSelect;
export type UseRow = typeof productCropUses.$inferSelect;
