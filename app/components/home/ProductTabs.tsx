import { useRef } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/i18n";
import type { Category, ProductCard } from "../../../lib/catalog-types";
import { ProductGrid } from "../catalog/ProductGrid";
import { Icon } from "../ui/Icon";
import { Pager } from "../ui/Pager";
import { Section } from "./Section";

/**
 * 'Our Products': one tab per category, scrollable with scroll buttons; each tab a paged grid
 * of 8 cards. Tabs and pages are links (?tab=&page=), rendered on the server.
 */
export function ProductTabs({
  categories,
  active,
  products,
  page,
  pageCount,
}: {
  categories: Category[];
  active: string;
  products: ProductCard[];
  page: number;
  pageCount: number;
}) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const scroll = (d: number) => scroller.current?.scrollBy({ left: d * 240, behavior: "smooth" });
  const activeName = categories.find((c) => c.key === active)?.name ?? "";
  return (
    <Section
      id="products-title"
      title={t.catalog.ourProducts}
      className="container-page py-10"
      sectionId="our-products"
    >
      <div className="mt-6 flex items-center gap-1">
        <button
          type="button"
          className="icon-btn shrink-0"
          aria-label={t.catalog.scrollLeft}
          onClick={() => scroll(-1)}
        >
          <Icon name="chevronLeft" />
        </button>
        <div
          ref={scroller}
          className="flex flex-1 gap-2 overflow-x-auto scroll-smooth pb-1 [scrollbar-width:thin]"
        >
          <nav aria-label={t.catalog.ourProducts} className="flex gap-2">
            {categories.map((c) => (
              <Link
                key={c.id}
                to={`/?tab=${encodeURIComponent(c.key)}#our-products`}
                preventScrollReset
                aria-current={c.key === active ? "page" : undefined}
                className={`inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                  c.key === active
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-stone-300 bg-white text-stone-800 hover:bg-brand-50"
                }`}
              >
                {c.name}
              </Link>
            ))}
          </nav>
        </div>
        <button
          type="button"
          className="icon-btn shrink-0"
          aria-label={t.catalog.scrollRight}
          onClick={() => scroll(1)}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
      <div className="mt-6">
        <h3 className="sr-only">{activeName}</h3>
        <ProductGrid products={products} eagerCount={0} />
        <Pager
          page={page}
          pageCount={pageCount}
          label={t.nav.pagesOf(activeName)}
          words={t.nav}
          hrefFor={(p) => `/?tab=${encodeURIComponent(active)}&page=${p}#our-products`}
        />
      </div>
    </Section>
  );
}
