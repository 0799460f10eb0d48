import { z } from "zod";
import { versionField } from "./catalogue";
import { id } from "./fields";

// A banned or restricted active ingredient as the owner's page and the API take it
// (docs/decisions/0048-registration-and-ingredients.md): one rule set for both.

const NAME = "Write the active ingredient's name, 2 to 100 characters, e.g. Monocrotophos.";
const DAY = "Write the notification's date as a day, e.g. 2018-08-08, or leave it empty.";

export const LISTED_STATUSES = ["banned", "restricted"] as const;

export const listedIngredientFields = z.object({
  name: z.string({ error: NAME }).trim().min(2, NAME).max(100, NAME),
  status: z.enum(LISTED_STATUSES, { error: "Choose banned or restricted." }),
  notification: z
    .string({ error: "The notification must be text." })
    .trim()
    .max(80, "The notification number must be at most 80 characters, e.g. S.O. 3951(E).")
    .default(""),
  notified_on: z
    .string({ error: DAY })
    .trim()
    .default("")
    .refine(
      (s) => s === "" || (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))),
      DAY,
    )
    .transform((s) => s || null),
  note: z
    .string({ error: "The note must be text." })
    .trim()
    .max(500, "The note must be at most 500 characters.")
    .default(""),
  source: z
    .string({ error: "The source must be text." })
    .trim()
    .max(300, "The source must be at most 300 characters.")
    .default(""),
});
export type ListedIngredientInput = z.output<typeof listedIngredientFields>;

export const listedIngredientId = id("Unknown ingredient.");
export const listedIngredientUpdateFields = listedIngredientFields.extend({
  ingredient_id: listedIngredientId,
  version: versionField,
});
export const listedIngredientRemoveFields = z.object({
  ingredient_id: listedIngredientId,
  version: versionField,
});

/** The owner's page: one form for add and edit (the id and version when editing). */
export const listedIngredientPageFields = listedIngredientFields.extend({
  ingredient_id: listedIngredientId.optional(),
  version: versionField.optional(),
});
