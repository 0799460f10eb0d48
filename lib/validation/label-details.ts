import { z } from "zod";

// A regulated product's label details as the back office's form, its API and the catalogue CSV
// take them (lib/regulated-fields.ts, docs/decisions/0048-registration-and-ingredients.md). Each
// may be empty: a product is saved as a draft with any missing, and put on sale only when its
// kind's are there. Left out of an API body, an edit keeps what the product had.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);

export const REGISTRATION_MESSAGE =
  "Write the CIB&RC registration number as on the certificate, e.g. CIR-12345/2019-Imidacloprid (SL) (345)-1234: 5 to 80 letters, digits and / - ( ) . , : with at least one digit.";

/**
 * A CIB&RC registration number. The Registration Committee's numbers come in several shapes over
 * the years ("CIR-…", "CIB/…", with the ingredient and the formulation inside), so the check is
 * lenient: 5 to 80 letters, digits, spaces and / - ( ) . , : & with at least one digit.
 */
export const registrationNoField = text("The CIB&RC registration number", 80).refine(
  (s) => s === "" || (/^[\p{L}\d\s/()\-.,:&]{5,80}$/u.test(s) && /\d/.test(s)),
  REGISTRATION_MESSAGE,
);

const GERMINATION = "Write the germination as a whole percentage from 0 to 100, e.g. 70, or leave it empty.";
/** The least germination on a seed's label, 0–100 %; empty: not given (null). */
export const germinationField = z
  .union([z.number(), z.string(), z.null()], {
    error: GERMINATION,
  })
  .transform((v, ctx) => {
    if (v === null) return null;
    const s = String(v).trim().replace(/\s*%$/, "");
    if (s === "") return null;
    if (!/^\d{1,3}$/.test(s) || Number(s) > 100) {
      ctx.addIssue({ code: "custom", message: GERMINATION });
      return z.NEVER;
    }
    return Number(s);
  });

const INGREDIENT = "Each active ingredient must be 2 to 120 characters, e.g. Imidacloprid 17.8% SL.";
/** The active ingredients as written on the label, one per entry, at most 10. */
export const activeIngredientsField = z
  .array(z.string({ error: INGREDIENT }).trim().max(120, INGREDIENT), {
    error: 'Write the active ingredients as a list, e.g. ["Imidacloprid 17.8% SL"].',
  })
  .transform((list) => [...new Set(list.filter(Boolean))])
  .pipe(z.array(z.string().min(2, INGREDIENT)).max(10, "A product has at most 10 active ingredients."));

/** "Imidacloprid 17.8% SL\nCypermethrin 5% EC" (a form's text box, one a line) → the list. */
export const splitIngredients = (text: string) =>
  text
    .split(/\r?\n|;/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The label details in an API body or a form (each optional: left out, an edit keeps it). */
export const labelDetailsFields = {
  registration_no: registrationNoField.optional(),
  grade: text("The grade", 120).optional(),
  variety: text("The variety", 120).optional(),
  germination_pct: germinationField.optional(),
  manufacturer: text("The manufacturer", 200).optional(),
  marketer: text("The marketer", 200).optional(),
  active_ingredients: activeIngredientsField.optional(),
  restriction_note: text("The restriction note", 300).optional(),
};
