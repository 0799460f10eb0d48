import { Form, useNavigation } from "react-router";
import { CategoryForm } from "~/components/admin/catalogue/CategoryForm";
import { type CategoryIntent, categoriesAction } from "~/components/admin/catalogue/category-action.server";
import { EditRemoveList } from "~/components/admin/catalogue/edit-remove";
import type { Column } from "~/components/admin/DataList";
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

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const answer = actionData as (FormAnswer & { intent?: CategoryIntent }) | undefined;
  const navigation = useNavigation();
  const moving = navigation.state !== "idle" && navigation.formData?.get("intent") === "move";
  const pageFailure =
    answer?.intent === "remove" || answer?.intent === "move" ? failureOf(answer) : undefined;
  return (
    <>
      <PageHeader
        title="Categories"
        description="The storefront's menu shows the active ones in this order."
      />
      <div className="mb-4">
        <FormMessage done={answer?.done} failure={pageFailure} />
      </div>
      <EditRemoveList
        rows={categories}
        answer={answer}
        noun="category"
        newTitle="New category"
        nameOf={(c) => c.name}
        removeTitle={(c) => `Remove ${c.name}? Only a category without products can be removed.`}
        back="/admin/categories"
        form={(c, answer) => <CategoryForm category={c} answer={answer} />}
        list={{ label: "Categories", columns }}
        editClassName="btn-outline px-3 disabled:opacity-40"
        moreActions={(c) => {
          const i = categories.indexOf(c);
          return (
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
          );
        }}
      />
    </>
  );
}
