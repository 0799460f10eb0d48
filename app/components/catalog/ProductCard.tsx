import { useState } from "react";
import { Link } from "react-router";
import { en } from "~/messages/en";
import type { ProductCard as Card } from "../../../lib/catalog-types";
import { Icon } from "../ui/Icon";
import { useAddToCart } from "./add-to-cart";
import { Price } from "./Price";

/**
 * A product in a grid: image and title link to the product, a pack-size select that switches
 * the shown price, and an add-to-cart button (one pack per click).
 */
export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const [priceId, setPriceId] = useState(product.product_price_id);
  const option = product.pricesArr.find((p) => p.product_price_id === priceId) ?? product.pricesArr[0];
  const addToCart = useAddToCart();
  const href = `/product-info/${product.id}`;
  const selectId = `pack-${product.id}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
      <Link to={href} className="block aspect-square bg-brand-50" tabIndex={-1} aria-hidden="true">
        <img
          src={product.image}
          alt={product.alt}
          width={400}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="h-full w-full object-contain"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 min-h-10 text-sm font-semibold leading-5 text-stone-900">
          <Link to={href} className="hover:underline">
            {product.product_name}
          </Link>
        </h3>
        {option && (
          <Price mrp={option.price_mrp} discount={option.price_discount} final={option.price_final_price} />
        )}
        <div className="mt-auto flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="sr-only">
              {en.catalog.packSize}
            </label>
            <select
              id={selectId}
              value={priceId}
              onChange={(e) => setPriceId(Number(e.target.value))}
              className="h-11 w-full rounded-md border border-stone-300 bg-white px-2 text-sm"
            >
              {product.pricesArr.map((p) => (
                <option key={p.product_price_id} value={p.product_price_id}>
                  {p.price_qty} {p.price_unit_name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md bg-brand-800 text-white hover:bg-brand-900"
            aria-label={en.catalog.addToCartFor(product.product_name)}
            title={en.catalog.addToCart}
            onClick={() =>
              addToCart({
                productId: product.id,
                productPriceId: option?.product_price_id ?? product.product_price_id,
                qty: 1,
                inStock: product.in_stock === "INSTOCK" && option?.in_stock !== "OUTOFSTOCK",
                name: product.product_name,
              })
            }
          >
            <Icon name="cart" size={20} />
          </button>
        </div>
      </div>
    </article>
  );
}
