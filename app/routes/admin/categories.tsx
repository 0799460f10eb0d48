import { useState } from "react";
import { useRevalidator } from "react-router";
import { callAdmin } from "~/components/admin/admin-api";
import { CategoryForm } from "~/components/admin/catalogue/CategoryForm";
import { type Column, DataList } from "~/components/admin/DataList";
import { PageHeader } from "~/components/admin/PageHeader";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { useToast } from "~/components/ui/Toaster";
import type { AdminCategory } from "../../../server/modules/catalog/admin/types";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/categories";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  return { categories: await context.services.catalogAdmin.listCategories() };
}

/** Categories: create, rename, banner, order (the storefront's menu follows), deactivate, remove when empty. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [removing, setRemoving] = useState<AdminCategory | null>(null);
  const toast = useToast();
  const revalidator = useRevalidator();
  const run = async (path: string, body: object) => {
    const answer = await callAdmin(path, body);
    toast(answer.message, answer.status === 1 ? "success" : "error");
    revalidator.revalidate();
  };
  const move = (i: number, by: number) => {
    const ids = categories.map((c) => c.id);
    [ids[i], ids[i + by]] = [ids[i + by], ids[i]];
    return run("/categories/reorder", { category_ids: ids });
  };
  const columns: Column<AdminCategory>[] = [
    {
      label: "Category",
      primary: true,
      cell: (c) => (
        <span className="flex items-center gap-3">
          {c.banner && (
            <img
              src={c.banner.url}
              alt=""
              width={64}
              height={32}
              className="h-8 w-16 shrink-0 rounded object-cover"
            />
          )}
          <span>
            <span className="font-semibold">{c.name}</span>
            <span className="block text-xs text-stone-600">/products/{c.key}</span>
          </span>
        </span>
      ),
    },
    { label: "Products", numeric: true, cell: (c) => c.productCount },
    { label: "Status", cell: (c) => (c.active ? "Active" : "Inactive") },
  ];
  return (
    <>
      <PageHeader
        title="Categories"
        description="The storefront's menu shows the active ones in this order."
      />
      <section
        aria-labelledby="new-category-title"
        className="mb-6 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="new-category-title" className="mb-3 text-lg font-bold">
          New category
        </h2>
        <CategoryForm />
      </section>
      <DataList
        label="Categories"
        rows={categories}
        columns={columns}
        rowKey={(c) => c.id}
        actions={(c) => {
          const i = categories.indexOf(c);
          return (
            <>
              <button
                type="button"
                className="btn-outline px-3 disabled:opacity-40"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={`Move ${c.name} up`}
              >
                Up
              </button>
              <button
                type="button"
                className="btn-outline px-3 disabled:opacity-40"
                disabled={i === categories.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move ${c.name} down`}
              >
                Down
              </button>
              <button
                type="button"
                className="btn-outline px-3 disabled:opacity-40"
                onClick={() => setEditing(c)}
                aria-label={`Edit ${c.name}`}
              >
                Edit
              </button>
              <button
                type="button"
                className="btn-outline border-red-700 px-3 text-red-700"
                onClick={() => setRemoving(c)}
                aria-label={`Remove ${c.name}`}
              >
                Remove
              </button>
            </>
          );
        }}
      />
      {editing && (
        <dialog
          ref={(el) => {
            if (el && !el.open) el.showModal();
          }}
          aria-labelledby="edit-category-title"
          onClose={() => setEditing(null)}
          className="m-auto w-[calc(100%-1rem)] max-w-2xl rounded-lg p-4 shadow-2xl backdrop:bg-black/50"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <h2 id="edit-category-title" className="text-lg font-bold">
              Edit {editing.name}
            </h2>
            <button type="button" className="btn-outline shrink-0 px-3" onClick={() => setEditing(null)}>
              Close
            </button>
          </div>
          <CategoryForm category={editing} onDone={() => setEditing(null)} />
        </dialog>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}? Only a category without products can be removed.`}
          confirmLabel="Remove"
          cancelLabel="Keep it"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            void run("/categories/remove", { category_id: removing.id, version: removing.version });
          }}
        />
      )}
    </>
  );
}
