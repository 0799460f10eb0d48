import { EditRemoveList } from "~/components/admin/catalogue/edit-remove";
import type { Column } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { LicenceForm } from "~/components/admin/settings/LicenceForm";
import { type LicenceIntent, licencesAction } from "~/components/admin/settings/licence-action.server";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { shopDay } from "../../../lib/india-time";
import { LICENCE_KIND_LABELS } from "../../../lib/regulated";
import { type LicenceView, licenceList } from "../../../server/modules/licences";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/licences";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "settings");
  const licences = await licenceList(context.services.licences);
  // Written once, on the server: the page drawn again in the browser says the same.
  return { licences: licences.map((l) => ({ ...l, until: shopDay(l.valid_until) })) };
}

/** The page's forms, each with its `intent` (create, update, remove). */
export async function action({ request, context }: Route.ActionArgs) {
  return licencesAction(request, context);
}

type Row = LicenceView & { until: string };

const columns: Column<Row>[] = [
  {
    label: "Licence",
    primary: true,
    cell: (l) => (
      <span>
        <span className="font-semibold">{LICENCE_KIND_LABELS[l.kind]}</span>
        <span className="block break-all text-sm text-stone-700">{l.number}</span>
        {l.scan && (
          <a className="text-sm underline" href={l.scan.url}>
            {l.scan.kind === "pdf" ? "Scan (PDF, downloads)" : "Scan (picture)"}
          </a>
        )}
      </span>
    ),
  },
  { label: "Issued by", cell: (l) => l.authority },
  {
    label: "Valid until",
    cell: (l) =>
      l.ended ? (
        <span className="font-semibold text-red-800">{l.until} (ended)</span>
      ) : (
        <span>{l.until}</span>
      ),
  },
  { label: "States", cell: (l) => l.states.join(", ") },
];

/**
 * The shop's licences to sell insecticides, fertilisers and seeds (docs/decisions/0047-regulated-sales.md):
 * the footer, the about page and tax invoices show the valid ones, and a kind's products go off
 * sale the day after its last licence ends. Without scripts, Edit and Remove open the page
 * again with that licence's form.
 */
export default function Licences({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as (FormAnswer & { intent?: LicenceIntent }) | undefined;
  return (
    <>
      <PageHeader
        title="Licences"
        description="Insecticides, fertilisers and seeds are sold only under a valid licence: a kind's products go off sale the day after its last licence ends, and come back when a valid one is saved. The valid ones show in the footer, on the about page and on tax invoices."
      />
      <div className="mb-4">
        <FormMessage
          done={answer?.done}
          failure={answer?.intent === "remove" ? failureOf(answer) : undefined}
        />
      </div>
      <EditRemoveList
        rows={loaderData.licences}
        answer={answer}
        noun="licence"
        newTitle="Add a licence"
        nameOf={(l) => `${LICENCE_KIND_LABELS[l.kind]} licence ${l.number}`}
        removeTitle={(l) =>
          `Remove the ${LICENCE_KIND_LABELS[l.kind].toLowerCase()} licence ${l.number}? Without another valid one, its products go off sale.`
        }
        back="/admin/settings/licences"
        form={(l, answer) => <LicenceForm licence={l} answer={answer} />}
        list={{ label: "Licences", columns, empty: "No licence yet." }}
      />
    </>
  );
}
