import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { QuickEditDialog } from "~/components/admin/catalogue/QuickEdit";
import { type Column, DataList } from "~/components/admin/DataList";
import { Field, SelectField } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { Pager } from "~/components/ui/Pager";
import { formatRupees } from "../../../lib/money";
import { packName } from "../../../lib/pack-units";
import { offSaleReason } from "../../../lib/regulated";
import { paise, priceEditFields } from "../../../lib/validation/catalogue";
import type { AdminProductRow, StatusFilter, StockFilter } from "../../../server/modules/catalog";
import { staffActor } from "../../../server/modules/staff";
import { readAdminForm } from "../../admin-actions.server";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/products";

const STOCK: { value: StockFilter; label: string }[] = [
  { value: "any", label: "Any stock" },
  { value: "low", label: "Low stock" },
  { value: "out", label: "Out of stock" },
];
const STATUS: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "Active and inactive" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

const oneOf = <T extends string>(value: string | null, list: { value: T }[], fallback: T): T =>
  list.some((o) => o.value === value) ? (value as T) : fallback;

/**
 * The quick price edit of the list's dialog: one pack's MRP and discount, the service call of the
 * admin API's /products/price; a product changed meanwhile is refused (its version).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "catalogue");
  const form = await readAdminForm(request, context, priceEditFields);
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    const admin = context.services.catalogAdmin;
    await admin.setPrice(staffActor(me), v.pack_id, v.version, paise(v.mrp), paise(v.discount));
    return form.done("Price saved.", { pack_id: v.pack_id });
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  const url = new URL(request.url);
  const q = url.searchParams;
  const filters = {
    search: (q.get("q") ?? "").slice(0, 100),
    categoryId: Number(q.get("category")) || undefined,
    stock: oneOf(q.get("stock"), STOCK, "any"),
    status: oneOf(q.get("status"), STATUS, "all"),
    page: Math.max(1, Math.min(100_000, Number(q.get("page")) || 1)),
  };
  const admin = context.services.catalogAdmin;
  const [list, categories] = await Promise.all([admin.listProducts(filters), admin.listCategories()]);
  return { list, filters, categories: categories.map((c) => ({ id: c.id, name: c.name })) };
}

const packLine = (p: AdminProductRow["packs"][number]) =>
  `${packName(p)}: ${formatRupees(p.mrpPaise - p.discountPaise)}, ${p.stock} left`;

/** The products: find, filter, page; open one to edit, or change stock and prices from here. */
export default function Products({ loaderData }: Route.ComponentProps) {
  const { list, filters, categories } = loaderData;
  const [search] = useSearchParams();
  const [editing, setEditing] = useState<number | null>(null);
  const current = list.rows.find((r) => r.id === editing);
  const columns: Column<AdminProductRow>[] = [
    {
      label: "Product",
      primary: true,
      cell: (r) => (
        <span className="flex items-center gap-3">
          {r.image ? (
            <img
              src={r.image.url}
              alt=""
              width={40}
              height={40}
              className="h-10 w-10 shrink-0 rounded bg-stone-100 object-contain"
            />
          ) : null}
          <span>
            <Link to={`/admin/products/${r.id}`} className="font-semibold text-brand-900 underline">
              {r.name}
            </Link>
            <span className="block text-xs text-stone-600">SKU {r.sku}</span>
          </span>
        </span>
      ),
    },
    { label: "Category", cell: (r) => r.categoryName },
    {
      label: "Packs",
      cell: (r) => (
        <ul>
          {r.packs.map((p) => (
            <li key={p.id} className={p.low ? "font-semibold text-red-800" : undefined}>
              {packLine(p)}
              {p.low ? " (low)" : ""}
              {p.sellable ? "" : " (not for sale)"}
            </li>
          ))}
        </ul>
      ),
    },
    {
      label: "Status",
      cell: (r) => (
        <>
          {r.active ? "Active" : "Inactive"}
          {/* The shop's licences keep it off sale today, whatever its status (lib/regulated.ts). */}
          {r.offSale && (
            <span className="block text-sm font-semibold text-red-800">{offSaleReason(r.offSale)}</span>
          )}
          {/* Label details missing or a banned ingredient: an active one stays on until its next save (decision 0048). */}
          {r.labelProblems.length > 0 && (
            <span className="block text-sm font-semibold text-amber-800">
              {r.active ? "Label incomplete: " : "Cannot go on sale: "}
              {r.labelProblems.join("; ")}.
            </span>
          )}
        </>
      ),
    },
  ];
  const pageHref = (page: number) => {
    const next = new URLSearchParams(search);
    next.set("page", String(page));
    return `/admin/products?${next}`;
  };
  return (
    <>
      <PageHeader
        title="Products"
        description={`${list.total} product${list.total === 1 ? "" : "s"}`}
        actions={
          <>
            <Link to="/admin/catalogue" className="btn-outline">
              Import or export (CSV)
            </Link>
            <Link to="/admin/products/new" className="btn-primary">
              New product
            </Link>
          </>
        }
      />
      <Form
        method="get"
        role="search"
        aria-label="Find products"
        className="mb-4 grid gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <Field id="q" label="Name or SKU" type="search" defaultValue={filters.search} maxLength={100} />
        <SelectField
          id="category"
          label="Category"
          defaultValue={String(filters.categoryId ?? "")}
          options={[
            { value: "", label: "All categories" },
            ...categories.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <SelectField id="stock" label="Stock" defaultValue={filters.stock} options={STOCK} />
        <SelectField id="status" label="Status" defaultValue={filters.status} options={STATUS} />
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full">
            Filter
          </button>
        </div>
      </Form>
      <DataList
        label="Products"
        rows={list.rows}
        columns={columns}
        rowKey={(r) => r.id}
        empty="No products match these filters."
        actions={(r) => (
          <>
            <Link to={`/admin/products/${r.id}`} className="btn-outline px-3" aria-label={`Edit ${r.name}`}>
              Edit
            </Link>
            <button
              type="button"
              className="btn-outline px-3"
              onClick={() => setEditing(r.id)}
              aria-label={`Stock and prices of ${r.name}`}
            >
              Stock and prices
            </button>
          </>
        )}
      />
      <Pager page={list.page} pageCount={list.pageCount} hrefFor={pageHref} label="Product pages" />
      {current && <QuickEditDialog product={current} onClose={() => setEditing(null)} />}
    </>
  );
}
