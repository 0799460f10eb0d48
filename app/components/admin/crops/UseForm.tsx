import { Form } from "react-router";
import { conformFields, type FieldTable } from "~/components/admin/field-table";
import { EditedVersion } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { DOSE_UNITS } from "../../../../lib/dose-types";
import { usePageFields } from "../../../../lib/validation/crops";
import type { AdminCropTargets, AdminUse } from "../../../../server/modules/crops";
import { errorLink, FieldError } from "../catalogue/inputs";
import { RowSubmit } from "../catalogue/RowSubmit";
import { useRowForm } from "../catalogue/use-row-form";

const decimal = { inputMode: "decimal", maxLength: 12 } as const;
const whole = { inputMode: "numeric", maxLength: 4 } as const;

/** The dose's fields, as the label writes them (lib/dose-types.ts, LabelDose). */
const USE_FIELDS = {
  basis: {
    kind: "select",
    label: "The label's dose is counted",
    options: [
      { value: "area", label: "per acre or hectare (soil, granules, or spray per area)" },
      { value: "water", label: "per litre of spray water" },
      { value: "plant", label: "per plant, pit or pot" },
    ],
  },
  amount_min: { label: "Amount (the lowest, e.g. 0.3)", ...decimal },
  amount_max: { label: "Highest amount (empty: one figure)", ...decimal },
  unit: { kind: "select", label: "Unit", options: DOSE_UNITS.map((u) => ({ value: u, label: u })) },
  per_area: {
    kind: "select",
    label: "Area the label counts in",
    options: [
      { value: "acre", label: "acre" },
      { value: "hectare", label: "hectare" },
    ],
  },
  water_litres: { label: "Litres of water per acre or hectare (needed for a dose per litre)", ...decimal },
  sprays: { label: "Sprays or applications", ...whole },
  interval_days: { label: "Days between them (empty: not said)", ...whole },
  pre_harvest_days: { label: "Days to wait before harvest (empty: not said)", ...whole },
  safety: { kind: "area", label: "Safety note", maxLength: 500 },
  safety_hi: { kind: "area", label: "Safety note in Hindi", lang: "hi", maxLength: 500 },
} satisfies FieldTable;

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/**
 * A product's use on a crop's stage or problem with the label's dose, posted to the product's
 * page (`scope=use`); an edit sends its version. Checked with the API's rules (lib/validation/crops.ts).
 */
export function UseForm({
  productId,
  use,
  targets,
  answer,
}: {
  productId: number;
  use?: AdminUse;
  targets: AdminCropTargets[];
  answer?: FormAnswer;
}) {
  const d = use?.dose;
  const { form, prefix, intent, busy } = useRowForm("use", use, usePageFields, answer, {
    target: use ? `${use.target.kind}:${use.target.id}` : "",
    basis: d?.basis ?? "water",
    amount_min: text(d?.amountMin),
    amount_max: d && d.amountMax > d.amountMin ? text(d.amountMax) : "",
    unit: d?.unit ?? "ml",
    per_area: d?.perArea ?? "acre",
    water_litres: text(d?.waterLitres),
    sprays: text(d?.sprays ?? 1),
    interval_days: text(d?.intervalDays),
    pre_harvest_days: text(d?.preHarvestDays),
    safety: use?.safety ?? "",
    safety_hi: use?.safetyHi ?? "",
  });
  const field = conformFields(form, USE_FIELDS, prefix);
  const target = form.form.getFieldset().target;
  const targetId = `${prefix}-target`;
  const error = form.errors.target;
  return (
    <Form
      method="post"
      action={`/admin/products/${productId}`}
      {...form.props}
      aria-label={use ? `Edit the use on ${use.crop.name} › ${use.target.name}` : "New crop use"}
      className="grid gap-3 sm:grid-cols-2"
    >
      <input type="hidden" name="scope" value="use" />
      <EditedVersion idName="use_id" record={use} />
      <div className="sm:col-span-2">
        <label htmlFor={targetId} className="block text-sm font-semibold text-stone-900">
          Crop and its stage or problem
        </label>
        <select
          key={target.key}
          id={targetId}
          name="target"
          defaultValue={typeof target.initialValue === "string" ? target.initialValue : ""}
          {...errorLink(targetId, error)}
          className={`mt-1 h-11 w-full rounded-md border bg-white px-3 ${error ? "border-red-700" : "border-stone-300"}`}
        >
          <option value="">Choose…</option>
          {targets.map((c) => (
            <optgroup key={c.id} label={c.name}>
              {c.stages.map((s) => (
                <option key={`s${s.id}`} value={`stage:${s.id}`}>
                  {c.name} › stage: {s.name}
                </option>
              ))}
              {c.problems.map((p) => (
                <option key={`p${p.id}`} value={`problem:${p.id}`}>
                  {c.name} › problem: {p.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldError id={targetId} error={error} />
      </div>
      <div className="sm:col-span-2">{field("basis")}</div>
      {field("amount_min")}
      {field("amount_max")}
      {field("unit")}
      {field("per_area")}
      {field("water_litres")}
      {field("sprays")}
      {field("interval_days")}
      {field("pre_harvest_days")}
      <div className="sm:col-span-2">{field("safety")}</div>
      <div className="sm:col-span-2">{field("safety_hi")}</div>
      <RowSubmit form={form} busy={busy} intent={intent} labels={["Save use", "Add use"]} />
    </Form>
  );
}
