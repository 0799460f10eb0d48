import { EditRemoveList } from "~/components/admin/catalogue/edit-remove";
import type { Column } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { IngredientForm } from "~/components/admin/settings/IngredientForm";
import { readForm } from "~/lib/forms/form-action.server";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { removeFields } from "../../../lib/validation/catalogue-form";
import { listedIngredientPageFields } from "../../../lib/validation/listed-ingredients";
import type { AdminListedIngredient } from "../../../server/modules/catalog";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/ingredients";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "settings");
  return { rows: await context.services.catalogAdmin.listIngredients() };
}

type Intent = "create" | "update" | "remove";

/** "The ingredient is saved. Taken off sale: Neem Oil." */
const said = (base: string, offSale: string[]) =>
  offSale.length ? `${base} Taken off sale: ${offSale.join(", ")}.` : base;

/** Adds, saves or removes a listed ingredient (its form's `intent`), as the API's /ingredients/… do. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "settings");
  const actor = { staffId: me.id, name: me.name };
  const admin = context.services.catalogAdmin;
  const intent = String((await request.clone().formData()).get("intent") ?? "") as Intent;
  if (intent === "remove") {
    const form = await readForm(request, context, removeFields, { tag: { intent } });
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await admin.removeIngredient(actor, v.id, v.version);
      return form.done("The ingredient is removed.");
    });
  }
  const form = await readForm(request, context, listedIngredientPageFields, { tag: { intent } });
  if (!form.ok) return form.answer;
  return form.run(async ({ ingredient_id, version, ...input }) => {
    if (intent !== "update") {
      const change = await admin.createIngredient(actor, input);
      return form.done(said("The ingredient is on the list.", change.offSale), {}, { reset: true });
    }
    if (ingredient_id === undefined || version === undefined) {
      return form.failure(400, "Reload the page: the version it started from is missing.");
    }
    const change = await admin.updateIngredient(actor, ingredient_id, version, input);
    return form.done(said("The ingredient is saved.", change.offSale));
  });
}

const columns: Column<AdminListedIngredient>[] = [
  { label: "Active ingredient", primary: true, cell: (r) => <span className="font-semibold">{r.name}</span> },
  {
    label: "Status",
    cell: (r) =>
      r.status === "banned" ? (
        <span className="font-semibold text-red-800">Banned</span>
      ) : (
        <span className="font-semibold text-amber-800">Restricted</span>
      ),
  },
  {
    label: "Notification",
    cell: (r) => [r.notification, r.notifiedOn].filter(Boolean).join(", ") || "—",
  },
  { label: "What it means", cell: (r) => r.note },
  { label: "Source", cell: (r) => r.source },
];

/**
 * The active ingredients the Government of India has banned or restricted
 * (docs/decisions/0048-registration-and-ingredients.md), as the owner keeps them: a product naming
 * a banned one cannot be on sale, and one naming a restricted one needs a restriction note. Saving
 * a ban takes the products on sale that name it off sale at once. Without scripts, Edit and
 * Remove open the page again with that row's form.
 */
export default function Ingredients({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as (FormAnswer & { intent?: Intent }) | undefined;
  return (
    <>
      <PageHeader
        title="Banned and restricted ingredients"
        description="Active ingredients the Government of India has banned or restricted. A product whose active ingredients name a banned one cannot be on sale; a restricted one needs a restriction note on the product. Rows marked “to verify with CIB&RC list” could not be checked against the gazette: check them with the Central Insecticides Board's current list."
      />
      <div className="mb-4">
        <FormMessage
          done={answer?.done}
          failure={answer?.intent === "remove" ? failureOf(answer) : undefined}
        />
      </div>
      <EditRemoveList
        rows={loaderData.rows}
        answer={answer}
        noun="ingredient"
        newTitle="New banned or restricted ingredient"
        nameOf={(r) => r.name}
        removeTitle={(r) =>
          `Remove ${r.name} from the list? Products naming it may then be put on sale again.`
        }
        back="/admin/settings/ingredients"
        form={(r, a) => <IngredientForm row={r} answer={a} />}
        list={{
          label: "Banned and restricted ingredients",
          columns,
          empty: "No ingredients listed: add the Government of India's banned and restricted ones.",
        }}
      />
    </>
  );
}
