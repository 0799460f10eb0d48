import { z } from "zod";
import { PROBLEM_KINDS, SEASONS } from "../crop-types";
import { DOSE_BASES, DOSE_UNITS, LABEL_AREAS } from "../dose-types";
import { versionField } from "./catalogue";
import { id, multiline, optionalText, requiredText } from "./fields";

// The back office's crop forms and their API bodies: one set of rules for the browser and the
// server (docs/decisions/0043-crops-and-doses.md). The database checks the same again.

/** A key in an address or a spreadsheet cell: "paddy", "stem-borer". */
export const keyField = (what: string) =>
  z
    .string({ error: `Enter the ${what}'s key, e.g. stem-borer.` })
    .trim()
    .toLowerCase()
    .min(1, `Enter the ${what}'s key, e.g. stem-borer.`)
    .max(40, `The ${what}'s key must be at most 40 characters.`)
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      `The ${what}'s key may hold small letters, digits and single dashes between them, e.g. stem-borer.`,
    );

const orderField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/, "Enter the order as a whole number, 0 to 9999."),
    ],
    {
      error: "Enter the order as a whole number, 0 to 9999.",
    },
  )
  .transform(Number)
  .pipe(z.number().int().min(0, "Enter the order as a whole number, 0 to 9999.").max(9999))
  .default(0);

/** A crop: its key (its address, /crops/{key}), its names, seasons and place in the list. */
export const cropFields = z.object({
  key: keyField("crop"),
  name: requiredText("Enter the crop's name.", 60),
  name_hi: optionalText(60),
  seasons: z
    .array(z.enum(SEASONS, { error: "Choose kharif, rabi or zaid." }), {
      error: "Tick at least one season.",
    })
    .min(1, "Tick at least one season.")
    .max(3)
    .transform((list) => SEASONS.filter((s) => list.includes(s))),
  sort_order: orderField,
  /** An uploaded picture's hash (from /uploads/image); null removes it; left out, it stays. */
  picture: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{24}$/, "Upload the picture first.")
    .nullable()
    .optional(),
});
export type CropInput = z.output<typeof cropFields>;

export const stageFields = z.object({
  key: keyField("stage"),
  name: requiredText("Enter the stage's name.", 80),
  name_hi: optionalText(80),
  sort_order: orderField,
});
export type StageInput = z.output<typeof stageFields>;

export const problemFields = z.object({
  key: keyField("problem"),
  kind: z.enum(PROBLEM_KINDS, { error: "Choose pest, disease, deficiency or weed." }),
  name: requiredText("Enter the problem's name.", 80),
  name_hi: optionalText(80),
  symptoms: multiline(optionalText(1000)),
  symptoms_hi: multiline(optionalText(1000)),
  sort_order: orderField,
  picture: cropFields.shape.picture,
});
export type ProblemInput = z.output<typeof problemFields>;

/** A label's amount or water: a number above 0 with at most three decimals ("0.3", "7.5", "200"). */
const decimal = (message: string) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .transform(String)
    .pipe(
      z
        .string()
        .regex(/^\d{1,9}(\.\d{1,3})?$/, message)
        .transform(Number)
        .refine((n) => n > 0, message),
    );
/** The same, or nothing (an empty field). */
const optionalDecimal = (message: string) =>
  z.union([z.literal("").transform(() => null), z.null(), decimal(message)]).default(null);

/** A whole number of days or sprays, or nothing. */
const optionalCount = (message: string, min: number) =>
  z
    .union([
      z.literal("").transform(() => null),
      z.null(),
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/, message)
        .transform(Number),
    ])
    .pipe(z.number().int(message).min(min, message).max(9999, message).nullable())
    .default(null);

const AMOUNT = "Enter the label's amount, a number above 0 such as 0.3 or 7.5.";

/** The dose a label gives (lib/dose-types.ts, LabelDose) and the use's safety notes. */
const doseObject = z.object({
  basis: z.enum(DOSE_BASES, { error: "Choose per area, per litre of water or per plant." }),
  amount_min: decimal(AMOUNT),
  /** Empty: the label gives one figure, the lowest. */
  amount_max: optionalDecimal("Enter the highest amount as a number, or leave it empty."),
  unit: z.enum(DOSE_UNITS, { error: "Choose the amount's unit." }),
  per_area: z.enum(LABEL_AREAS, { error: "Choose acre or hectare." }).default("acre"),
  water_litres: optionalDecimal("Enter the litres of water as a number, such as 200."),
  sprays: optionalCount("Enter how many sprays or doses, 1 or more.", 1).transform((n) => n ?? 1),
  interval_days: optionalCount("Enter the days between sprays, 1 or more.", 1),
  pre_harvest_days: optionalCount("Enter the days before harvest, 0 or more.", 0),
  safety: multiline(optionalText(500)),
  safety_hi: multiline(optionalText(500)),
});

/** What a dose's fields must say together (the database's checks, as sentences). */
function doseRules(
  d: { amount_min: number; amount_max: number | null; basis: string; water_litres: number | null },
  ctx: z.RefinementCtx,
) {
  if (d.amount_max !== null && d.amount_max < d.amount_min)
    ctx.addIssue({
      code: "custom",
      path: ["amount_max"],
      message: "The highest amount cannot be less than the lowest.",
    });
  if (d.basis === "water" && d.water_litres === null)
    ctx.addIssue({
      code: "custom",
      path: ["water_litres"],
      message: "A dose per litre of water needs the litres of water per acre or hectare.",
    });
}

export const doseFields = doseObject.superRefine(doseRules);
export type DoseInput = z.output<typeof doseFields>;

/** A use as the API takes it: the crop's stage or problem (one of them) and the dose. */
export const useApiFields = doseObject
  .extend({
    stage_id: id("Unknown stage.").optional(),
    problem_id: id("Unknown problem.").optional(),
  })
  .superRefine((d, ctx) => {
    doseRules(d, ctx);
    if ((d.stage_id === undefined) === (d.problem_id === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["stage_id"],
        message: "Give the use a stage_id or a problem_id, one of them.",
      });
  });

/** The product page's use form: the crop's stage or problem in one choice ("stage:12", "problem:4"). */
export const usePageFields = doseObject
  .extend({
    target: z
      .string({ error: "Choose the crop's stage or problem." })
      .regex(/^(stage|problem):\d{1,9}$/, "Choose the crop's stage or problem."),
    use_id: id("Unknown use.").optional(),
    version: versionField.optional(),
  })
  .superRefine(doseRules);

/** "stage:12" → { stageId: 12 }: what the page's choice names. */
export const targetOf = (target: string): { stageId?: number; problemId?: number } => {
  const [kind, n] = target.split(":");
  return kind === "stage" ? { stageId: Number(n) } : { problemId: Number(n) };
};

// The back office's pages post these forms to their actions (no JSON): the API's rules, a
// picture as a file in the same post (`file`) or "Remove the picture" ticked.
const ticked = z.boolean().default(false);

export const cropPageFields = cropFields.omit({ picture: true }).extend({
  drop_picture: ticked,
  crop_id: id("Unknown crop.").optional(),
  version: versionField.optional(),
});

export const stagePageFields = stageFields.extend({
  stage_id: id("Unknown stage.").optional(),
  version: versionField.optional(),
});

export const problemPageFields = problemFields.omit({ picture: true }).extend({
  drop_picture: ticked,
  problem_id: id("Unknown problem.").optional(),
  version: versionField.optional(),
});
