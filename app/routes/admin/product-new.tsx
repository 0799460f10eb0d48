import { useNavigate } from "react-router";
import { ProductForm } from "~/components/admin/catalogue/ProductForm";
import { PageHeader } from "~/components/admin/PageHeader";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/product-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  const categories = await context.services.catalogAdmin.listCategories();
  return { categories: categories.map((c) => ({ id: c.id, name: c.name, active: c.active })) };
}

/** A new product with its pack sizes; pictures are added on its page once it exists. */
export default function NewProduct({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New product" description="Pictures can be added once the product is created." />
      <ProductForm
        categories={loaderData.categories}
        onSaved={(saved) => navigate(`/admin/products/${saved.id}`)}
      />
    </>
  );
}
