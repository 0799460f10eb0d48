import { Form, Link } from "react-router";
import { PageHeading } from "~/components/layout/PageHeading";
import { metaT, useT } from "~/i18n/i18n";
import { seo } from "~/seo";
import { packsLabel } from "../../lib/catalog-types";
import type { Route } from "./+types/search-item";

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const found = q.trim() ? await context.services.catalog.in(context.lang).search(q) : [];
  // A line per product; the pack sizes are written here so the page's script stays small.
  const results = found.map((p) => ({
    id: p.id,
    name: p.name,
    category: p.category,
    packs: packsLabel(p.prices),
  }));
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
          <ul className="mt-6 divide-y divide-stone-200 rounded-lg border border-stone-200">
            {results.map((r) => (
              <li key={r.id}>
                <Link to={`/product-info/${r.id}`} className="block px-4 py-3 hover:bg-brand-50">
                  <span className="block font-semibold text-stone-950">{r.name}</span>
                  <span className="block text-sm text-stone-600">
                    {r.packs} · {r.category.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
