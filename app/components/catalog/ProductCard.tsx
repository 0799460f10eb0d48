import { useState } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/i18n";
import { type ProductCard as Card, packLabel } from "../../../lib/catalog-types";
import { CART_ACTION, CartFields, useCartForm } from "../cart/cart-form";
import { RatedWords, RatingBadge } from "../reviews/Stars";
import { Icon } from "../ui/Icon";
import { Picture } from "../ui/Picture";
import { offSaleText } from "./off-sale";
import { Price } from "./Price";

/**
 * A product in a grid: image and title link to the product, a pack-size select that switches
 * the shown price, and an add-to-cart button (one pack per click). In a narrow card (two
 * columns on a phone) the select takes the whole row, so "100 ml" is never cut to "100 m".
 * Add is a plain form posting ids to the cart's action, so it works before the scripts; it
 * holds nothing of the customer's, as the guests' copy of the page is shared (server/page-cache).
 */
export function ProductCard({
  product,
  eager = false,
  first = false,
  heading: Heading = "h3",
}: {
  product: Card;
  eager?: boolean;
  /** The grid's first card: its picture is the largest thing on a phone's first screen. */
  first?: boolean;
  /** The title's heading level: the level below the section the grid is in. */
  heading?: "h2" | "h3" | "h4";
}) {
  const t = useT();
  const [priceId, setPriceId] = useState(product.prices[0]?.id);
  const option = product.prices.find((p) => p.id === priceId) ?? product.prices[0];
  const { fetcher, busy, scripts } = useCartForm();
  const href = `/product-info/${product.id}`;
  const selectId = `pack-${product.id}`;
  return (
    // h-full: a card as tall as its row, so every Add sits on one line when a price wraps.
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
      <div className="relative">
        <Link to={href} className="block aspect-square bg-brand-50" tabIndex={-1} aria-hidden="true">
          <Picture
            picture={product.image}
            // Two cards a row on a phone, three or four on wider screens (ProductGrid).
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            alt={product.image.alt}
            width={400}
            height={400}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={first && eager ? "high" : undefined}
            // The first card's picture is painted with the text; the others may come a frame later.
            decoding={first && eager ? undefined : "async"}
            className="h-full w-full object-contain"
          />
        </Link>
        {/* Over the picture's corner: a rated card is as tall as an unrated one. */}
        {product.rating && <RatingBadge rating={product.rating} />}
      </div>
      <div className="@container flex flex-1 flex-col gap-2 p-3">
        <Heading className="line-clamp-2 min-h-10 text-sm font-semibold leading-5 text-stone-900">
          <Link to={href} className="hover:underline">
            {product.name}
          </Link>
        </Heading>
        {product.rating && <RatedWords rating={product.rating} />}
        {option && <Price price={option} />}
        {product.offSale ? (
          // The shop's licences do not cover it today: why, instead of an Add that would be refused.
          <p className="mt-auto text-sm font-semibold text-red-800" title={offSaleText(t, product.offSale)}>
            {t.licences.notAvailable}
          </p>
        ) : (
          <fetcher.Form
            method="post"
            action={CART_ACTION}
            className="mt-auto flex flex-col gap-2 @min-[12rem]:flex-row @min-[12rem]:items-end"
          >
            <CartFields fields={{ intent: "add", productId: product.id, qty: 1 }} scripts={scripts} />
            <div className="relative min-w-0 flex-1">
              <label htmlFor={selectId} className="sr-only">
                {t.catalog.packSize}
              </label>
              <select
                id={selectId}
                name="productPriceId"
                value={option?.id}
                onChange={(e) => setPriceId(Number(e.target.value))}
                className="h-11 w-full appearance-none rounded-md border border-stone-300 bg-white pr-7 pl-2 text-sm"
              >
                {product.prices.map((p) => (
                  <option key={p.id} value={p.id}>
                    {packLabel(p)}
                  </option>
                ))}
              </select>
              <Icon
                name="chevronDown"
                size={16}
                className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 text-stone-600"
              />
            </div>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex h-11 w-full shrink-0 items-center justify-center rounded-md bg-brand-800 text-white hover:bg-brand-900 disabled:opacity-60 @min-[12rem]:w-11"
              aria-label={t.catalog.addToCartFor(product.name)}
              title={t.catalog.addToCart}
            >
              <Icon name="cart" size={20} />
            </button>
          </fetcher.Form>
        )}
      </div>
    </article>
  );
}
