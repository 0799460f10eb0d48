import { useEffect, useState } from "react";
import { Form, useNavigation, useSearchParams, useSubmit } from "react-router";
import { CategoryForm } from "~/components/admin/catalogue/CategoryForm";
import { type CategoryIntent, categoriesAction } from "~/components/admin/catalogue/category-action.server";
import { RemoveOnPage, RowButton } from "~/components/admin/catalogue/row-actions";
import { type Column, DataList } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import type { AdminCategory } from "../../../server/modules/catalog";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/categories";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  return { categories: await context.services.catalogAdmin.listCategories() };
}

/** The page's forms, each with its `intent` (create, update, move, remove). */
export async function action({ request, context }: Route.ActionArgs) {
  return categoriesAction(request, context);
}

/**
 * Categories: create, rename, banner, order (the storefront's menu follows), deactivate, remove
 * when empty. Without scripts, Edit and Remove open the page again with that category's form.
 */
export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const answer = actionData as (FormAnswer & { intent?: CategoryIntent }) | undefined;
  const [search] = useSearchParams();
  const byId = (key: string) => categories.find((c) => String(c.id) === search.get(key)) ?? null;
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [removing, setRemoving] = useState<AdminCategory | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const moving = navigation.state !== "idle" && navigation.formData?.get("intent") === "move";
  // A saved edit closes its dialog; the page says so.
  useEffect(() => {
    if (answer?.done) setEditing(null);
  }, [answer]);
  const answerFor = (intent: CategoryIntent) => (answer?.intent === intent ? answer : undefined);
  const editOnPage = !editing && !(answer?.intent === "update" && answer.done) ? byId("edit") : null;
  const removeOnPage = answer?.intent === "remove" && answer.done ? null : byId("remove");
  const pageFailure =
    answer?.intent === "remove" || answer?.intent === "move" ? failureOf(answer) : undefined;
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
      <div className="mb-4">
        <FormMessage done={answer?.done} failure={pageFailure} />
      </div>
      {removeOnPage && (
        <RemoveOnPage
          title={`Remove ${removeOnPage.name}? Only a category without products can be removed.`}
          id={removeOnPage.id}
          version={removeOnPage.version}
          back="/admin/categories"
        />
      )}
      {editOnPage && (
        <section
          aria-labelledby="edit-category-title"
          className="mb-6 rounded-lg border border-stone-200 bg-white p-4"
        >
          <h2 id="edit-category-title" className="mb-3 text-lg font-bold">
            Edit {editOnPage.name}
          </h2>
          <CategoryForm category={editOnPage} answer={answerFor("update")} />
        </section>
      )}
      <section
        aria-labelledby="new-category-title"
        className="mb-6 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="new-category-title" className="mb-3 text-lg font-bold">
          New category
        </h2>
        <CategoryForm answer={answerFor("create")} />
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
              <Form method="post" action="/admin/categories" className="contents">
                <input type="hidden" name="id" value={c.id} />
                <input type="hidden" name="intent" value="move" />
                <button
                  type="submit"
                  name="by"
                  value="up"
                  className="btn-outline px-3 disabled:opacity-40"
                  disabled={i === 0 || moving}
                  aria-label={`Move ${c.name} up`}
                >
                  Up
                </button>
                <button
                  type="submit"
                  name="by"
                  value="down"
                  className="btn-outline px-3 disabled:opacity-40"
                  disabled={i === categories.length - 1 || moving}
                  aria-label={`Move ${c.name} down`}
                >
                  Down
                </button>
              </Form>
              <RowButton
                name="edit"
                value={c.id}
                onPress={() => setEditing(c)}
                label={`Edit ${c.name}`}
                className="btn-outline px-3 disabled:opacity-40"
              >
                Edit
              </RowButton>
              <RowButton
                name="remove"
                value={c.id}
                onPress={() => setRemoving(c)}
                label={`Remove ${c.name}`}
                className="btn-outline border-red-700 px-3 text-red-700"
              >
                Remove
              </RowButton>
            </>
          );
        }}
      />
      {editing && (
        <dialog
          ref={(el) => {
            if (el && !el.open) el.showModal();
          }}
          aria-labelledby="edit-category-dialog-title"
          onClose={() => setEditing(null)}
          className="m-auto w-[calc(100%-1rem)] max-w-2xl rounded-lg p-4 shadow-2xl backdrop:bg-black/50"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <h2 id="edit-category-dialog-title" className="text-lg font-bold">
              Edit {editing.name}
            </h2>
            <button type="button" className="btn-outline shrink-0 px-3" onClick={() => setEditing(null)}>
              Close
            </button>
          </div>
          <CategoryForm category={editing} answer={answerFor("update")} />
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
            submit(
              { intent: "remove", id: removing.id, version: removing.version },
              { method: "post", action: "/admin/categories" },
            );
          }}
        />
      )}
    </>
  );
}
