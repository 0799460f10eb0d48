import { CategoryPage, categoryMeta, loadCategoryPage } from "~/components/catalog/category-page";
import type { Route } from "./+types/agro";

// The spec's placeholder page, made real: the listing of the 'fertilizers' category.
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCategoryPage(context, "fertilizers", request.url, "/agro");
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return categoryMeta(matches, loaderData);
}

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage d={loaderData} />;
}
