import { z } from "zod";
import { altField, categoryFields, packFields, productFields, versionField } from "./catalogue";
import { id } from "./fields";
import { activeIngredientsField, labelDetailsFields, splitIngredients } from "./label-details";
import { splitWords, synonymFields } from "./synonyms";

// The back office's product page posts its form to the route's action (no JSON): the API's
// rules, except that a checkbox left unticked is simply absent from a posted form, so it means
// "no" here where the API's body leaves it out to mean the default.

const ticked = z.boolean().default(false);

/** The product page's form: the API's product fields, its checkboxes as a form sends them. */
export const productPageFields = productFields.extend({
  active: ticked,
  featured: ticked,
  packs: z
    .array(
      packFields.safeExtend({
        sellable: ticked,
        // Emptied, the Hindi label goes back to the size as in English.
        label_hi: z.string().trim().max(60, "The Hindi label must be at most 60 characters.").default(""),
      }),
      { error: "Add at least one pack size." },
    )
    .min(1, "Add at least one pack size.")
    .max(20, "A product has at most 20 pack sizes."),
  // A form sends every label field; an emptied one (which the form's parser reads as absent)
  // is cleared, where the API's body leaves one out to keep it.
  registration_no: labelDetailsFields.registration_no.default(""),
  grade: labelDetailsFields.grade.default(""),
  variety: labelDetailsFields.variety.default(""),
  germination_pct: labelDetailsFields.germination_pct.default(null),
  manufacturer: labelDetailsFields.manufacturer.default(""),
  marketer: labelDetailsFields.marketer.default(""),
  restriction_note: labelDetailsFields.restriction_note.default(""),
  /** The active ingredients typed one a line (the API takes a list). */
  active_ingredients: z
    .string({ error: "Write the active ingredients one a line." })
    .default("")
    .transform(splitIngredients)
    .pipe(activeIngredientsField),
  /** Present when editing: the product and the version the page was loaded with. */
  product_id: id("Unknown product.").optional(),
  version: versionField.optional(),
});

/** A search synonym's form: its words typed in one field, "okra, भिंडी"; an edit's id and version. */
export const synonymPageFields = z.object({
  term: synonymFields.shape.term,
  words: z
    .string({ error: "Enter at least one word it stands for." })
    .transform(splitWords)
    .pipe(synonymFields.shape.words),
  synonym_id: id("Unknown synonym.").optional(),
  version: versionField.optional(),
});

/** A button that removes one row (a synonym, a category): which one, and the version shown. */
export const removeFields = z.object({ id: id("Reload the page: it is gone."), version: versionField });

/**
 * A category's form: the API's fields, its checkboxes as a form sends them; its banner comes as
 * a file in the same post (`file`), or "Remove the banner" ticked.
 */
export const categoryPageFields = categoryFields.extend({
  active: ticked,
  drop_banner: ticked,
  category_id: id("Unknown category.").optional(),
  version: versionField.optional(),
});

/** A list's Up or Down button: which row, which way. */
export const moveFields = z.object({
  id: id("Reload the page: it is gone."),
  by: z.enum(["up", "down"], { error: "Choose up or down." }),
});

/** A new picture's alt text (the file comes in the same post, `file`). */
export const pictureAddFields = z.object({ alt: altField, version: versionField });

/** The product's pictures as its page posts them: in order, each with its alt text; left out, removed. */
export const picturesFields = z.object({
  images: z
    .array(z.object({ id: id("Unknown picture."), alt: altField }))
    .max(12)
    .default([]),
  version: versionField,
});
