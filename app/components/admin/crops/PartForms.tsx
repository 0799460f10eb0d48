import { Form } from "react-router";
import { conformFields, type FieldTable } from "~/components/admin/field-table";
import { EditedVersion } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { PROBLEM_KINDS } from "../../../../lib/crop-types";
import { problemPageFields, stagePageFields } from "../../../../lib/validation/crops";
import type { AdminProblem, AdminStage } from "../../../../server/modules/crops";
import { RowSubmit } from "../catalogue/RowSubmit";
import { useRowForm } from "../catalogue/use-row-form";
import { PictureInput, usePictureCheck } from "./PictureInput";

const KEY_HINT = "Key (unique among the crop's stages and problems)";

const STAGE_FIELDS = {
  name: { label: "Name", maxLength: 80 },
  name_hi: { label: "Name in Hindi (empty: the English shows)", lang: "hi", maxLength: 80 },
  key: {
    label: KEY_HINT,
    maxLength: 40,
    autoCapitalize: "none",
    spellCheck: false,
    placeholder: "tillering",
  },
  sort_order: { label: "Order", inputMode: "numeric", maxLength: 4 },
} satisfies FieldTable;

const PROBLEM_FIELDS = {
  ...STAGE_FIELDS,
  key: { ...STAGE_FIELDS.key, placeholder: "stem-borer" },
  kind: {
    kind: "select",
    label: "Kind",
    options: PROBLEM_KINDS.map((k) => ({ value: k, label: k[0].toUpperCase() + k.slice(1) })),
  },
  symptoms: { kind: "area", label: "Symptoms", maxLength: 1000 },
  symptoms_hi: { kind: "area", label: "Symptoms in Hindi", lang: "hi", maxLength: 1000 },
} satisfies FieldTable;

/** A crop's growth stage: names, key and order, posted to the crop's page (`scope=stage`). */
export function StageForm({
  cropId,
  stage,
  answer,
}: {
  cropId: number;
  stage?: AdminStage;
  answer?: FormAnswer;
}) {
  const { form, prefix, intent, busy } = useRowForm("stage", stage, stagePageFields, answer, {
    name: stage?.name ?? "",
    name_hi: stage?.nameHi ?? "",
    key: stage?.key ?? "",
    sort_order: String(stage?.sortOrder ?? 0),
  });
  const field = conformFields(form, STAGE_FIELDS, prefix);
  return (
    <Form
      method="post"
      action={`/admin/crops/${cropId}`}
      {...form.props}
      aria-label={stage ? `Edit the stage ${stage.name}` : "New stage"}
      className="grid gap-3 sm:grid-cols-2"
    >
      <input type="hidden" name="scope" value="stage" />
      <EditedVersion idName="stage_id" record={stage} />
      {field("name")}
      {field("name_hi")}
      {field("key")}
      {field("sort_order")}
      <RowSubmit form={form} busy={busy} intent={intent} labels={["Save stage", "Add stage"]} />
    </Form>
  );
}

/**
 * A crop's problem (pest, disease, deficiency or weed): names, symptoms in both languages, key,
 * order and picture, posted to the crop's page with the picture in the same post (`scope=problem`).
 */
export function ProblemForm({
  cropId,
  problem,
  answer,
}: {
  cropId: number;
  problem?: AdminProblem;
  answer?: FormAnswer;
}) {
  const { form, prefix, intent, busy } = useRowForm("problem", problem, problemPageFields, answer, {
    name: problem?.name ?? "",
    name_hi: problem?.nameHi ?? "",
    key: problem?.key ?? "",
    kind: problem?.kind ?? "pest",
    symptoms: problem?.symptoms ?? "",
    symptoms_hi: problem?.symptomsHi ?? "",
    sort_order: String(problem?.sortOrder ?? 0),
  });
  const field = conformFields(form, PROBLEM_FIELDS, prefix);
  const picture = usePictureCheck(form.props.onSubmit);
  return (
    <Form
      method="post"
      action={`/admin/crops/${cropId}`}
      encType="multipart/form-data"
      {...form.props}
      onSubmit={picture.onSubmit}
      aria-label={problem ? `Edit the problem ${problem.name}` : "New problem"}
      className="grid gap-3 sm:grid-cols-2"
    >
      <input type="hidden" name="scope" value="problem" />
      <EditedVersion idName="problem_id" record={problem} />
      {field("name")}
      {field("name_hi")}
      {field("kind")}
      {field("key")}
      <div className="sm:col-span-2">{field("symptoms")}</div>
      <div className="sm:col-span-2">{field("symptoms_hi")}</div>
      {field("sort_order")}
      <PictureInput
        prefix={prefix}
        has={Boolean(problem?.picture)}
        error={picture.error ?? form.errors.file ?? form.errors.picture}
        resetKey={form.form.getFieldset().name.key}
      />
      <RowSubmit form={form} busy={busy} intent={intent} labels={["Save problem", "Add problem"]} />
    </Form>
  );
}
