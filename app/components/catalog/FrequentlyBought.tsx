import { useState } from "react";
import { Link } from "react-router";
import { TitledSection } from "~/components/ui/TitledSection";
import { useT } from "~/i18n/i18n";
import { PLACEHOLDER_IMAGE, type ProductWithImages } from "../../../lib/catalog-types";
import { formatRupees } from "../../../lib/money";
import { CART_ACTION, CartFields, useCartForm } from "../cart/cart-form";

/**
 * 'Frequently Bought Together': a checkbox per product, all selected at first, and an
 * 'Add N to cart' button whose total sums each selected product's first-price final price.
 * A form posting each chosen product's first pack to the cart's action (`addAll`): it works
 * before the scripts; a guest logs in for this page's product; a product out of stock adds
 * none of them, and is named.
 */
export function FrequentlyBought({
  products,
  productId,
}: {
  products: ProductWithImages[];
  productId: number;
}) {
  const t = useT();
  const [selected, setSelected] = useState(() => new Set(products.map((p) => p.id)));
  const { fetcher, busy, scripts } = useCartForm();
  if (products.length === 0) return null;
  const chosen = products.filter((p) => selected.has(p.id));
  // Display only: the server prices whatever is added from the catalogue.
  const total = chosen.reduce((sum, p) => sum + (p.prices[0]?.finalPaise ?? 0), 0);
  return (
    <TitledSection id="fbt-title" title={t.catalog.frequentlyBought} size="xl" className="mt-10">
      <fetcher.Form method="post" action={CART_ACTION}>
        <CartFields fields={{ intent: "addAll", productId }} scripts={scripts} />
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {products.map((p) => (
            <li key={p.id} className="flex items-center gap-3 rounded-lg border border-stone-200 p-3">
              <input
                type="checkbox"
                id={`fbt-${p.id}`}
                name="pick"
                // Ids only: the product and its first pack, which the price shown here is of.
                value={`${p.id}:${p.prices[0]?.id}`}
                className="h-5 w-5 accent-brand-800"
                checked={selected.has(p.id)}
                onChange={(e) =>
                  setSelected((s) => {
                    const next = new Set(s);
                    if (e.target.checked) next.add(p.id);
                    else next.delete(p.id);
                    return next;
                  })
                }
                aria-label={t.catalog.selectForCart(p.name)}
              />
              <img
                src={p.images[0]?.url ?? PLACEHOLDER_IMAGE}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="rounded bg-brand-50"
              />
              <div className="min-w-0 text-sm">
                <Link to={`/product-info/${p.id}`} className="line-clamp-2 font-semibold hover:underline">
                  {p.name}
                </Link>
                <span className="price font-bold">{formatRupees(p.prices[0]?.finalPaise ?? 0)}</span>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <p className="price text-lg">
            {t.catalog.total}: <strong>{formatRupees(total)}</strong>
          </p>
          <button type="submit" className="btn-primary" disabled={chosen.length === 0 || busy}>
            {t.catalog.addNToCart(chosen.length)}
          </button>
        </div>
      </fetcher.Form>
    </TitledSection>
  );
}
