import { data } from "react-router";
import { ImagesEditor } from "~/components/admin/catalogue/ImagesEditor";
import { ProductForm } from "~/components/admin/catalogue/ProductForm";
import { productPageAction } from "~/components/admin/catalogue/product-action.server";
import { StockMovements } from "~/components/admin/catalogue/StockMovements";
import { CropUses } from "~/components/admin/crops/CropUses";
import { cropUsesAction, isCropUsePost } from "~/components/admin/crops/crop-actions.server";
import { PageHeader } from "~/components/admin/PageHeader";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/product-edit";

const productIdOf = (param: string) => (/^\d{1,9}$/.test(param) ? Number(param) : undefined);
/** A page number of the stock ledger from the address (1 when missing or not a number). */
const pageOf = (param: string | null) => (param && /^\d{1,5}$/.test(param) ? Math.max(1, Number(param)) : 1);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  const admin = context.services.catalogAdmin;
  const id = productIdOf(params.id);
  const product = id ? await admin.findProduct(id) : undefined;
  if (!product) throw data("There is no such product.", { status: 404 });
  const [categories, cropUses, cropTargets] = await Promise.all([
    admin.listCategories(),
    context.services.cropsAdmin.productUses(product.id),
    context.services.cropsAdmin.useTargets(),
  ]);
  // The stock ledger of the pack the address names (?pack=…&page=…), else of the first pack.
  const url = new URL(request.url);
  const pack = product.packs.find((p) => String(p.id) === url.searchParams.get("pack")) ?? product.packs[0];
  const ledger = pack ? await admin.packMovements(pack.id, pageOf(url.searchParams.get("page"))) : undefined;
  return {
    product,
    categories: categories.map((c) => ({ id: c.id, name: c.name, active: c.active })),
    cropUses,
    cropTargets,
    ledger: ledger && {
      packId: pack.id,
      page: ledger.page,
      more: ledger.more,
      movements: ledger.movements.map((m) => ({ ...m, at: m.at.toISOString() })),
    },
  };
}

/** Saves the product's form, its pictures or its crop uses (as the API's /products/… do). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = productIdOf(params.id);
  if (!id) throw data("There is no such product.", { status: 404 });
  if (await isCropUsePost(request)) return cropUsesAction(request, context, id);
  return productPageAction(request, context, id);
}

/**
 * One product: its fields and packs (untick "On sale" to deactivate it), its pictures and each
 * pack's stock movements. The
 * form posts the version the page was loaded with; every save loads the page's product again,
 * so the page's own writes are never refused as stale, while a change made elsewhere is.
 */
export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, categories, ledger, cropUses, cropTargets } = loaderData;
  const answer = actionData as (FormAnswer & { form?: string; scope?: string; intent?: string }) | undefined;
  return (
    <>
      <PageHeader
        title={product.name}
        description={`SKU ${product.sku}`}
        link={{ to: "/admin/products", label: "All products" }}
      />
      <div className="space-y-6">
        <ProductForm
          product={product}
          categories={categories}
          answer={answer?.form === "product" ? answer : undefined}
        />
        <ImagesEditor version={product.version} images={product.images} answer={answer} />
        <CropUses productId={product.id} uses={cropUses} targets={cropTargets} answer={answer} />
        {ledger && <StockMovements packs={product.packs} ledger={ledger} />}
      </div>
    </>
  );
}
