import { z } from "zod";
import { id } from "../../../lib/validation/fields";
import { customerFields, requireCustomer } from "../../http/customer";
import { defineApi } from "../../http/endpoint";
import type { AccountsService } from "../accounts";
import { presentCartLine, wireAdded, wireCartLines } from "./cart.present";
import { type CartService, cartMessages, MAX_LINE_QTY } from "./cart.service";

const productId = id("product_id must be a product id.");
const cartId = id("cart_id must be a cart item id.");
// The original client also sends prices and totals; they are accepted and ignored (docs/api.md).
const addBody = z.object({
  ...customerFields,
  product_id: productId,
  product_price_id: id("product_price_id must be a pack size id."),
  qty: z
    .union([z.number(), z.string().regex(/^\d+$/, "qty must be a whole number of packs.")])
    .transform(Number)
    .pipe(
      z
        .number()
        .int("qty must be a whole number of packs.")
        .min(1, "qty must be at least 1.")
        .max(MAX_LINE_QTY, `qty must be at most ${MAX_LINE_QTY}.`),
    )
    .optional()
    .default(1),
});
const lineBody = z.object({ ...customerFields, product_id: productId.optional(), cart_id: cartId });
const listBody = z.object({
  ...customerFields,
  limit: z
    .union([z.literal(""), z.number(), z.string().regex(/^\d+$/)], { error: 'limit must be "" or a number.' })
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
    .refine(
      (v) => v === undefined || (Number.isInteger(v) && v >= 1 && v <= 500),
      'limit must be "" or a number.',
    ),
});

/** The cart endpoints of docs/api.md (customers only). */
export function cartApi(cart: CartService, accounts: AccountsService) {
  const api = defineApi("Cart");

  api.post(
    {
      path: "/cart/add/v1/",
      summary: "Adds packs of a product to the cart; the same pack size again raises its line.",
      description: "Prices sent by the client are ignored: the cart is priced from the catalogue.",
      body: addBody,
      data: wireAdded,
      errors: ["not_found", "conflict"],
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      const done = await cart.add(customer.userId, body.product_id, body.product_price_id, body.qty);
      return {
        data: { cart_id: done.lineId },
        message: done.raised ? cartMessages.increased : cartMessages.added,
      };
    },
  );

  // One pack fewer (never below 1), or the whole line: only the owner's line is touched.
  const lineChanges = [
    [
      "/cart/removeone/v1/",
      "One pack fewer on a cart line (never below 1).",
      cart.removeOne,
      cartMessages.decreased,
    ],
    ["/cart/remove/v1/", "Removes a line from the cart.", cart.remove, cartMessages.removed],
  ] as const;
  for (const [path, summary, change, message] of lineChanges) {
    api.post(
      { path, summary, body: lineBody, data: z.null(), errors: ["not_found"], customer: true },
      async (c, body) => {
        const customer = await requireCustomer(c, body, accounts);
        await change(customer.userId, body.cart_id);
        return { data: null, message };
      },
    );
  }

  api.post(
    {
      path: "/cart/lists/v1/",
      summary: "The cart's lines, priced from the catalogue now; `limit` keeps the newest N.",
      body: listBody,
      data: wireCartLines,
      customer: true,
    },
    async (c, body) => {
      const customer = await requireCustomer(c, body, accounts);
      const lines = await cart.list(customer.userId, body.limit, c.get("lang"));
      return { data: lines.map(presentCartLine) };
    },
  );

  return api;
}
