import { Form } from "react-router";
import { ProductGrid } from "~/components/catalog/ProductGrid";
import { PageHeading } from "~/components/layout/PageHeading";
import { metaT, useT } from "~/i18n/i18n";
import { seo } from "~/seo";
import type { Route } from "./+types/search-item";

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  // Cards: picture, price and Add, as a category page shows them (the search box reads this too).
  const results = q.trim() ? await context.services.catalog.in(context.lang).searchCards(q) : [];
  return { q, results };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: loaderData?.q ? t.search.resultsFor(loaderData.q) : t.pages.searchItem,
    description: t.search.metaDescription,
    path: "/search-item",
    noindex: true,
  });
}

export default function SearchItem({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, results } = loaderData;
  return (
    <>
      <PageHeading title={q.trim() ? t.search.resultsFor(q.trim()) : t.pages.searchItem} />
      <div className="container-page py-6">
        <Form method="get" role="search" className="flex max-w-xl gap-2">
          <label htmlFor="search-q" className="sr-only">
            {t.search.label}
          </label>
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={200}
            placeholder={t.nav.searchPlaceholder}
            className="h-11 min-w-0 flex-1 rounded-md border border-stone-300 px-3"
          />
          <button type="submit" className="btn-primary">
            {t.search.button}
          </button>
        </Form>
        {!q.trim() ? (
          <p className="mt-6 text-stone-700">{t.search.prompt}</p>
        ) : results.length === 0 ? (
          <p className="mt-6 text-lg font-semibold text-stone-700">{t.search.none}</p>
        ) : (
          <div className="mt-6">
            <ProductGrid products={results} heading="h2" />
          </div>
        )}
      </div>
    </>
  );
}
