import { z } from "zod";
import { packFields, productFields, versionField } from "./catalogue";
import { id } from "./fields";

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
  /** Present when editing: the product and the version the page was loaded with. */
  product_id: id("Unknown product.").optional(),
  version: versionField.optional(),
});
