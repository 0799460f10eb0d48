import { useState } from "react";
import { Form } from "react-router";
import { conformFields, type FieldTable } from "~/components/admin/field-table";
import { EditedVersion } from "~/components/admin/fields";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { categoryPageFields } from "../../../../lib/validation/catalogue-form";
import type { AdminCategory } from "../../../../server/modules/catalog";
import { checkPicture } from "./check-picture";
import { CheckboxField, PictureField } from "./inputs";
import { RowSubmit } from "./RowSubmit";
import { useRowForm } from "./use-row-form";

/** A category's fields, by their posted names. */
const CATEGORY_FIELDS = {
  name: { label: "Name", maxLength: 100 },
  "hi.name": { label: "Name in Hindi (empty: the English shows)", lang: "hi", maxLength: 100 },
  description: { kind: "area", label: "Description", maxLength: 2000 },
  "hi.description": { kind: "area", label: "Description in Hindi", lang: "hi", maxLength: 2000 },
  active: { kind: "check", label: "Shown to customers (active)" },
} satisfies FieldTable;

/**
 * A category's name, description, banner picture and whether customers see it, posted to the
 * categories page with the banner file in the same post (multipart); an edit sends its version.
 */
export function CategoryForm({ category, answer }: { category?: AdminCategory; answer?: FormAnswer }) {
  const { form, prefix, intent, busy } = useRowForm("category", category, categoryPageFields, answer, {
    name: category?.name ?? "",
    description: category?.description ?? "",
    active: category && !category.active ? undefined : "on",
    hi: { name: category?.hi.name ?? "", description: category?.hi.description ?? "" },
  });
  const fields = form.form.getFieldset();
  const field = conformFields(form, CATEGORY_FIELDS, prefix);
  const [fileError, setFileError] = useState<string>();
  const e = form.errors;
  const id = (f: string) => `${prefix}-${f}`;
  const bannerError = fileError ?? e.file ?? e.banner;
  return (
    <Form
      method="post"
      action="/admin/categories"
      encType="multipart/form-data"
      {...form.props}
      onSubmit={(event) => {
        // The browser's first look at the picture: the server's sentence before a large file is sent.
        const chosen = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)
          ?.files?.[0];
        const problem = chosen ? checkPicture(chosen) : undefined;
        setFileError(problem);
        if (problem) event.preventDefault();
        else form.props.onSubmit(event);
      }}
      className="grid gap-3 sm:grid-cols-2"
    >
      <EditedVersion idName="category_id" record={category} />
      {field("name")}
      {field("hi.name")}
      <div className="sm:col-span-2">{field("description")}</div>
      <div className="sm:col-span-2">{field("hi.description")}</div>
      <PictureField
        key={fields.name.key}
        id={id("banner")}
        name="file"
        label="Banner picture (JPEG, PNG or WebP, 10 MB at most)"
        error={bannerError}
      />
      <div className="flex flex-wrap gap-x-6 sm:col-span-2">
        {field("active")}
        {category?.banner && (
          <CheckboxField id={id("drop-banner")} name="drop_banner" label="Remove the banner" />
        )}
      </div>
      <RowSubmit form={form} busy={busy} intent={intent} labels={["Save category", "Create category"]} />
    </Form>
  );
}
