import { Link } from "react-router";
import { StockEdit } from "~/components/admin/catalogue/QuickEdit";
import { type Column, DataList } from "~/components/admin/DataList";
import { PageHeader } from "~/components/admin/PageHeader";
import { packName } from "../../../lib/pack-units";
import type { LowStockPack } from "../../../server/modules/catalog/admin/types";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/stock";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "stock");
  return { packs: await context.services.catalogAdmin.lowStock() };
}

/** Packs at or below their low-stock level, emptiest first, each with its stock edit. */
export default function LowStock({ loaderData }: Route.ComponentProps) {
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
      cell: (p) => <StockEdit key={`${p.id}-${p.stock}`} pack={p} idPrefix={`low-${p.id}`} />,
    },
  ];
  return (
    <>
      <PageHeader
        title="Low stock"
        description="Pack sizes at or below their low-stock level. Set each one's level on its product."
      />
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
