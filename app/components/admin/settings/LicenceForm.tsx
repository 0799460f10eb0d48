import { useState } from "react";
import { Form } from "react-router";
import { CheckboxField, errorLink, FieldError } from "~/components/admin/catalogue/inputs";
import { RowSubmit } from "~/components/admin/catalogue/RowSubmit";
import { useRowForm } from "~/components/admin/catalogue/use-row-form";
import { conformFields, type FieldTable } from "~/components/admin/field-table";
import { EditedVersion } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { INDIA_STATES } from "../../../../lib/india-states";
import { LICENCE_KIND_LABELS, LICENCE_KINDS } from "../../../../lib/regulated";
import { MAX_IMAGE_BYTES, SCAN_TOO_LARGE } from "../../../../lib/uploaded-images";
import { licencePageFields } from "../../../../lib/validation/licences";
import type { LicenceView } from "../../../../server/modules/licences";

const LICENCE_FIELDS = {
  kind: {
    kind: "select",
    label: "Licence to sell",
    options: [
      { value: "", label: "Choose what it is for" },
      ...LICENCE_KINDS.map((k) => ({ value: k, label: LICENCE_KIND_LABELS[k] })),
    ],
  },
  number: { label: "Licence number", maxLength: 60, autoCapitalize: "characters" },
  authority: { label: "Issued by (the licensing authority)", maxLength: 200 },
  valid_until: { label: "Valid until (its last day)", type: "date" },
} satisfies FieldTable;

/** The browser's first look at a chosen scan (size): the server's sentence before 10 MB is sent. */
const checkScan = (file: File | undefined | null) =>
  file && file.size > MAX_IMAGE_BYTES ? SCAN_TOO_LARGE : undefined;

/**
 * A licence's fields and its scan, posted to the licences page in one multipart post (with
 * scripts or without); an edit sends its version. The states are boxes to tick, by the names
 * lib/india-states.ts gives them.
 */
export function LicenceForm({ licence, answer }: { licence?: LicenceView; answer?: FormAnswer }) {
  const { form, prefix, intent, busy } = useRowForm("licence", licence, licencePageFields, answer, {
    kind: licence?.kind ?? "",
    number: licence?.number ?? "",
    authority: licence?.authority ?? "",
    valid_until: licence?.valid_until ?? "",
    states: licence?.states ?? [],
  });
  const field = conformFields(form, LICENCE_FIELDS, prefix);
  const fields = form.form.getFieldset();
  const kept = fields.states.initialValue;
  const ticked = new Set(Array.isArray(kept) ? kept.map(String) : typeof kept === "string" ? [kept] : []);
  const [fileError, setFileError] = useState<string>();
  const e = form.errors;
  const id = (f: string) => `${prefix}-${f}`;
  const statesError = e.states ?? Object.entries(e).find(([k]) => k.startsWith("states["))?.[1];
  return (
    <Form
      method="post"
      action="/admin/settings/licences"
      encType="multipart/form-data"
      {...form.props}
      onSubmit={(event) => {
        const chosen = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)
          ?.files?.[0];
        const problem = checkScan(chosen);
        setFileError(problem);
        if (problem) event.preventDefault();
        else form.props.onSubmit(event);
      }}
      className="grid gap-3 sm:grid-cols-2"
    >
      <EditedVersion idName="licence_id" record={licence} />
      {field("kind")}
      {field("number")}
      {field("authority")}
      {field("valid_until")}
      <fieldset
        className="sm:col-span-2"
        aria-describedby={statesError ? `${id("states")}-error` : undefined}
        key={fields.states.key}
      >
        <legend className="text-sm font-semibold text-stone-900">
          States it covers (every state you ship these goods to)
        </legend>
        <div className="mt-1 grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          {INDIA_STATES.map((s) => (
            <CheckboxField
              key={s.name}
              id={id(`state-${s.gstCode}`)}
              name="states"
              value={s.name}
              label={s.name}
              defaultChecked={ticked.has(s.name)}
            />
          ))}
        </div>
        <FieldError id={id("states")} error={statesError} />
      </fieldset>
      <div>
        <label htmlFor={id("scan")} className="block text-sm font-semibold text-stone-900">
          Scan of the licence (PDF, JPEG, PNG or WebP, 10 MB at most)
        </label>
        <input
          key={fields.number.key}
          id={id("scan")}
          name="file"
          type="file"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          {...errorLink(id("scan"), fileError ?? e.file)}
          className="mt-1 block min-h-11 w-full text-sm"
        />
        <FieldError id={id("scan")} error={fileError ?? e.file} />
        {licence?.scan && (
          <p className="mt-1 text-sm text-stone-700">
            Now:{" "}
            <a className="underline" href={licence.scan.url}>
              {licence.scan.kind === "pdf" ? "the PDF (downloads)" : "the picture"}
            </a>
            . Choosing a file replaces it.
          </p>
        )}
      </div>
      {licence?.scan && (
        <div className="self-end">
          <CheckboxField id={id("drop-scan")} name="drop_scan" label="Remove the scan" />
        </div>
      )}
      <RowSubmit form={form} busy={busy} intent={intent} labels={["Save licence", "Add licence"]} />
    </Form>
  );
}
