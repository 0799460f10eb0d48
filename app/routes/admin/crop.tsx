import { data } from "react-router";
import { EditRemoveList } from "~/components/admin/catalogue/edit-remove";
import {
  type CropScope,
  cropPartsAction,
  type RowIntent,
} from "~/components/admin/crops/crop-actions.server";
import { ProblemForm, StageForm } from "~/components/admin/crops/PartForms";
import type { Column } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { Panel } from "~/components/admin/Panel";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import type { AdminProblem, AdminStage } from "../../../server/modules/crops";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/crop";

const cropIdOf = (param: string) => (/^\d{1,9}$/.test(param) ? Number(param) : undefined);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  const id = cropIdOf(params.id);
  const crop = id ? await context.services.cropsAdmin.findCrop(id) : undefined;
  if (!crop) throw data("There is no such crop.", { status: 404 });
  return { crop };
}

/** The stages' and problems' forms (`scope` stage or problem, and `intent`). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = cropIdOf(params.id);
  if (!id) throw data("There is no such crop.", { status: 404 });
  return cropPartsAction(request, context, id);
}

const uses = (n: number) => (n === 0 ? "None" : String(n));
const stageColumns: Column<AdminStage>[] = [
  {
    label: "Stage",
    primary: true,
    cell: (s) => (
      <span>
        <span className="font-semibold">{s.name}</span>
        {s.nameHi && <span className="block text-sm">{s.nameHi}</span>}
        <span className="block text-xs text-stone-600">{s.key}</span>
      </span>
    ),
  },
  { label: "Order", numeric: true, cell: (s) => s.sortOrder },
  { label: "Product uses", numeric: true, cell: (s) => uses(s.useCount) },
];
const problemColumns: Column<AdminProblem>[] = [
  {
    label: "Problem",
    primary: true,
    cell: (p) => (
      <span className="flex items-center gap-3">
        {p.picture && (
          <img
            src={p.picture.url}
            alt=""
            width={64}
            height={48}
            className="h-12 w-16 shrink-0 rounded object-cover"
          />
        )}
        <span>
          <span className="font-semibold">{p.name}</span>
          {p.nameHi && <span className="block text-sm">{p.nameHi}</span>}
          <span className="block text-xs text-stone-600">
            {p.kind} · {p.key}
          </span>
        </span>
      </span>
    ),
  },
  { label: "Order", numeric: true, cell: (p) => p.sortOrder },
  { label: "Product uses", numeric: true, cell: (p) => uses(p.useCount) },
];

/**
 * One crop's growth stages and problems (pests, diseases, deficiencies, weeds): add, edit,
 * remove one no product use names. Two lists on one page: each posts its `scope`, and without
 * scripts its Edit and Remove open the page with `?edit-stage=` or `?remove-problem=`.
 */
export default function Crop({ loaderData, actionData }: Route.ComponentProps) {
  const { crop } = loaderData;
  const answer = actionData as (FormAnswer & { intent?: RowIntent; scope?: CropScope }) | undefined;
  const back = `/admin/crops/${crop.id}`;
  return (
    <>
      <PageHeader
        title={crop.nameHi ? `${crop.name} (${crop.nameHi})` : crop.name}
        description={`Its stages and problems, shown on /crops/${crop.key}. A product's uses and doses are set on the product's page.`}
        link={{ to: "/admin/crops", label: "All crops" }}
      />
      <div className="mb-4">
        <FormMessage
          done={answer?.done}
          failure={answer?.intent === "remove" ? failureOf(answer) : undefined}
        />
      </div>
      <div className="space-y-6">
        <Panel id="stages" title="Growth stages" titleClass="text-stone-900">
          <EditRemoveList
            rows={crop.stages}
            answer={answer}
            scope="stage"
            noun="stage"
            newTitle="New stage"
            nameOf={(s) => s.name}
            removeTitle={(s) =>
              `Remove the stage ${s.name}? A stage that products are listed for cannot be removed.`
            }
            back={back}
            form={(s, a) => <StageForm cropId={crop.id} stage={s} answer={a} />}
            list={{ label: "Growth stages", columns: stageColumns, empty: "No stages yet." }}
          />
        </Panel>
        <Panel id="problems" title="Pests, diseases, deficiencies and weeds" titleClass="text-stone-900">
          <EditRemoveList
            rows={crop.problems}
            answer={answer}
            scope="problem"
            noun="problem"
            newTitle="New problem"
            nameOf={(p) => p.name}
            removeTitle={(p) =>
              `Remove the problem ${p.name}? A problem that products are listed for cannot be removed.`
            }
            back={back}
            form={(p, a) => <ProblemForm cropId={crop.id} problem={p} answer={a} />}
            list={{ label: "Problems", columns: problemColumns, empty: "No problems yet." }}
          />
        </Panel>
      </div>
    </>
  );
}
