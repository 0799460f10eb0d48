import { useRef, useState } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { useApiForm } from "~/lib/use-api-form";
import { categoryFields } from "../../../../lib/validation/catalogue";
import type { AdminCategory } from "../../../../server/modules/catalog/admin/types";
import { CheckboxField, FieldError, TextAreaField } from "./inputs";
import { checkPicture, uploadPicture } from "./upload";

/**
 * A category's name, description, banner picture and whether customers see it. A chosen
 * banner is uploaded first, then the category saved with it (its version when editing).
 */
export function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone?: () => void }) {
  const [name, setName] = useState(category?.name ?? "");
  const [description, setDescription] = useState(category?.description ?? "");
  const [active, setActive] = useState(category?.active ?? true);
  const [hiName, setHiName] = useState(category?.hi.name ?? "");
  const [hiDescription, setHiDescription] = useState(category?.hi.description ?? "");
  const [dropBanner, setDropBanner] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const file = useRef<HTMLInputElement>(null);
  const prefix = category ? `category-${category.id}` : "new-category";
  const form = useApiForm({
    schema: categoryFields,
    values: () => ({ name, description, active, hi: { name: hiName, description: hiDescription } }),
    send: async (v) => {
      const chosen = file.current?.files?.[0];
      let banner: string | null | undefined = dropBanner ? null : category ? undefined : null;
      if (chosen) {
        const sent = await uploadPicture(chosen);
        if (sent.status !== 1 || !sent.data) return sent;
        banner = sent.data.hash;
      }
      return category
        ? callAdmin("/categories/update", {
            ...v,
            banner,
            category_id: category.id,
            version: category.version,
          })
        : callAdmin("/categories/create", { ...v, banner });
    },
    toast: "success",
    revalidate: true,
    onSuccess: () => {
      if (!category) {
        setName("");
        setDescription("");
        setHiName("");
        setHiDescription("");
      }
      if (file.current) file.current.value = "";
      onDone?.();
    },
  });
  const id = (f: string) => `${prefix}-${f}`;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        const problem = file.current?.files?.[0] ? checkPicture(file.current.files[0]) : undefined;
        setFileError(problem);
        if (problem) {
          e.preventDefault();
          return;
        }
        form.onSubmit(e);
      }}
      className="grid gap-3 sm:grid-cols-2"
    >
      <Field
        id={id("name")}
        label="Name"
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
        error={form.errors.name}
      />
      <Field
        id={id("hi-name")}
        label="Name in Hindi (empty: the English shows)"
        lang="hi"
        value={hiName}
        maxLength={100}
        placeholder={name}
        onChange={(e) => setHiName(e.target.value)}
        error={form.errors["hi.name"]}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id={id("description")}
          label="Description"
          value={description}
          maxLength={2000}
          onChange={(e) => setDescription(e.target.value)}
          error={form.errors.description}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          id={id("hi-description")}
          label="Description in Hindi"
          lang="hi"
          value={hiDescription}
          maxLength={2000}
          onChange={(e) => setHiDescription(e.target.value)}
          error={form.errors["hi.description"]}
        />
      </div>
      <div>
        <label htmlFor={id("banner")} className="block text-sm font-semibold text-stone-900">
          Banner picture (JPEG, PNG or WebP, 10 MB at most)
        </label>
        <input
          ref={file}
          id={id("banner")}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={fileError || form.errors.file || form.errors.banner ? true : undefined}
          aria-describedby={
            fileError || form.errors.file || form.errors.banner ? `${id("banner")}-error` : undefined
          }
          className="mt-1 block min-h-11 w-full text-sm"
        />
        <FieldError id={id("banner")} error={fileError ?? form.errors.file ?? form.errors.banner} />
      </div>
      <div className="flex flex-wrap gap-x-6 sm:col-span-2">
        <CheckboxField
          id={id("active")}
          label="Shown to customers (active)"
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
        />
        {category?.banner && (
          <CheckboxField
            id={id("drop-banner")}
            label="Remove the banner"
            checked={dropBanner}
            onChange={(e) => setDropBanner(e.target.checked)}
          />
        )}
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
        <SubmitButton
          busy={form.busy}
          label={category ? "Save category" : "Create category"}
          busyLabel="Saving…"
          className="btn-primary"
        />
        <FormMessage failure={form.failure} />
      </div>
    </form>
  );
}
