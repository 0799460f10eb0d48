import { useRef, useState } from "react";
import { Link } from "react-router";
import {
  applyCsv,
  checkCsv,
  describeSummary,
  type ImportPreview,
  previewCsv,
} from "~/components/admin/catalogue/csv-import";
import { PreviewResults } from "~/components/admin/catalogue/ImportPreview";
import { FieldError } from "~/components/admin/catalogue/inputs";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { CSV_COLUMN_HELP, CSV_COLUMNS } from "../../../lib/catalogue-csv";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/catalogue";
import { useStaff } from "./shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  return {};
}

/**
 * The catalogue as a spreadsheet: download it, change it in Excel or Google Sheets, upload it,
 * see every change and error, then apply it all at once (docs/decisions/0014-catalogue-spreadsheet.md).
 */
export default function CataloguePage() {
  const me = useStaff();
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLHeadingElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [failure, setFailure] = useState("");
  const [stale, setStale] = useState(false);
  const [done, setDone] = useState("");

  const runPreview = async (chosen = file) => {
    setFailure("");
    setDone("");
    setStale(false);
    const problem = checkCsv(chosen);
    setFileError(problem);
    if (problem || !chosen) return input.current?.focus();
    setBusy("preview");
    const answer = await previewCsv(chosen);
    setBusy(null);
    if (answer.status !== 1 || !answer.data) {
      setPreview(null);
      if (answer.errors?.file) {
        setFileError(answer.errors.file);
        return input.current?.focus();
      }
      return setFailure(answer.message);
    }
    setPreview(answer.data);
    // The outcome is announced where it is drawn: focus moves to its heading.
    requestAnimationFrame(() => results.current?.focus());
  };

  const apply = async () => {
    if (!file || !preview) return;
    setFailure("");
    setBusy("apply");
    const answer = await applyCsv(file, preview.token);
    setBusy(null);
    if (answer.status === 1 && answer.data) {
      setPreview(null);
      setFile(null);
      if (input.current) input.current.value = "";
      setDone(`${answer.message} In all: ${describeSummary(answer.data)}.`);
      return;
    }
    setStale(answer.http === 409);
    setFailure(answer.message);
  };

  const canApply = preview && preview.errors.length === 0 && preview.changes.length > 0;
  return (
    <>
      <PageHeader
        title="Import and export"
        description="Change prices, stock and products in bulk: in Excel, Google Sheets or any spreadsheet."
        actions={
          <Link to="/admin/products" className="btn-outline">
            Products
          </Link>
        }
      />
      <div className="space-y-6">
        <section
          aria-labelledby="download-title"
          className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
        >
          <h2 id="download-title" className="text-lg font-bold">
            1. Download the catalogue
          </h2>
          <p className="text-sm text-stone-700">
            One row per pack size, with its product's fields. Change what you need and save the file as CSV
            (in Excel: Save As › CSV UTF-8; in Google Sheets: File › Download › CSV).
          </p>
          <a href="/admin/catalogue/export" download className="btn-primary">
            Download the catalogue (CSV)
          </a>
          <details className="text-sm">
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
              What the columns mean
            </summary>
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              {CSV_COLUMNS.map((c) => (
                <div key={c} className="contents">
                  <dt className="font-mono font-semibold">{c}</dt>
                  <dd className="mb-2 text-stone-700 sm:mb-0">{CSV_COLUMN_HELP[c]}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-stone-700">
              An empty cell changes nothing, and products or pack sizes missing from the file stay as they
              are.
            </p>
          </details>
        </section>

        <section
          aria-labelledby="upload-title"
          className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
        >
          <h2 id="upload-title" className="text-lg font-bold">
            2. Upload it and check the changes
          </h2>
          <div>
            <label htmlFor="csv-file" className="block text-sm font-semibold text-stone-900">
              CSV file (5 MB at most)
            </label>
            <input
              ref={input}
              id="csv-file"
              type="file"
              accept=".csv,text/csv,.txt,text/plain"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? "csv-file-error" : undefined}
              className="mt-1 block min-h-11 w-full text-sm"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                setFileError(undefined);
                setFailure("");
                setDone("");
              }}
            />
            <FieldError id="csv-file" error={fileError} />
          </div>
          <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => runPreview()}>
            {busy === "preview" ? "Reading the file…" : "Preview changes"}
          </button>
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
        </section>

        {preview && (
          <section aria-labelledby="preview-title" className="space-y-4">
            <h2
              id="preview-title"
              ref={results}
              tabIndex={-1}
              aria-describedby="preview-summary"
              className="text-xl font-bold"
            >
              3. Preview of {file?.name ?? "the file"}
            </h2>
            <PreviewResults preview={preview} />
            {canApply && (
              <div className="space-y-2 rounded-lg border border-brand-800 bg-brand-50 p-4">
                <p className="text-sm">
                  All of it is saved at once, or nothing if the catalogue changed since this preview. Every
                  change is kept in the audit log.
                </p>
                <button type="button" className="btn-primary" disabled={busy !== null} onClick={apply}>
                  {busy === "apply"
                    ? "Importing…"
                    : `Apply ${preview.changes.length.toLocaleString("en-IN")} row${preview.changes.length === 1 ? "" : "s"} of changes`}
                </button>
              </div>
            )}
          </section>
        )}
        {failure && (
          <div className="space-y-2">
            <FormMessage failure={failure} />
            {stale && (
              <button type="button" className="btn-outline" onClick={() => runPreview()}>
                Preview again
              </button>
            )}
          </div>
        )}
      </div>
    </>
  );
}
