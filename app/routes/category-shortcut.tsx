import { data } from "react-router";
import { CategoryPage, categoryMeta, loadCategoryPage } from "~/components/catalog/category-page";
import type { Route } from "./+types/category-shortcut";

/**
 * The placeholder pages of the route table (/plants, /agro, ...), made real: each shows the
 * listing of one category at its own address (app/routes.ts registers this module for each).
 */
export const CATEGORY_SHORTCUTS: Record<string, string> = {
  "/plants": "plants",
  "/agro": "fertilizers",
  "/vegetable-seeds": "vegetable-seeds",
  "/tea-product": "tea-product",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const key = CATEGORY_SHORTCUTS[path];
  if (!key) throw data(null, { status: 404 });
  return loadCategoryPage(context, key, request.url, path);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return categoryMeta(matches, loaderData);
}

export default function CategoryShortcut({ loaderData }: Route.ComponentProps) {
  return <CategoryPage d={loaderData} />;
}
