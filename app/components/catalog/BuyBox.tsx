import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { useT } from "~/i18n/i18n";
import { type ProductDetail, packLabel } from "../../../lib/catalog-types";
import { formatRupees } from "../../../lib/money";
import { CART_ACTION, CartFields, useCartForm } from "../cart/cart-form";
import { Icon } from "../ui/Icon";
import { DeliveryCheck } from "./DeliveryCheck";
import { NotifyMe } from "./NotifyMe";
import { offSaleText } from "./off-sale";

/**
 * The product page's buying controls: pack-size buttons (choosing one resets the quantity
 * to 1), a quantity stepper that never goes below 1, Add To Cart and Place Bulk Order.
 * A guest chooses a pack and a count too; Add To Cart then sends them to log in, and the login
 * adds that pack and count and comes back here (app/lib/cart-action.server.ts, guestLogin).
 *
 * Before the scripts run: a pack button asks for this page again with `?pack=` (a GET form, so
 * the price shown is the chosen pack's), the quantity is typed, and Add To Cart posts ids and
 * the count to the cart's action. With scripts the buttons change the page in place.
 */
export function BuyBox({ product }: { product: ProductDetail }) {
  const t = useT();
  const [search] = useSearchParams();
  const asked = Number(search.get("pack"));
  const [priceId, setPriceId] = useState(
    () => product.prices.find((p) => p.id === asked)?.id ?? product.prices[0]?.id,
  );
  // Text, as typed: an empty or odd field is the cart action's to refuse with its sentence.
  const [qty, setQty] = useState("1");
  const { fetcher, busy, scripts } = useCartForm();
  const option = product.prices.find((p) => p.id === priceId) ?? product.prices[0];
  const inStock = product.stock === "in_stock";
  const step = (d: number) => setQty((q) => String(Math.max(1, (Number.parseInt(q, 10) || 0) + d)));
  if (!option) return null;
  // The shop's licences do not cover it today: why, and nothing to buy (the cart refuses it too).
  const stop = product.offSale;
  return (
    <div>
      {stop ? (
        <p role="status" className="mt-2 rounded-md bg-red-50 p-3 text-sm font-bold text-red-800">
          {offSaleText(t, stop)}
        </p>
      ) : (
        <p className={`mt-2 text-sm font-bold ${inStock ? "text-brand-700" : "text-red-700"}`}>
          {inStock ? t.catalog.inStockLabel : t.catalog.outOfStockLabel}
        </p>
      )}
      <dl className="price mt-3 space-y-1 text-stone-800">
        <div className="flex gap-2">
          <dt>{t.catalog.mrp}:</dt>
          <dd className={option.discountPaise > 0 ? "line-through" : ""}>{formatRupees(option.mrpPaise)}</dd>
        </div>
        {option.discountPaise > 0 && (
          <div className="flex gap-2 text-accent-700">
            <dt>{t.catalog.discount}:</dt>
            <dd>- {formatRupees(option.discountPaise)}</dd>
          </div>
        )}
        <div className="flex items-baseline gap-2">
          <dt className="sr-only">{t.catalog.price}</dt>
          <dd className="text-3xl font-extrabold text-stone-950">{formatRupees(option.finalPaise)}</dd>
          <dd className="text-sm text-stone-600">{t.catalog.inclusiveTaxes}</dd>
        </div>
      </dl>
      <Form method="get" preventScrollReset replace>
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold text-stone-900">{t.catalog.packSize}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {product.prices.map((p) => (
              <button
                key={p.id}
                type="submit"
                name="pack"
                value={p.id}
                aria-pressed={p.id === option.id}
                onClick={(e) => {
                  e.preventDefault();
                  setPriceId(p.id);
                  setQty("1");
                }}
                className={`min-h-11 rounded-md border px-4 text-sm font-semibold ${
                  p.id === option.id
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-stone-300 bg-white text-stone-900 hover:bg-brand-50"
                }`}
              >
                {packLabel(p)}
              </button>
            ))}
          </div>
        </fieldset>
      </Form>
      {!stop && (
        <fetcher.Form method="post" action={CART_ACTION}>
          <CartFields
            fields={{ intent: "add", productId: product.id, productPriceId: option.id }}
            scripts={scripts}
          />
          <div className="mt-5 flex items-center gap-3">
            <label className="text-sm font-semibold" id="qty-label" htmlFor="buy-qty">
              {t.catalog.quantity}
            </label>
            <div
              className="flex items-center rounded-md border border-stone-300"
              role="group"
              aria-labelledby="qty-label"
            >
              <button
                type="button"
                className="icon-btn disabled:opacity-40"
                // They step the typed count, so they wait for the scripts; the field works without.
                disabled={!scripts}
                aria-label={t.catalog.decrease}
                onClick={() => step(-1)}
              >
                <Icon name="minus" size={18} />
              </button>
              <input
                id="buy-qty"
                name="qty"
                type="number"
                inputMode="numeric"
                // No browser check: the shop's own sentence, in the page's language, says what is wrong.
                value={qty}
                onChange={(e) => setQty(e.target.value)}
                className="h-11 w-12 [appearance:textfield] bg-transparent text-center font-bold tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
              />
              <button
                type="button"
                className="icon-btn disabled:opacity-40"
                disabled={!scripts}
                aria-label={t.catalog.increase}
                onClick={() => step(1)}
              >
                <Icon name="plus" size={18} />
              </button>
            </div>
          </div>
          <div className="sticky bottom-0 z-10 -mx-4 mt-5 flex gap-2 border-t border-stone-200 bg-white p-3 sm:static sm:mx-0 sm:border-0 sm:p-0">
            <button type="submit" className="btn-primary flex-1 sm:flex-none" disabled={busy}>
              <Icon name="cart" size={18} />
              {t.catalog.addToCart}
            </button>
            {inStock && (
              // A link, so it works before the page's scripts run; the enquiry page sends a
              // signed-out visitor to sign in first and back.
              <Link to={`/bulk-order/${product.id}`} className="btn-outline flex-1 sm:flex-none">
                {t.catalog.placeBulkOrder}
              </Link>
            )}
          </div>
        </fetcher.Form>
      )}
      {option.stock === "out_of_stock" && !stop && (
        <NotifyMe key={option.id} productId={product.id} packId={option.id} />
      )}
      <DeliveryCheck productPriceId={option.id} />
    </div>
  );
}
