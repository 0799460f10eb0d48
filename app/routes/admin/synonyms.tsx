import { useEffect, useState } from "react";
import { useSearchParams, useSubmit } from "react-router";
import { RemoveOnPage, RowButton } from "~/components/admin/catalogue/row-actions";
import { SynonymForm } from "~/components/admin/catalogue/SynonymForm";
import { type Column, DataList } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { readForm } from "~/lib/forms/form-action.server";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { removeFields, synonymPageFields } from "../../../lib/validation/catalogue-form";
import type { AdminSynonym } from "../../../server/modules/catalog";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/synonyms";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  return { synonyms: await context.services.catalogAdmin.listSynonyms() };
}

type Intent = "create" | "update" | "remove";

/** Adds, saves or removes a synonym (its form's `intent`), as the API's /synonyms/… do. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "catalogue");
  const actor = { staffId: me.id, name: me.name };
  const admin = context.services.catalogAdmin;
  const intent = String((await request.clone().formData()).get("intent") ?? "") as Intent;
  if (intent === "remove") {
    const form = await readForm(request, context, removeFields, { tag: { intent } });
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      await admin.removeSynonym(actor, v.id, v.version);
      return form.done("Synonym removed.");
    });
  }
  const form = await readForm(request, context, synonymPageFields, { tag: { intent } });
  if (!form.ok) return form.answer;
  return form.run(async (v) => {
    const input = { term: v.term, words: v.words };
    if (intent !== "update") {
      await admin.createSynonym(actor, input);
      return form.done("Synonym added.", {}, { reset: true });
    }
    if (v.synonym_id === undefined || v.version === undefined) {
      return form.failure(400, "Reload the page: the version it started from is missing.");
    }
    await admin.updateSynonym(actor, v.synonym_id, v.version, input);
    return form.done("Synonym saved.");
  });
}

const columns: Column<AdminSynonym>[] = [
  { label: "Customers type", primary: true, cell: (s) => <span className="font-semibold">{s.term}</span> },
  { label: "Also finds", cell: (s) => s.words.join(", ") },
];

/**
 * The search's synonyms (docs/decisions/0017-content-in-hindi.md): a word customers type, such
 * as bhindi, and the words product or category names hold (okra, भिंडी). Add, edit, remove;
 * the storefront's search follows at once. Without scripts, Edit and Remove open the page
 * again with that synonym's form (`?edit=`, `?remove=`).
 */
export default function Synonyms({ loaderData, actionData }: Route.ComponentProps) {
  const { synonyms } = loaderData;
  const answer = actionData as (FormAnswer & { intent?: Intent }) | undefined;
  const [search] = useSearchParams();
  const byId = (key: string) => synonyms.find((s) => String(s.id) === search.get(key)) ?? null;
  const [editing, setEditing] = useState<AdminSynonym | null>(null);
  const [removing, setRemoving] = useState<AdminSynonym | null>(null);
  const submit = useSubmit();
  // A saved edit closes its dialog; the page says so.
  useEffect(() => {
    if (answer?.done) setEditing(null);
  }, [answer]);
  const editOnPage = !editing && !(answer?.intent === "update" && answer.done) ? byId("edit") : null;
  const removeOnPage = answer?.intent === "remove" && answer.done ? null : byId("remove");
  const answerFor = (intent: Intent) => (answer?.intent === intent ? answer : undefined);
  return (
    <>
      <PageHeader
        title="Search synonyms"
        description="Words customers type that no product name holds — romanised Hindi, local names, common misspellings — and the words the search should look for instead."
      />
      <div className="mb-4">
        <FormMessage
          done={answer?.done}
          failure={answer?.intent === "remove" ? failureOf(answer) : undefined}
        />
      </div>
      {removeOnPage && (
        <RemoveOnPage
          title={`Remove the synonym ${removeOnPage.term}? Searches for it will find only names that hold it.`}
          id={removeOnPage.id}
          version={removeOnPage.version}
          back="/admin/synonyms"
        />
      )}
      {editOnPage && (
        <section
          aria-labelledby="edit-synonym-title"
          className="mb-6 rounded-lg border border-stone-200 bg-white p-4"
        >
          <h2 id="edit-synonym-title" className="mb-3 text-lg font-bold">
            Edit {editOnPage.term}
          </h2>
          <SynonymForm synonym={editOnPage} answer={answerFor("update")} />
        </section>
      )}
      <section
        aria-labelledby="new-synonym-title"
        className="mb-6 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="new-synonym-title" className="mb-3 text-lg font-bold">
          New synonym
        </h2>
        <SynonymForm answer={answerFor("create")} />
      </section>
      <DataList
        label="Search synonyms"
        rows={synonyms}
        columns={columns}
        rowKey={(s) => s.id}
        empty="No synonyms yet: the search finds products by the words in their names."
        actions={(s) => (
          <>
            <RowButton
              name="edit"
              value={s.id}
              onPress={() => setEditing(s)}
              label={`Edit ${s.term}`}
              className="btn-outline px-3"
            >
              Edit
            </RowButton>
            <RowButton
              name="remove"
              value={s.id}
              onPress={() => setRemoving(s)}
              label={`Remove ${s.term}`}
              className="btn-outline border-red-700 px-3 text-red-700"
            >
              Remove
            </RowButton>
          </>
        )}
      />
      {editing && (
        <dialog
          ref={(el) => {
            if (el && !el.open) el.showModal();
          }}
          aria-labelledby="edit-synonym-dialog-title"
          onClose={() => setEditing(null)}
          className="m-auto w-[calc(100%-1rem)] max-w-2xl rounded-lg p-4 shadow-2xl backdrop:bg-black/50"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <h2 id="edit-synonym-dialog-title" className="text-lg font-bold">
              Edit {editing.term}
            </h2>
            <button type="button" className="btn-outline shrink-0 px-3" onClick={() => setEditing(null)}>
              Close
            </button>
          </div>
          <SynonymForm synonym={editing} answer={answerFor("update")} />
        </dialog>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove the synonym ${removing.term}? Searches for it will find only names that hold it.`}
          confirmLabel="Remove"
          cancelLabel="Keep it"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            submit(
              { intent: "remove", id: removing.id, version: removing.version },
              { method: "post", action: "/admin/synonyms" },
            );
          }}
        />
      )}
    </>
  );
}
