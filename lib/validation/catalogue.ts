import { z } from "zod";
import { GST_RATES, type GstRate, isGstRate } from "../gst";
import { PACK_UNITS } from "../pack-units";
import { REGULATED_KINDS } from "../regulated";
import { id, MAX_TEXT, multiline, optionalText, requiredText } from "./fields";
import { labelDetailsFields } from "./label-details";

// The back office's catalogue forms and their API bodies: one set of rules for the browser
// and the server (docs/decisions/0012-catalogue-back-office.md).

/** Product descriptions are HTML, sanitised on the server; longer than plain text may be. */
export const MAX_DESCRIPTION = 20_000;
const MAX_RUPEES = 10_000_000;

/**
 * An amount in rupees as people type it ("450", "450.5", "1,250.00", "₹ 450") or a number, as
 * the API writes money: "450.00". Written the same way again it parses to itself, since the
 * browser sends what the form's parse gave (app/lib/use-api-form.ts); `paise()` turns it into
 * the integer the services count in. `message` names the field.
 */
export const rupeesField = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const text = String(v).replace(/[₹,\s]/g, "");
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) > MAX_RUPEES) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    const [whole, fraction = ""] = text.split(".");
    return `${Number(whole)}.${fraction.padEnd(2, "0")}`;
  });

/** "450.50" (a rupeesField's value) → 45050 paise. */
export const paise = (rupees: string) => {
  const [whole, fraction] = rupees.split(".");
  return Number(whole) * 100 + Number(fraction);
};

/** A whole number, 0 or more, given as a number or as digits. */
export const countField = (message: string, max = 1_000_000) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(0, message).max(max, message));

const flag = (message: string) => z.boolean({ error: message });

/** A pack's size: a number above 0 with at most three decimals ("500", "1.5"). */
export const qtyField = z
  .union([z.number(), z.string().trim()], { error: "Enter the pack's size, e.g. 500 or 1.5." })
  .transform(String)
  .pipe(
    z
      .string()
      .regex(/^\d{1,9}(\.\d{1,3})?$/, "Enter the pack's size, e.g. 500 or 1.5.")
      .transform(Number)
      .refine((n) => n > 0, "Enter the pack's size, e.g. 500 or 1.5."),
  );

/** A pack size as the product form sends it; `id` for one that exists, none for a new one. */
export const packFields = z
  .object({
    id: id("Unknown pack size.").optional(),
    qty: qtyField,
    unit: z.enum(PACK_UNITS, { error: "Choose a unit." }),
    mrp: rupeesField("Enter the MRP in rupees, e.g. 450 or 450.50."),
    discount: rupeesField("Enter the discount in rupees (0 for none).").default("0.00"),
    stock: countField("Enter the stock as a whole number, 0 or more."),
    /** The stock the form started from: a stock sold meanwhile is not overwritten (409). */
    stock_was: countField("Reload the page: the stock it started from is missing.").optional(),
    sellable: flag("Say whether this pack size is for sale.").default(true),
    low_stock: countField("Enter the low-stock level as a whole number, 0 or more.", 100_000).default(5),
    /** Its label in Hindi ("1 किलो"); empty: made from the size as in English. Left out: unchanged. */
    label_hi: z
      .string({ error: "The Hindi label must be text." })
      .trim()
      .max(60, "The Hindi label must be at most 60 characters.")
      .optional(),
  })
  .refine((p) => paise(p.discount) <= paise(p.mrp), {
    message: "The discount cannot be more than the MRP.",
    path: ["discount"],
  });
export type PackInput = z.output<typeof packFields>;

export const skuField = z
  .string({ error: "Enter the SKU." })
  .trim()
  .min(1, "Enter the SKU.")
  .max(64, "The SKU must be at most 64 characters.")
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._/-]*$/,
    "The SKU may hold letters, digits, dots, dashes, slashes and underscores.",
  );

/**
 * A product's text in Hindi, beside the English (docs/decisions/0017-content-in-hindi.md): an
 * empty field shows the English one. Left out of a body, the Hindi stays as it is.
 */
export const productHiFields = z.object({
  name: optionalText(200),
  short_description: optionalText(300),
  description: multiline(
    z
      .string({ error: "The Hindi description must be text." })
      .max(
        MAX_DESCRIPTION,
        `The Hindi description must be at most ${MAX_DESCRIPTION.toLocaleString("en-IN")} characters.`,
      ),
  ).default(""),
});
export type ProductHiInput = z.output<typeof productHiFields>;

