import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { catalogueCsvAction } from "~/components/admin/catalogue/csv-action.server";
import {
  checkCsv,
  describeSummary,
  type ImportPreview,
  type ImportSummary,
} from "~/components/admin/catalogue/csv-import";
import { PreviewResults } from "~/components/admin/catalogue/ImportPreview";
import { FieldError } from "~/components/admin/catalogue/inputs";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { ColumnHelp, SheetStep } from "~/components/admin/spreadsheet";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { CSV_COLUMN_HELP, CSV_COLUMNS } from "../../../lib/catalogue-csv";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/catalogue";
import { useStaff } from "./shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  return {};
}

/** Preview a chosen file, or apply the previewed one (its `intent`). */
export async function action({ request, context }: Route.ActionArgs) {
  return catalogueCsvAction(request, context);
}

type CsvAnswer = FormAnswer & {
  intent?: "preview" | "apply";
  name?: string;
  preview?: ImportPreview;
  csv?: string;
  summary?: ImportSummary;
};

/**
 * The catalogue as a spreadsheet: download it, change it in Excel or Google Sheets, upload it,
 * see every change and error, then apply it all at once (docs/decisions/0014-catalogue-spreadsheet.md).
 * Both steps post to this page, with scripts or without; the previewed file comes back with the
 * page, so Apply sends exactly what was previewed.
 */
export default function CataloguePage({ actionData }: Route.ComponentProps) {
  const me = useStaff();
  const answer = actionData as CsvAnswer | undefined;
  const results = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const preview = answer?.intent === "preview" ? answer.preview : undefined;
  const failure = failureOf(answer);
  const serverFileError = answer?.result.status === "error" ? answer.result.error?.file?.[0] : undefined;
  const shownFileError = fileError ?? serverFileError;
  // After a refused apply, the file it sent can be previewed again.
  const sentCsv = (answer?.result.initialValue as { csv?: string } | null | undefined)?.csv;
  const done =
    answer?.intent === "apply" && answer.summary
      ? `${answer.done} In all: ${describeSummary(answer.summary)}.`
      : "";

  // The outcome is announced where it is drawn: focus moves to its heading.
  useEffect(() => {
    if (preview) results.current?.focus();
    else if (serverFileError) input.current?.focus();
  }, [preview, serverFileError]);

  const canApply = preview && preview.errors.length === 0 && preview.changes.length > 0;
  return (
    <>
      <PageHeader
        title="Import and export"
        description="Change prices, stock and products in bulk: in Excel, Google Sheets or any spreadsheet."
        link={{ to: "/admin/products", label: "Products" }}
      />
      <div className="space-y-6">
        <SheetStep id="download-title" title="1. Download the catalogue">
          <p className="text-sm text-stone-700">
            One row per pack size, with its product's fields. Change what you need and save the file as CSV
            (in Excel: Save As › CSV UTF-8; in Google Sheets: File › Download › CSV).
          </p>
          <a href="/admin/catalogue/export" download className="btn-primary">
            Download the catalogue (CSV)
          </a>
          <ColumnHelp columns={CSV_COLUMNS} help={CSV_COLUMN_HELP}>
            <p className="mt-2 text-stone-700">
              An empty cell changes nothing, and products or pack sizes missing from the file stay as they
              are.
            </p>
          </ColumnHelp>
        </SheetStep>

        <SheetStep id="upload-title" title="2. Upload it and check the changes">
          <Form
            method="post"
            encType="multipart/form-data"
            className="space-y-3"
            onSubmit={(e) => {
              // The browser's first look at the file: the server's sentence before a large one is sent.
              const problem = checkCsv(input.current?.files?.[0]);
              setFileError(problem);
              if (problem) {
                e.preventDefault();
                input.current?.focus();
              }
            }}
          >
            <div>
              <label htmlFor="csv-file" className="block text-sm font-semibold text-stone-900">
                CSV file (5 MB at most)
              </label>
              <input
                ref={input}
                id="csv-file"
                name="file"
                type="file"
                accept=".csv,text/csv,.txt,text/plain"
                aria-invalid={shownFileError ? true : undefined}
                aria-describedby={shownFileError ? "csv-file-error" : undefined}
                className="mt-1 block min-h-11 w-full text-sm"
                onChange={() => setFileError(undefined)}
              />
              <FieldError id="csv-file" error={shownFileError} />
            </div>
            <button type="submit" name="intent" value="preview" className="btn-primary" disabled={!!busy}>
              {busy === "preview" ? "Reading the file…" : "Preview changes"}
            </button>
          </Form>
          <div aria-live="polite">
            <FormMessage done={done} />
          </div>
          {done && (
            <p className="flex flex-wrap gap-2">
              <Link to="/admin/products" className="btn-outline">
                See the products
              </Link>
              {me.permissions.includes("audit") && (
                <Link to="/admin/audit" className="btn-outline">
                  See it in the audit log
                </Link>
              )}
            </p>
          )}
        </SheetStep>

        {preview && (
          <section aria-labelledby="preview-title" className="space-y-4">
            <h2
              id="preview-title"
              ref={results}
              tabIndex={-1}
              aria-describedby="preview-summary"
              className="text-xl font-bold"
            >
              3. Preview of {answer?.name ?? "the file"}
            </h2>
            <PreviewResults preview={preview} />
            {canApply && (
              <div className="space-y-2 rounded-lg border border-brand-800 bg-brand-50 p-4">
                <p className="text-sm">
                  All of it is saved at once, or nothing if the catalogue changed since this preview. Every
                  change is kept in the audit log.
                </p>
                <Form method="post">
                  <input type="hidden" name="csv" value={answer?.csv ?? ""} />
                  <input type="hidden" name="name" value={answer?.name ?? ""} />
                  <input type="hidden" name="token" value={preview.token} />
                  <button type="submit" name="intent" value="apply" className="btn-primary" disabled={!!busy}>
                    {busy === "apply"
                      ? "Importing…"
                      : `Apply ${preview.changes.length.toLocaleString("en-IN")} row${preview.changes.length === 1 ? "" : "s"} of changes`}
                  </button>
                </Form>
              </div>
            )}
          </section>
        )}
        {failure && !serverFileError && (
          <div className="space-y-2">
            <FormMessage failure={failure} />
            {answer?.intent === "apply" && sentCsv && (
              <Form method="post">
                <input type="hidden" name="csv" value={sentCsv} />
                <input type="hidden" name="name" value={answer.name ?? ""} />
                <button type="submit" name="intent" value="preview" className="btn-outline" disabled={!!busy}>
                  Preview again
                </button>
              </Form>
            )}
          </div>
        )}
      </div>
    </>
  );
}
