import { Link } from "react-router";
import { useT } from "~/i18n/i18n";
import { type ProductCard, packLabel } from "../../../lib/catalog-types";
import { CART_ACTION, CartFields, useCartForm } from "../cart/cart-form";
import { Price } from "../catalog/Price";

/**
 * One product in the search box's list: its picture, name, the first pack's price and an Add
 * button that puts one of that pack in the cart (the product page offers the other packs).
 */
export function SearchHit({ product, onOpen }: { product: ProductCard; onOpen: () => void }) {
  const t = useT();
  const { fetcher, busy, scripts } = useCartForm();
  const pack = product.prices.find((p) => p.stock === "in_stock") ?? product.prices[0];
  const href = `/product-info/${product.id}`;
  return (
    <div className="flex items-center gap-3 px-3 py-2">
      <Link to={href} onClick={onOpen} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img
          src={product.image.url}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="h-14 w-14 rounded bg-brand-50 object-contain"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          to={href}
          onClick={onOpen}
          className="line-clamp-2 font-semibold text-stone-900 hover:underline"
        >
          {product.name}
        </Link>
        {pack && (
          <div className="flex flex-wrap items-baseline gap-x-2 text-sm text-stone-600">
            <Price price={pack} />
            <span>{packLabel(pack)}</span>
          </div>
        )}
      </div>
      {pack && pack.stock === "in_stock" && (
        <fetcher.Form method="post" action={CART_ACTION} className="shrink-0">
          <CartFields
            fields={{ intent: "add", productId: product.id, productPriceId: pack.id, qty: 1 }}
            scripts={scripts}
          />
          <button
            type="submit"
            disabled={busy}
            className="btn-primary h-11 px-3"
            aria-label={t.catalog.addToCartFor(`${product.name}, ${packLabel(pack)}`)}
          >
            {t.search.add}
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}
