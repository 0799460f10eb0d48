import { useState } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { useApiForm } from "~/lib/use-api-form";
import { splitWords, synonymFields } from "../../../../lib/validation/synonyms";
import type { AdminSynonym } from "../../../../server/modules/catalog/admin/synonyms";

/** The words field's message: about the list, or about one of its words (`words.2`). */
const wordsError = (errors: Record<string, string>) =>
  errors.words ?? Object.entries(errors).find(([k]) => k.startsWith("words."))?.[1];

/**
 * A search synonym's form: the word customers type and, in one field, the words it stands for
 * ("okra, भिंडी"). Checked with the server's rules (lib/validation/synonyms.ts); an edit sends
 * the version it started from.
 */
export function SynonymForm({ synonym, onDone }: { synonym?: AdminSynonym; onDone?: () => void }) {
  const [term, setTerm] = useState(synonym?.term ?? "");
  const [words, setWords] = useState(synonym?.words.join(", ") ?? "");
  const prefix = synonym ? `synonym-${synonym.id}` : "new-synonym";
  const form = useApiForm({
    schema: synonymFields,
    values: () => ({ term, words: splitWords(words) }),
    send: (v) =>
      synonym
        ? callAdmin("/synonyms/update", { ...v, synonym_id: synonym.id, version: synonym.version })
        : callAdmin("/synonyms/create", v),
    toast: "success",
    revalidate: true,
    onSuccess: () => {
      if (!synonym) {
        setTerm("");
        setWords("");
      }
      onDone?.();
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      aria-label={synonym ? `Edit the synonym ${synonym.term}` : "New synonym"}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      <Field
        id={`${prefix}-term`}
        label="Customers type"
        value={term}
        maxLength={40}
        autoCapitalize="none"
        spellCheck={false}
        placeholder="bhindi"
        onChange={(e) => setTerm(e.target.value)}
        error={form.errors.term}
      />
      <Field
        id={`${prefix}-words`}
        label="Find products named (words, separated by commas)"
        value={words}
        maxLength={700}
        placeholder="okra, भिंडी"
        onChange={(e) => setWords(e.target.value)}
        error={wordsError(form.errors)}
      />
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
        <SubmitButton
          busy={form.busy}
          label={synonym ? "Save synonym" : "Add synonym"}
          busyLabel="Saving…"
          className="btn-primary"
        />
        <FormMessage failure={form.failure} />
      </div>
    </form>
  );
}
