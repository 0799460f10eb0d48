import { Form } from "react-router";
import { RowSubmit } from "~/components/admin/catalogue/RowSubmit";
import { useRowForm } from "~/components/admin/catalogue/use-row-form";
import { conformFields, type FieldTable } from "~/components/admin/field-table";
import { EditedVersion } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { listedIngredientPageFields } from "../../../../lib/validation/listed-ingredients";
import type { AdminListedIngredient } from "../../../../server/modules/catalog";

const FIELDS = {
  name: { label: "Active ingredient", maxLength: 100, placeholder: "Monocrotophos" },
  status: {
    kind: "select",
    label: "Status",
    options: [
      { value: "banned", label: "Banned: cannot be on sale" },
      { value: "restricted", label: "Restricted: on sale only with a restriction note" },
    ],
  },
  notification: { label: "Notification number", maxLength: 80, placeholder: "S.O. 3951(E)" },
  notified_on: { label: "Notification date", type: "date" },
  note: { kind: "area", label: "What the ban or restriction is", maxLength: 500, rows: 2 },
  source: { label: "Source", maxLength: 300, placeholder: "to verify with CIB&RC list" },
} satisfies FieldTable;

/**
 * A banned or restricted active ingredient's form, posted to the owner's list
 * (docs/decisions/0048-registration-and-ingredients.md); an edit sends the version it started from.
 */
export function IngredientForm({ row, answer }: { row?: AdminListedIngredient; answer?: FormAnswer }) {
  const { form, prefix, intent, busy } = useRowForm("ingredient", row, listedIngredientPageFields, answer, {
    name: row?.name ?? "",
    status: row?.status ?? "banned",
    notification: row?.notification ?? "",
    notified_on: row?.notifiedOn ?? "",
    note: row?.note ?? "",
    source: row?.source ?? "",
  });
  const field = conformFields(form, FIELDS, prefix);
  return (
    <Form
      method="post"
      action="/admin/settings/ingredients"
      {...form.props}
      aria-label={row ? `Edit ${row.name}` : "New banned or restricted ingredient"}
      className="grid gap-3 sm:grid-cols-2"
    >
      <EditedVersion idName="ingredient_id" record={row} />
      {field("name")}
      {field("status")}
      {field("notification")}
      {field("notified_on")}
      {field("note")}
      {field("source")}
      <RowSubmit form={form} busy={busy} intent={intent} labels={["Save ingredient", "Add ingredient"]} />
    </Form>
  );
}
