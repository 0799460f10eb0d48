import { z } from "zod";
import { EMAIL_PATTERN } from "./fields";

const ordinal = (i: number) => (i === 0 ? "the first item" : `item ${i + 1}`);

/**
 * The bulk order enquiry's messages by field. The form checks the first product row; the
 * server checks every row the same way ("item 2", "item 3", ...).
 */
export function bulkOrderErrors(input: {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  products?: unknown;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = typeof input.name === "string" ? input.name.trim() : "";
  const email = typeof input.email === "string" ? input.email.trim() : "";
  if (!name) errors.name = "Name is required.";
  else if (name.length > 200) errors.name = "Name is too long.";
  if (!email) errors.email = "Email is required.";
  else if (!EMAIL_PATTERN.test(email) || email.length > 254) errors.email = "Invalid email address.";
  const phone = input.phone ?? "";
  if (typeof phone !== "string") errors.phone = "Phone number must be text.";
  else if (phone.trim().length > 30) errors.phone = "Phone number is too long.";
  const rows = Array.isArray(input.products) ? input.products : [];
  if (rows.length === 0) errors["products.0.productId"] = "Please select a product for the first item.";
  if (rows.length > 50) errors.products = "At most 50 products in one enquiry.";
  rows.slice(0, 50).forEach((raw, i) => {
    const row = (raw ?? {}) as {
      productId?: unknown;
      unit?: { product_price_id?: unknown };
      quantity?: unknown;
    };
    const at = `products.${i}`;
    if (!isId(row.productId)) errors[`${at}.productId`] = `Please select a product for ${ordinal(i)}.`;
    else if (!isId(row.unit?.product_price_id))
      errors[`${at}.unit`] = `Please select a unit for ${ordinal(i)}.`;
    const q = row.quantity;
    if (q === undefined || q === null || q === "")
      errors[`${at}.quantity`] = `Quantity is required for ${ordinal(i)}.`;
    else if (!/^\d+$/.test(String(q)) || Number(q) < 1 || Number(q) > 100000) {
      errors[`${at}.quantity`] = "Quantity must be a positive number.";
    }
  });
  return errors;
}

const isId = (v: unknown) => /^\d+$/.test(String(v ?? "")) && Number(v) > 0 && Number(v) < 2 ** 31;

/** The enquiry as the API takes it: every row checked with the messages above, ids as numbers. */
export const bulkOrderShape = z.object({
  name: z.string().trim(),
  email: z.string().trim(),
  phone: z.string().trim().max(30).optional().default(""),
  products: z.array(
    z.object({
      productId: z.coerce.number().int().positive(),
      unit: z.object({ product_price_id: z.coerce.number().int().positive() }).passthrough(),
      quantity: z.coerce.number().int().positive(),
    }),
  ),
});

// What the client sends, loosely typed on purpose: bulkOrderErrors answers every mistake with
// the form's own message ("Quantity is required for item 2"), not a generic type error.
const sent = (description: string) => z.unknown().optional().meta({ description });
const bulkOrderSent = z.looseObject({
  name: sent("The buyer's name (required, at most 200 characters)."),
  email: sent("The buyer's email (required)."),
  phone: sent("A phone number (optional)."),
  products: sent(
    "One to fifty rows `{ productId, unit: { product_price_id, qty, unit_name }, quantity }`: a product, one of its pack sizes, and how many packs (1 to 100,000).",
  ),
});

/** `/api/bulkorder/add/v1/`'s body: every row checked with the messages above, ids as numbers. */
export const bulkOrderRequest = bulkOrderSent
  .superRefine((raw, ctx) => report(bulkOrderErrors(raw), ctx))
  .pipe(bulkOrderShape);

/** Turns the messages by field ("products.1.unit") into zod issues at those paths. */
function report(errors: Record<string, string>, ctx: z.RefinementCtx) {
  for (const [key, message] of Object.entries(errors)) {
    ctx.addIssue({
      code: "custom",
      message,
      path: key.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    });
  }
}

/**
 * The enquiry form checks its first product row only, with the same messages; the server
 * checks every row. The values pass through unchanged, to be sent as they are.
 */
export const bulkOrderFormFields = bulkOrderSent.superRefine((raw, ctx) => {
  const first = Array.isArray(raw.products) ? raw.products.slice(0, 1) : raw.products;
  report(bulkOrderErrors({ ...raw, products: first }), ctx);
});
