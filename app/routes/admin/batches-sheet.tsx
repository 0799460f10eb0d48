import { Form, useNavigation } from "react-router";
import { z } from "zod";
import { PageHeader } from "~/components/admin/PageHeader";
import { ColumnHelp, SheetStep } from "~/components/admin/spreadsheet";
import { readForm } from "~/lib/forms/form-action.server";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import {
  BATCH_CSV_COLUMNS,
  BATCH_CSV_HELP,
  BATCH_CSV_MAX_BYTES,
  BATCH_CSV_TOO_LARGE,
  NO_BATCH_CSV,
} from "../../../lib/batches-csv";
import { batchSheetMessage } from "../../../server/modules/catalog";
import { staffActor } from "../../../server/modules/staff";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/batches-sheet";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "stock");
  return {};
}

/** The upload: every new batch in the file received, or none (with every problem listed). */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "stock");
  const form = await readForm(request, context, z.object({}), { hide: ["file"] });
  if (!form.ok) return form.answer;
  const chosen = form.formData.get("file");
  const file = chosen instanceof File && chosen.size > 0 ? chosen : undefined;
  if (!file) return form.failure(400, NO_BATCH_CSV, { file: NO_BATCH_CSV });
  if (file.size > BATCH_CSV_MAX_BYTES)
    return form.failure(413, BATCH_CSV_TOO_LARGE, { file: BATCH_CSV_TOO_LARGE });
  const bytes = new Uint8Array(await file.arrayBuffer());
  return form.run(async () => {
    const result = await context.services.batchSheet.importCsv(staffActor(me), bytes);
    return form.done(batchSheetMessage(result), {
      received: result.received.map((b) => `${b.batchNo}: ${b.label} × ${b.qty}`),
    });
  });
}

/**
 * The batches spreadsheet (docs/decisions/0053-batches-spreadsheet.md): download every batch,
 * fill in the rows of what arrived, upload. A plain multipart form: it works before the scripts
 * arrive; a refused file lists each problem by row and column, and nothing is received.
 */
export default function BatchesSheet({ actionData }: Route.ComponentProps) {
  const answer = actionData as (FormAnswer & { received?: string[] }) | undefined;
  const busy = useNavigation().state === "submitting";
  const failure = failureOf(answer);
  const [head, ...problems] = (failure ?? "").split("\n");
  return (
    <>
      <PageHeader
        title="Batches spreadsheet"
        description="Receive a delivery's batches at once: download the list, add a row per batch that arrived, upload it."
        link={{ to: "/admin/stock", label: "Low stock" }}
      />
      <div className="space-y-6">
        <SheetStep id="get-title" title="1. Download the batches">
          <p className="text-sm text-stone-700">
            One row per batch, and one empty row for each regulated pack with no batch yet. For a batch that
            arrived, copy its pack's row and fill in batch_no, made_on, expires_on and received.
          </p>
          <a href="/admin/batches/export" download className="btn-primary">
            Download the batches (CSV)
          </a>
          <ColumnHelp columns={BATCH_CSV_COLUMNS} help={BATCH_CSV_HELP} />
        </SheetStep>

        <SheetStep id="put-title" title="2. Upload what arrived">
          <p className="text-sm text-stone-700">
            Batches already received are left as they are. One problem anywhere and nothing is received: each
            is listed below by row and column.
          </p>
          <Form method="post" encType="multipart/form-data" className="space-y-3">
            <div>
              <label htmlFor="batches-file" className="block text-sm font-semibold text-stone-900">
                Batches CSV file (2 MB at most)
              </label>
              <input
                id="batches-file"
                name="file"
                type="file"
                accept=".csv,text/csv"
                required
                className="mt-1 block min-h-11 w-full text-sm"
                aria-describedby={failure ? "batches-problems" : undefined}
              />
            </div>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Receiving…" : "Receive the batches"}
            </button>
          </Form>
          {answer?.done && (
            <div id="batches-received" role="status" className="rounded-md bg-green-50 p-3 text-green-900">
              <p className="font-semibold">{answer.done}</p>
              {answer.received && answer.received.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {answer.received.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {failure && (
            <div id="batches-problems" role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
              <p className="font-semibold">{head}</p>
              {problems.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {problems.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </SheetStep>
      </div>
    </>
  );
}
