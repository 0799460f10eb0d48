import { Hono } from "hono";
import { z } from "zod";
import { id } from "../../../lib/validation/fields";
import {} from "../../domain-error";
import type { AppEnv } from "../../http/app-env";
import { customerFields, requireCustomer } from "../../http/customer";
import { ok, readBody } from "../../http/envelope";
import type { AccountsService } from "../accounts/accounts.service";
import { type CartService, MAX_LINE_QTY } from "./cart.service";

const productId = id("product_id must be a product id.");
const cartId = id("cart_id must be a cart item id.");
// The client also sends prices and totals (spec section 3); they are accepted and ignored.
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
  const api = new Hono<AppEnv>();

  api.post("/cart/add/v1/", async (c) => {
    const body = await readBody(c, addBody);
    const customer = await requireCustomer(c, body, accounts);
    const done = await cart.add(customer.userid, body.product_id, body.product_price_id, body.qty);
    return ok(c, { cart_id: done.cartLineId }, done.message);
  });

  api.post("/cart/removeone/v1/", async (c) => {
    const body = await readBody(c, lineBody);
    const customer = await requireCustomer(c, body, accounts);
    return ok(c, null, await cart.removeOne(customer.userid, body.cart_id));
  });

  api.post("/cart/remove/v1/", async (c) => {
    const body = await readBody(c, lineBody);
    const customer = await requireCustomer(c, body, accounts);
    return ok(c, null, await cart.remove(customer.userid, body.cart_id));
  });

  api.post("/cart/lists/v1/", async (c) => {
    const body = await readBody(c, listBody);
    const customer = await requireCustomer(c, body, accounts);
    return ok(c, await cart.list(customer.userid, body.limit));
  });

  return api;
}
