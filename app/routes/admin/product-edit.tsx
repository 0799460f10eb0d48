import { useState } from "react";
import { data, Link } from "react-router";
import { ImagesEditor } from "~/components/admin/catalogue/ImagesEditor";
import { ProductForm } from "~/components/admin/catalogue/ProductForm";
import { PageHeader } from "~/components/admin/PageHeader";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/product-edit";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  const admin = context.services.catalogAdmin;
  const product = /^\d{1,9}$/.test(params.id) ? await admin.findProduct(Number(params.id)) : undefined;
  if (!product) throw data("There is no such product.", { status: 404 });
  const categories = await admin.listCategories();
  return { product, categories: categories.map((c) => ({ id: c.id, name: c.name, active: c.active })) };
}

/**
 * One product: its fields and packs (untick "On sale" to deactivate it) and its pictures. The
 * page keeps the product's version as its own writes move it on, so none of them is refused
 * as stale, while a change made elsewhere still is.
 */
export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const { product, categories } = loaderData;
  const [version, setVersion] = useState(product.version);
  const saved = (p: { version: number }) => setVersion(p.version);
  return (
    <>
      <PageHeader
        title={product.name}
        description={`SKU ${product.sku}`}
        actions={
          <Link to="/admin/products" className="btn-outline">
            All products
          </Link>
        }
      />
      <div className="space-y-6">
        <ProductForm product={product} version={version} categories={categories} onSaved={saved} />
        <ImagesEditor productId={product.id} version={version} images={product.images} onSaved={saved} />
      </div>
    </>
  );
}
