import { Form } from "react-router";
import { conformFields, type FieldTable } from "~/components/admin/field-table";
import { EditedVersion } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { synonymPageFields } from "../../../../lib/validation/catalogue-form";
import type { AdminSynonym } from "../../../../server/modules/catalog";
import { RowSubmit } from "./RowSubmit";
import { useRowForm } from "./use-row-form";

/** A synonym's two fields, by their posted names. */
const SYNONYM_FIELDS = {
  term: {
    label: "Customers type",
    maxLength: 40,
    autoCapitalize: "none",
    spellCheck: false,
    placeholder: "bhindi",
  },
  words: {
    label: "Find products named (words, separated by commas)",
    maxLength: 700,
    placeholder: "okra, भिंडी",
  },
} satisfies FieldTable;

/**
 * A search synonym's form, posted to the synonyms page: the word customers type and, in one
 * field, the words it stands for ("okra, भिंडी"). Checked with the server's rules
 * (lib/validation/synonyms.ts); an edit sends the version it started from.
 */
export function SynonymForm({ synonym, answer }: { synonym?: AdminSynonym; answer?: FormAnswer }) {
  const { form, prefix, intent, busy } = useRowForm("synonym", synonym, synonymPageFields, answer, {
    term: synonym?.term ?? "",
    words: synonym?.words.join(", ") ?? "",
  });
  const field = conformFields(form, SYNONYM_FIELDS, prefix);
  return (
    <Form
      method="post"
      action="/admin/synonyms"
      {...form.props}
      aria-label={synonym ? `Edit the synonym ${synonym.term}` : "New synonym"}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      <EditedVersion idName="synonym_id" record={synonym} />
      {field("term")}
      {field("words", {
        error: form.errors.words ?? Object.entries(form.errors).find(([k]) => k.startsWith("words"))?.[1],
      })}
      <RowSubmit form={form} busy={busy} intent={intent} labels={["Save synonym", "Add synonym"]} />
    </Form>
  );
}