/** The goods' HSN code: 4, 6 or 8 digits (the chapter, heading and sub-heading of the tariff). */
export const hsnField = z
  .string({ error: "Enter the HSN code, e.g. 3105." })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, "The HSN code is 4, 6 or 8 digits, e.g. 3105.");

const RATE_MESSAGE = `Choose the GST rate: ${GST_RATES.join(", ")} %.`;
/** The GST rate included in the product's prices, in percent: one of the GST slabs. */
export const gstRateField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,2}$/, RATE_MESSAGE)
        .transform(Number),
    ],
    { error: RATE_MESSAGE },
  )
  .refine((n): n is GstRate => isGstRate(n), RATE_MESSAGE);

/** What law a product's sale falls under: insecticide, fertiliser, seed, bio-stimulant or none. */
export const regulatedKindField = z.enum(REGULATED_KINDS, {
  error: "Choose what the product is under the law: insecticide, fertiliser, seed, bio-stimulant or none.",
});

/** A product's own fields and its pack sizes, in the order the shop shows them. */
export const productFields = z.object({
  name: requiredText("Enter the product's name.", 200),
  category_id: id("Choose a category."),
  sku: skuField,
  description: multiline(
    z
      .string({ error: "The description must be text." })
      .max(
        MAX_DESCRIPTION,
        `The description must be at most ${MAX_DESCRIPTION.toLocaleString("en-IN")} characters.`,
      ),
  ).default(""),
  short_description: optionalText(300),
  hsn_code: hsnField,
  gst_rate: gstRateField,
  /** The law its sale falls under (lib/regulated.ts); left out: a new product's is none, an edit keeps it. */
  regulated_kind: regulatedKindField.optional(),
  /** Its label details (lib/regulated-fields.ts); each left out: an edit keeps it. */
  ...labelDetailsFields,
  active: flag("Say whether the product is on sale.").default(true),
  featured: flag("Say whether the product is featured.").default(false),
  packs: z
    .array(packFields, { error: "Add at least one pack size." })
    .min(1, "Add at least one pack size.")
    .max(20, "A product has at most 20 pack sizes."),
  /** Why a pack's stock changed (asked for only when one did). */
  stock_reason: optionalText(200),
  hi: productHiFields.optional(),
});
export type ProductInput = z.output<typeof productFields>;

/** The version a form started from (products, categories): a newer row is not overwritten. */
export const versionField = z
  .number({ error: "Reload the page: the version it started from is missing." })
  .int()
  .min(1);

export const productUpdateFields = productFields.extend({
  product_id: id("Unknown product."),
  version: versionField,
});

export const stockReasonField = requiredText("Say why the stock changed.", 200);

/** The list's quick stock edit: the count it started from, the new one and why. */
export const stockEditFields = z.object({
  pack_id: id("Unknown pack size."),
  stock_was: countField("Reload the page: the stock it started from is missing."),
  stock: countField("Enter the stock as a whole number, 0 or more."),
  reason: stockReasonField,
});

/** The list's quick price edit. */
export const priceEditFields = z
  .object({
    pack_id: id("Unknown pack size."),
    version: versionField,
    mrp: rupeesField("Enter the MRP in rupees, e.g. 450 or 450.50."),
    discount: rupeesField("Enter the discount in rupees (0 for none).").default("0.00"),
  })
  .refine((p) => paise(p.discount) <= paise(p.mrp), {
    message: "The discount cannot be more than the MRP.",
    path: ["discount"],
  });

export const altField = requiredText("Describe the picture for people who cannot see it.", 200);

/** A category's name and description (its address is made from the name when created). */
export const categoryFields = z.object({
  name: requiredText("Enter the category's name.", 100),
  description: optionalText(MAX_TEXT),
  /** An uploaded picture's hash, or none. */
  banner: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{24}$/, "Upload the banner again.")
    .nullable()
    .optional()
    .or(z.literal("").transform(() => null)),
  active: flag("Say whether the category is shown.").default(true),
  /** The category in Hindi (empty: the English shows); left out, it stays as it is. */
  hi: z.object({ name: optionalText(100), description: optionalText(MAX_TEXT) }).optional(),
});
