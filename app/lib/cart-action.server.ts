import { type AppLoadContext, redirect } from "react-router";
import { type CartForm, cartForm, cartQty } from "../../lib/validation/cart";
import { type CartService, cartMessages, PickRefused } from "../../server/modules/cart";
import { DomainError } from "../../server/pages";
import { customerOf } from "../session.server";
import { readForm } from "./forms/form-action.server";
import { SCRIPTS_FIELD } from "./forms/scripts-running";
import { loginPath, pendingAddOf, productPathWithAdd } from "./return-to";

/** What the cart page may say after a change made without scripts (`/cart?done=<notice>`). */
export type CartNotice = "added" | "increased" | "decreased" | "removed";

/** The sentence of a notice named in the address; a fixed list, so an address can't put words on the page. */
export const noticeSentence = (name: string | null) =>
  name && Object.hasOwn(NOTICES, name) ? cartMessages[name as CartNotice] : undefined;
const NOTICES: Record<CartNotice, true> = { added: true, increased: true, decreased: true, removed: true };

/**
 * The change itself, through the same service calls as /api/cart/…: only ids and counts.
 * `nameOf` names a product that turned out to be out of stock, as the product page did.
 */
async function change(
  cart: CartService,
  userId: number,
  form: CartForm,
  nameOf: (productId: number) => Promise<string | undefined>,
): Promise<CartNotice> {
  switch (form.intent) {
    case "add": {
      const done = await cart.add(userId, form.productId, form.productPriceId, form.qty);
      return done.raised ? "increased" : "added";
    }
    case "addAll":
      // All or none; a pack sold out meanwhile is named.
      try {
        await cart.addAll(userId, form.pick);
      } catch (error) {
        if (!(error instanceof PickRefused)) throw error;
        const name =
          error.cause instanceof DomainError &&
          error.cause.message === cartMessages.outOfStock &&
          (await nameOf(error.productId));
        if (name) throw new DomainError("conflict", `${name} is out of stock`);
        throw error.cause;
      }
      return "added";
    case "more":
      await cart.add(userId, form.productId, form.productPriceId, 1);
      return "increased";
    case "less":
      await cart.removeOne(userId, form.line);
      return "decreased";
    case "remove":
      await cart.remove(userId, form.line);
      return "removed";
  }
}

/**
 * Where a guest's cart form sends them: to log in, back to the product afterwards. An add of
 * one pack carries the pack and count along (lib/return-to.ts, PendingAdd), so the login adds
 * it; a count the form would refuse comes back to the page with the pack, to be tapped again.
 */
function guestLogin(posted: FormData | null) {
  const productId = String(posted?.get("productId") ?? "");
  if (!String(posted?.get("intent")).startsWith("add") || !/^\d{1,9}$/.test(productId))
    return loginPath("/cart");
  const product = Number(productId);
  const pack = String(posted?.get("productPriceId") ?? "");
  const qty = cartQty.safeParse(posted?.get("qty") ?? "");
  // Frequently Bought Together: back to its product page to choose again.
  if (posted?.get("intent") !== "add") return `/login/product/${product}`;
  if (!/^[1-9]\d{0,8}$/.test(pack)) return loginPath(`/product-info/${product}`);
  if (!qty.success) return loginPath(`/product-info/${product}?pack=${pack}`);
  return loginPath(productPathWithAdd({ productId: product, productPriceId: Number(pack), qty: qty.data }));
}

/** After a login that added the pack a guest chose: what the product page says (`?done=`). */
export type AddedNotice = "added" | "increased" | "outOfStock" | "noSuchProduct" | "offSale";
const ADDED: Record<AddedNotice, true> = {
  added: true,
  increased: true,
  outOfStock: true,
  noSuchProduct: true,
  offSale: true,
};
export const addedSentence = (name: string | null) =>
  name && Object.hasOwn(ADDED, name) ? cartMessages[name as AddedNotice] : undefined;

/**
 * Adds the pack a guest chose before logging in (the login's return path asks for it), once:
 * in the login's POST. A refusal (sold out meanwhile) is named, never fails the login.
 */
export async function addPendingPack(
  context: AppLoadContext,
  userId: number,
  returnPath: string | null,
): Promise<{ back: string; notice: AddedNotice } | null> {
  const pending = pendingAddOf(returnPath);
  if (!pending) return null;
  try {
    const done = await context.services.cart.add(
      userId,
      pending.productId,
      pending.productPriceId,
      pending.qty,
    );
    return { back: pending.back, notice: done.raised ? "increased" : "added" };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // A conflict other than the stock: the shop's licences do not cover it today (its page says why).
    const notice =
      error.message === cartMessages.outOfStock
        ? "outOfStock"
        : error.code === "conflict"
          ? "offSale"
          : "noSuchProduct";
    return { back: pending.back, notice };
  }
}

/**
 * The cart's one action (product cards, the product page, the cart page, the header's list).
 * A guest goes to log in (back to the product after an add). With the page's scripts the
 * answer is data for a toast, and React Router reloads the badge and the lists. A plain POST
 * gets the cart page itself (303, so a reload does not post again): on a slow phone a whole
 * new page is the plainest proof the packs are in, with the line and the total in view; the
 * browser's Back returns to the shopping.
 */
export async function cartAction(request: Request, context: AppLoadContext) {
  const customer = await customerOf(request, context);
  if (!customer) throw redirect(guestLogin(await request.formData().catch(() => null)), 303);
  const form = await readForm(request, context, cartForm);
  if (!form.ok) return form.answer;
  return form.run(async (value) => {
    const catalog = context.services.catalog.in(context.lang);
    const nameOf = async (id: number) => (await catalog.productDetail(id))?.name;
    const notice = await change(context.services.cart, customer.userId, value, nameOf);
    if (form.formData.get(SCRIPTS_FIELD) !== "1") throw redirect(`/cart?done=${notice}`, 303);
    return form.done(cartMessages[notice], { notice });
  });
}
