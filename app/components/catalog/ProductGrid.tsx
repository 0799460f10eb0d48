import { useT } from "~/i18n/i18n";
import type { ProductCard as Card } from "../../../lib/catalog-types";
import { ProductCard } from "./ProductCard";

/**
 * Two columns on a phone, three to four on a desktop; 'No Products Found!' when empty. Cards'
 * titles are `heading`s: h2 right under a page's h1, h3 inside a titled section.
 */
export function ProductGrid({
  products,
  eagerCount = 2,
  heading = "h3",
}: {
  products: Card[];
  eagerCount?: number;
  heading?: "h2" | "h3";
}) {
  const t = useT();
  if (products.length === 0) {
    return <p className="py-10 text-center text-lg font-semibold text-stone-700">{t.catalog.noProducts}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} first={i === 0} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
