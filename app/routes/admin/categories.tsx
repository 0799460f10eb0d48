import { Form, useNavigation } from "react-router";
import { CategoryForm } from "~/components/admin/catalogue/CategoryForm";
import { type CategoryIntent, categoriesAction } from "~/components/admin/catalogue/category-action.server";
import {
  EditDialog,
  EditRemoveButtons,
  FormSection,
  RemoveDialog,
  useEditRemove,
} from "~/components/admin/catalogue/edit-remove";
import { RemoveOnPage } from "~/components/admin/catalogue/row-actions";
import { type Column, DataList } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
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
  const { editing, setEditing, removing, setRemoving, editOnPage, removeOnPage, answerFor } = useEditRemove(
    categories,
    answer,
  );
  const navigation = useNavigation();
  const moving = navigation.state !== "idle" && navigation.formData?.get("intent") === "move";
  const removeTitle = (c: AdminCategory) =>
    `Remove ${c.name}? Only a category without products can be removed.`;
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
          title={removeTitle(removeOnPage)}
          id={removeOnPage.id}
          version={removeOnPage.version}
          back="/admin/categories"
        />
      )}
      {editOnPage && (
        <FormSection id="edit-category-title" title={`Edit ${editOnPage.name}`}>
          <CategoryForm category={editOnPage} answer={answerFor("update")} />
        </FormSection>
      )}
      <FormSection id="new-category-title" title="New category">
        <CategoryForm answer={answerFor("create")} />
      </FormSection>
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
              <EditRemoveButtons
                id={c.id}
                name={c.name}
                onEdit={() => setEditing(c)}
                onRemove={() => setRemoving(c)}
                editClassName="btn-outline px-3 disabled:opacity-40"
              />
            </>
          );
        }}
      />
      {editing && (
        <EditDialog
          id="edit-category-dialog-title"
          title={`Edit ${editing.name}`}
          onClose={() => setEditing(null)}
        >
          <CategoryForm category={editing} answer={answerFor("update")} />
        </EditDialog>
      )}
      {removing && (
        <RemoveDialog
          title={removeTitle(removing)}
          row={removing}
          action="/admin/categories"
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
