import { CategoryPage, categoryMeta, loadCategoryPage } from "~/components/catalog/category-page";
import type { Route } from "./+types/plants";

// The spec's placeholder page, made real: the listing of the 'plants' category.
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCategoryPage(context, "plants", request.url, "/plants");
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return categoryMeta(matches, loaderData);
}

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage d={loaderData} />;
}
