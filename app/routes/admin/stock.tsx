import { Link, useActionData } from "react-router";
import { StockEdit, StockSaved } from "~/components/admin/catalogue/QuickEdit";
import { type Column, DataList } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { packName } from "../../../lib/pack-units";
import { stockEditFields } from "../../../lib/validation/catalogue";
import type { LowStockPack } from "../../../server/modules/catalog";
import { staffActor } from "../../../server/modules/staff";
import { readAdminForm } from "../../admin-actions.server";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/stock";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "stock");
  return { packs: await context.services.catalogAdmin.lowStock() };
}

/**
 * One pack's stock quick edit (this page's and the products list's dialog): the service call of
 * the admin API's /stock/set, audited with the reason; a count changed meanwhile is refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "stock");
  const form = await readAdminForm(request, context, stockEditFields);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    await context.services.catalogAdmin.setStock(staffActor(me), v.pack_id, v.stock_was, v.stock, v.reason);
    return form.done("Stock saved.", { pack_id: v.pack_id }, { reset: true });
  });
}

/** Packs at or below their low-stock level, emptiest first, each with its stock edit. */
export default function LowStock({ loaderData }: Route.ComponentProps) {
  // Posted without scripts: the saved pack may have left the list, so the page says it.
  const posted = useActionData<typeof action>() as FormAnswer | undefined;
  const columns: Column<LowStockPack>[] = [
    {
      label: "Pack",
      primary: true,
      cell: (p) => (
        <Link to={`/admin/products/${p.productId}`} className="font-semibold text-brand-900 underline">
          {p.productName} {packName(p)}
        </Link>
      ),
    },
    { label: "Left", numeric: true, cell: (p) => <span className="font-semibold">{p.stock}</span> },
    { label: "Low at", numeric: true, cell: (p) => p.lowStockThreshold },
    {
      label: "New stock",
      cell: (p, where) => <StockEdit key={`${p.id}-${p.stock}`} pack={p} idPrefix={`low-${where}-${p.id}`} />,
    },
  ];
  return (
    <>
      <PageHeader
        title="Low stock"
        description="Pack sizes at or below their low-stock level. Set each one's level on its product."
      />
      <StockSaved />
      {posted?.done && (
        <div className="mb-3">
          <FormMessage done={posted.done} />
        </div>
      )}
      <DataList
        label="Low stock"
        rows={loaderData.packs}
        columns={columns}
        rowKey={(p) => p.id}
        empty="No pack size is low on stock."
      />
    </>
  );
}
