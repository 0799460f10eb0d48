import { z } from "zod";
import { MAX_LINE_QTY } from "../cart-limits";
import { id } from "./fields";

export { MAX_LINE_QTY };

const WHOLE = "Enter the quantity as a whole number.";
const CHOOSE = "Choose at least one product.";
/** "product:pack", or "product:pack:count" for more than one pack (the dose calculator's). */
const PICK = /^[1-9]\d{0,8}:[1-9]\d{0,8}(:[1-9]\d{0,2})?$/;

/** Packs to add: a whole number from 1; more than a line may hold is more than there is. */
export const cartQty = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, WHOLE)], { error: WHOLE })
  .transform(Number)
  .pipe(z.number().int(WHOLE).min(1, "Minimum quantity is 1").max(MAX_LINE_QTY, "Product is out of stock"));

/**
 * The cart's forms (docs/decisions/0028-forms-without-scripts.md), one action for all: `add`
 * from a product card or page, `addAll` from Frequently Bought Together, and on a cart line
 * one pack `more`, one `less`, or `remove`.
 * Only ids and a count: the cart is priced from the catalogue, never from the browser.
 */
export const cartForm = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add"),
      productId: id(),
      productPriceId: id(),
      // Always sent (a card's is a hidden 1): an emptied field is a question, not one pack.
      qty: cartQty,
    }),
    // Frequently Bought Together and the dose calculator: `productId` is the page's (a guest
    // logs in for it), each `pick` a "product:pack" to add one pack of, or "product:pack:count".
    z.object({
      intent: z.literal("addAll"),
      productId: id(),
      pick: z
        .array(z.string().regex(PICK, CHOOSE), { error: CHOOSE })
        .min(1, CHOOSE)
        .max(10, CHOOSE)
        .transform((picks) =>
          picks.map((p) => {
            const [productId, productPriceId, qty = 1] = p.split(":").map(Number);
            return { productId, productPriceId, qty };
          }),
        ),
    }),
    z.object({ intent: z.literal("more"), line: id(), productId: id(), productPriceId: id() }),
    z.object({ intent: z.enum(["less", "remove"]), line: id() }),
  ],
  { error: "The form could not be read." },
);

export type CartForm = z.output<typeof cartForm>;
