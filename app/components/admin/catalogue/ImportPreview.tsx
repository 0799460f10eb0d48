import { useState } from "react";
import { type Column, DataList } from "~/components/admin/DataList";
import { useScriptsRunning } from "~/lib/forms/scripts-running";
import { describeSummary, type ImportPreview, type PreviewRow, plural, type RowError } from "./csv-import";

/** Rows drawn at first: a 5,000-row preview stays quick to show; the rest on request. */
const FIRST_ROWS = 200;

const ACTION_LABEL: Record<PreviewRow["action"], string> = {
  "new product": "New product",
  "new pack size": "New pack size",
  update: "Update",
};

const changeColumns: Column<PreviewRow>[] = [
  {
    label: "Product",
    primary: true,
    cell: (r) => (
      <span className="break-words">
        <span className="font-semibold">{r.product}</span>
        {r.pack ? ` · ${r.pack}` : ""}
        <span className="block text-xs font-normal text-stone-600">
          Row {r.row} · SKU {r.sku}
        </span>
      </span>
    ),
  },
  { label: "Action", cell: (r) => ACTION_LABEL[r.action] },
  {
    label: "Changes",
    cell: (r) => (
      <ul className="space-y-0.5">
        {r.changes.map((c) => (
          <li key={c.field} className="break-words">
            <span className="font-semibold">{c.field}</span>:{" "}
            {c.before === null ? (
              c.after || "—"
            ) : (
              <>
                {c.before || "—"} <span aria-hidden="true">→</span>
                <span className="sr-only">becomes</span> {c.after || "—"}
              </>
            )}
          </li>
        ))}
      </ul>
    ),
  },
];

const errorColumns: Column<RowError>[] = [
  { label: "Row", cell: (e) => e.row },
  { label: "Column", cell: (e) => e.column },
  {
    label: "Problem",
    primary: true,
    cell: (e) => <span className="break-words text-red-800">{e.message}</span>,
  },
];

/** A preview's outcome: what it read, every error, every change (before → after). */
export function PreviewResults({ preview }: { preview: ImportPreview }) {
  const [opened, setOpened] = useState(false);
  const scripts = useScriptsRunning();
  const { changes, errors } = preview;
  const first = changes.slice(0, FIRST_ROWS);
  const rest = changes.slice(FIRST_ROWS);
  return (
    <div className="space-y-6">
      <div className="rounded-lg border border-stone-200 bg-white p-4">
        <p id="preview-summary" className="font-semibold">
          {plural(preview.rows_total, "row")} read: {plural(changes.length, "row")} would change,{" "}
          {preview.rows_unchanged.toLocaleString("en-IN")} unchanged
          {errors.length > 0 ? `, ${plural(errors.length, "error")}` : ""}.
        </p>
        {changes.length > 0 && (
          <p className="mt-1 text-sm text-stone-700">In all: {describeSummary(preview.summary)}.</p>
        )}
        {preview.ignored_columns.length > 0 && (
          <p className="mt-1 text-sm text-amber-900">
            Columns not used (check their names): {preview.ignored_columns.join(", ")}.
          </p>
        )}
      </div>
      {errors.length > 0 && (
        <section aria-labelledby="errors-title" className="space-y-3">
          <h3 id="errors-title" className="text-lg font-bold text-red-800">
            {plural(errors.length, "error")}: nothing can be imported until every one is corrected
          </h3>
          <p className="text-sm text-stone-700">
            Correct them in the spreadsheet, save it as CSV again and preview the new file.
          </p>
          <DataList
            label="Errors"
            rows={errors}
            columns={errorColumns}
            rowKey={(e) => `${e.row}-${e.column}`}
          />
        </section>
      )}
      {changes.length > 0 && (
        <section aria-labelledby="changes-title" className="space-y-3">
          <h3 id="changes-title" className="text-lg font-bold">
            {errors.length > 0 ? "What the rows without errors would change" : "What would change"}
          </h3>
          <DataList label="Changes" rows={first} columns={changeColumns} rowKey={(r) => r.row} />
          {rest.length > 0 && (
            // A disclosure works before the page's scripts run (the server then draws the rest
            // inside it); with them the rest is drawn only when it is opened.
            <details onToggle={(e) => setOpened(e.currentTarget.open)} className="space-y-3">
              <summary className="btn-outline inline-flex cursor-pointer">
                Show all {plural(changes.length, "row")}
              </summary>
              {(opened || !scripts) && (
                <DataList label="More changes" rows={rest} columns={changeColumns} rowKey={(r) => r.row} />
              )}
            </details>
          )}
        </section>
      )}
    </div>
  );
}
