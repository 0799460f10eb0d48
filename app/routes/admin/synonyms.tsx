import { EditRemoveList } from "~/components/admin/catalogue/edit-remove";
import { SynonymForm } from "~/components/admin/catalogue/SynonymForm";
import type { Column } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
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
      <EditRemoveList
        rows={synonyms}
        answer={answer}
        noun="synonym"
        newTitle="New synonym"
        nameOf={(s) => s.term}
        removeTitle={(s) =>
          `Remove the synonym ${s.term}? Searches for it will find only names that hold it.`
        }
        back="/admin/synonyms"
        form={(s, answer) => <SynonymForm synonym={s} answer={answer} />}
        list={{
          label: "Search synonyms",
          columns,
          empty: "No synonyms yet: the search finds products by the words in their names.",
        }}
      />
    </>
  );
}
