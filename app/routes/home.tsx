import { HeroCarousel } from "~/components/home/HeroCarousel";
import { OfferCarousel } from "~/components/home/OfferCarousel";
import { ProductTabs } from "~/components/home/ProductTabs";
import { Testimonials, WhyChooseUs } from "~/components/home/WhyAndTestimonials";
import { metaT } from "~/i18n/i18n";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { PRODUCTS_PER_PAGE, paginate, requestedPage } from "../../lib/paging";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const catalog = context.services.catalog.in(context.lang);
  const categories = await catalog.listCategories();
  const asked = new URL(request.url).searchParams.get("tab");
  const active = (categories.find((c) => c.key === asked) ?? categories[0])?.key ?? "";
  const all = active ? await catalog.productsByCategory(active) : [];
  const { page, pageCount, items } = paginate(all, requestedPage(request.url), PRODUCTS_PER_PAGE);
  return { categories, active, products: items, page, pageCount };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.home.metaTitle,
    description: t.home.metaDescription,
    path: "/",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <>
      <h1 className="sr-only">{root?.business.name}</h1>
      <HeroCarousel phone={root?.business.phones.customerCare[0] ?? ""} />
      <OfferCarousel />
      <ProductTabs
        categories={loaderData.categories}
        active={loaderData.active}
        products={loaderData.products}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
      />
      <WhyChooseUs />
      <Testimonials />
    </>
  );
}
