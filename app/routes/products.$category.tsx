import { CategoryPage, categoryMeta, loadCategoryPage } from "~/components/catalog/category-page";
import type { Route } from "./+types/products.$category";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadCategoryPage(
    context,
    params.category,
    request.url,
    `/products/${encodeURIComponent(params.category)}`,
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return categoryMeta(matches, loaderData);
}

export default function ProductsByCategory({ loaderData }: Route.ComponentProps) {
  return <CategoryPage d={loaderData} />;
}
