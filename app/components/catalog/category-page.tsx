import type { AppLoadContext } from "react-router";
import { data, type MetaDescriptor } from "react-router";
import { PageHeading } from "~/components/layout/PageHeading";
import { useT } from "~/i18n/i18n";
import { breadcrumbLd, publicUrlOf, seo } from "~/seo";
import type { CategoryDetails, ProductCard } from "../../../lib/catalog-types";
import { applyListing, type Listing, listingQuery, readListing } from "../../../lib/category-listing";
import type { CropChoice } from "../../../lib/crop-types";
import { PRODUCTS_PER_PAGE, paginate, requestedPage } from "../../../lib/paging";
import { Pager } from "../ui/Pager";
import { Picture } from "../ui/Picture";
import { Breadcrumb } from "./Breadcrumb";
import { CategoryFilters } from "./CategoryFilters";
import { ProductGrid } from "./ProductGrid";

export interface CategoryPageData {
  category: CategoryDetails;
  products: ProductCard[];
  page: number;
  pageCount: number;
  total: number;
  path: string;
  listing: Listing;
  /** The crops this category's products serve: the page's crop filter (none: no filter shown). */
  crops: CropChoice[];
}

/**
 * A category's listing, 8 per page: used by /products/{categorykey} and by the placeholder
 * routes (/plants, /agro, ...), which show their category for real.
 */
export async function loadCategoryPage(
  context: AppLoadContext,
  key: string,
  url: string,
  path: string,
): Promise<CategoryPageData> {
  const catalog = context.services.catalog.in(context.lang);
  const category = await catalog.categoryPage(key);
  if (!category) throw data(null, { status: 404 });
  const asked = readListing(new URL(url).searchParams);
  const crops = await context.services.crops.in(context.lang).cropsInCategory(key);
  // A crop this category serves narrows the list; any other key is set aside, as a bad sort is.
  const crop = crops.some((c) => c.key === asked.crop) ? asked.crop : undefined;
  const listing = { ...asked, crop };
  const forCrop = crop ? new Set(await context.services.crops.productIdsOfCrop(crop)) : undefined;
  const cards = await catalog.productsByCategory(key);
  const all = applyListing(
    forCrop ? cards.filter((c) => forCrop.has(c.id)) : cards,
    listing,
    await catalog.categoryOrder(key),
  );
  const { page, pageCount, items } = paginate(all, requestedPage(url), PRODUCTS_PER_PAGE);
  return { category, products: items, page, pageCount, total: all.length, path, listing, crops };
}

export function categoryMeta(
  matches: Parameters<typeof seo>[0],
  d: CategoryPageData | undefined,
): MetaDescriptor[] {
  if (!d) return [];
  const base = publicUrlOf(matches);
  return seo(matches, {
    title: d.category.name,
    description: d.category.description || `${d.category.name}: ${d.total} products`,
    path: d.page > 1 ? `${d.path}?page=${d.page}` : d.path,
    image: d.products[0]?.image.url,
    jsonLd: [
      breadcrumbLd(base, [
        { name: "Home", path: "/" },
        { name: d.category.name, path: d.path },
      ]),
    ],
  });
}

export function CategoryPage({ d }: { d: CategoryPageData }) {
  const t = useT();
  return (
    <>
      <PageHeading title={d.category.name}>
        <Breadcrumb trail={[{ name: d.category.name }]} />
      </PageHeading>
      <div className="container-page py-6">
        {d.category.banner && <Banner banner={d.category.banner} />}
        {d.category.description && <p className="mb-5 max-w-3xl text-stone-700">{d.category.description}</p>}
        <CategoryFilters listing={d.listing} path={d.path} total={d.total} crops={d.crops} />
        <ProductGrid products={d.products} heading="h2" />
        <Pager
          page={d.page}
          pageCount={d.pageCount}
          hrefFor={(p) => `${d.path}${listingQuery(d.listing, p)}`}
          label={t.nav.pagesOf(d.category.name)}
          words={t.nav}
        />
      </div>
    </>
  );
}

/** The category's banner across the page, in the copy its width needs (the smallest to save data). */
function Banner({ banner }: { banner: NonNullable<CategoryDetails["banner"]> }) {
  return (
    <Picture
      picture={banner}
      sizes="(min-width: 1280px) 1280px, 100vw"
      width={banner.width}
      height={banner.height}
      alt=""
      fetchPriority="high"
      className="mb-5 max-h-64 w-full rounded-lg object-cover"
    />
  );
}
