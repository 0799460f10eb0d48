import { useState } from "react";
import { SynonymForm } from "~/components/admin/catalogue/SynonymForm";
import { type Column, DataList } from "~/components/admin/DataList";
import { PageHeader } from "~/components/admin/PageHeader";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import type { AdminSynonym } from "../../../server/modules/catalog/admin/synonyms";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/synonyms";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  return { synonyms: await context.services.catalogAdmin.listSynonyms() };
}

const columns: Column<AdminSynonym>[] = [
  { label: "Customers type", primary: true, cell: (s) => <span className="font-semibold">{s.term}</span> },
  { label: "Also finds", cell: (s) => s.words.join(", ") },
];

/**
 * The search's synonyms (docs/decisions/0017-content-in-hindi.md): a word customers type, such
 * as bhindi, and the words product or category names hold (okra, भिंडी). Add, edit, remove;
 * the storefront's search follows at once.
 */
export default function Synonyms({ loaderData }: Route.ComponentProps) {
  const { synonyms } = loaderData;
  const [editing, setEditing] = useState<AdminSynonym | null>(null);
  const [removing, setRemoving] = useState<AdminSynonym | null>(null);
  const { run } = useAdminAction();
  return (
    <>
      <PageHeader
        title="Search synonyms"
        description="Words customers type that no product name holds — romanised Hindi, local names, common misspellings — and the words the search should look for instead."
      />
      <section
        aria-labelledby="new-synonym-title"
        className="mb-6 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="new-synonym-title" className="mb-3 text-lg font-bold">
          New synonym
        </h2>
        <SynonymForm />
      </section>
      <DataList
        label="Search synonyms"
        rows={synonyms}
        columns={columns}
        rowKey={(s) => s.id}
        empty="No synonyms yet: the search finds products by the words in their names."
        actions={(s) => (
          <>
            <button
              type="button"
              className="btn-outline px-3"
              onClick={() => setEditing(s)}
              aria-label={`Edit ${s.term}`}
            >
              Edit
            </button>
            <button
              type="button"
              className="btn-outline border-red-700 px-3 text-red-700"
              onClick={() => setRemoving(s)}
              aria-label={`Remove ${s.term}`}
            >
              Remove
            </button>
          </>
        )}
      />
      {editing && (
        <dialog
          ref={(el) => {
            if (el && !el.open) el.showModal();
          }}
          aria-labelledby="edit-synonym-title"
          onClose={() => setEditing(null)}
          className="m-auto w-[calc(100%-1rem)] max-w-2xl rounded-lg p-4 shadow-2xl backdrop:bg-black/50"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <h2 id="edit-synonym-title" className="text-lg font-bold">
              Edit {editing.term}
            </h2>
            <button type="button" className="btn-outline shrink-0 px-3" onClick={() => setEditing(null)}>
              Close
            </button>
          </div>
          <SynonymForm synonym={editing} onDone={() => setEditing(null)} />
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
            void run("/synonyms/remove", { synonym_id: removing.id, version: removing.version });
          }}
        />
      )}
    </>
  );
}
