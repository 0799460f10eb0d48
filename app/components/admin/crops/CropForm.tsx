import { Form } from "react-router";
import { conformFields, type FieldTable } from "~/components/admin/field-table";
import { EditedVersion } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { SEASONS } from "../../../../lib/crop-types";
import { cropPageFields } from "../../../../lib/validation/crops";
import type { AdminCrop } from "../../../../server/modules/crops";
import { RowSubmit } from "../catalogue/RowSubmit";
import { useRowForm } from "../catalogue/use-row-form";
import { PictureInput, usePictureCheck } from "./PictureInput";

const CROP_FIELDS = {
  key: {
    label: "Key (its address: /crops/key)",
    maxLength: 40,
    autoCapitalize: "none",
    spellCheck: false,
    placeholder: "paddy",
  },
  sort_order: { label: "Order in the list", inputMode: "numeric", maxLength: 4 },
  name: { label: "Name", maxLength: 60 },
  name_hi: { label: "Name in Hindi (empty: the English shows)", lang: "hi", maxLength: 60 },
} satisfies FieldTable;

/** The seasons ticked: a refused post's, else the crop's. */
const seasonsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value : typeof value === "string" ? [value] : [];

/**
 * A crop's key, names, seasons (kharif, rabi, zaid), order and picture, posted to the crops page
 * with the picture in the same post (multipart); an edit sends its version.
 */
export function CropForm({ crop, answer }: { crop?: AdminCrop; answer?: FormAnswer }) {
  const { form, prefix, intent, busy } = useRowForm("crop", crop, cropPageFields, answer, {
    key: crop?.key ?? "",
    name: crop?.name ?? "",
    name_hi: crop?.nameHi ?? "",
    seasons: crop?.seasons ?? [],
    sort_order: String(crop?.sortOrder ?? 0),
  });
  const field = conformFields(form, CROP_FIELDS, prefix);
  const fields = form.form.getFieldset();
  const ticked = seasonsOf(fields.seasons.initialValue);
  const picture = usePictureCheck(form.props.onSubmit);
  const seasonsError =
    form.errors.seasons ?? Object.entries(form.errors).find(([k]) => k.startsWith("seasons"))?.[1];
  return (
    <Form
      method="post"
      action="/admin/crops"
      encType="multipart/form-data"
      {...form.props}
      onSubmit={picture.onSubmit}
      aria-label={crop ? `Edit the crop ${crop.name}` : "New crop"}
      className="grid gap-3 sm:grid-cols-2"
    >
      <EditedVersion idName="crop_id" record={crop} />
      {field("name")}
      {field("name_hi")}
      {field("key")}
      {field("sort_order")}
      <fieldset
        className="sm:col-span-2"
        aria-describedby={seasonsError ? `${prefix}-seasons-error` : undefined}
      >
        <legend className="text-sm font-semibold text-stone-900">Seasons</legend>
        <div className="flex flex-wrap gap-x-6" key={fields.seasons.key}>
          {SEASONS.map((s) => (
            <label key={s} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                name="seasons"
                value={s}
                defaultChecked={ticked.includes(s)}
                className="h-5 w-5 accent-brand-800"
              />
              {s[0].toUpperCase() + s.slice(1)}
            </label>
          ))}
        </div>
        {seasonsError && (
          <p id={`${prefix}-seasons-error`} className="text-sm text-red-700">
            {seasonsError}
          </p>
        )}
      </fieldset>
      <div className="sm:col-span-2">
        <PictureInput
          prefix={prefix}
          has={Boolean(crop?.picture)}
          error={picture.error ?? form.errors.file ?? form.errors.picture}
          resetKey={fields.name.key}
        />
      </div>
      <RowSubmit form={form} busy={busy} intent={intent} labels={["Save crop", "Create crop"]} />
    </Form>
  );
}
