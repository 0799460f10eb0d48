import { useT } from "~/i18n/i18n";
import type { ProductCard as Card } from "../../../lib/catalog-types";
import { ProductCard } from "./ProductCard";

/** Two columns on a phone, three to four on a desktop; 'No Products Found!' when empty. */
export function ProductGrid({ products, eagerCount = 2 }: { products: Card[]; eagerCount?: number }) {
  const t = useT();
  if (products.length === 0) {
    return <p className="py-10 text-center text-lg font-semibold text-stone-700">{t.catalog.noProducts}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
