import { ProductForm } from "~/components/admin/catalogue/ProductForm";
import { productPageAction } from "~/components/admin/catalogue/product-action.server";
import { PageHeader } from "~/components/admin/PageHeader";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/product-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  const categories = await context.services.catalogAdmin.listCategories();
  return { categories: categories.map((c) => ({ id: c.id, name: c.name, active: c.active })) };
}

/** Creates the product (as the API's /products/create) and opens its page. */
export async function action({ request, context }: Route.ActionArgs) {
  return productPageAction(request, context);
}

/** A new product with its pack sizes; pictures are added on its page once it exists. */
export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="New product" description="Pictures can be added once the product is created." />
      <ProductForm categories={loaderData.categories} answer={actionData as FormAnswer | undefined} />
    </>
  );
}
