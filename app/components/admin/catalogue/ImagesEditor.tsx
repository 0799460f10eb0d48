import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field, FormMessage } from "~/components/admin/fields";
import { Panel } from "~/components/admin/Panel";
import { Picture } from "~/components/ui/Picture";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { pictureAddFields, picturesFields } from "../../../../lib/validation/catalogue-form";
import type { AdminImage } from "../../../../server/modules/catalog";
import { checkPicture } from "./check-picture";
import { FieldError, PictureField } from "./inputs";

interface PictureValues {
  id: string;
  alt: string;
}

/**
 * A product's pictures: upload one (JPEG, PNG or WebP, 10 MB at most) with its alt text; then
 * order them, change their alt texts or remove them, and save. Both forms post to the product's
 * page with its version, like every edit of it; moving and removing are Conform's list
 * buttons, which without scripts post the list back to be shown changed.
 */
export function ImagesEditor(props: {
  version: number;
  images: AdminImage[];
  /** The page's answer to the list (`pictures`) or the upload (`picture`). */
  answer?: FormAnswer & { form?: string };
}) {
  // Saved, the list starts again from the pictures as they now are.
  return <PictureList key={JSON.stringify(props.images.map((i) => [i.id, i.alt]))} {...props} />;
}

function PictureList({
  version,
  images,
  answer,
}: {
  version: number;
  images: AdminImage[];
  answer?: FormAnswer & { form?: string };
}) {
  const list = useShopForm(picturesFields, answer?.form === "pictures" ? answer : undefined, "pictures", {
    images: images.map((i) => ({ id: String(i.id), alt: i.alt })),
  });
  const field = list.form.getFieldset().images as unknown as FieldMetadata<PictureValues[]>;
  const rows = field.getFieldList();
  const byId = new Map(images.map((i) => [String(i.id), i]));
  const navigation = useNavigation();
  const busy = (which: string) => navigation.state !== "idle" && navigation.formData?.get("form") === which;
  const { reorder, remove } = list.form;
  return (
    <Panel id="pictures" title="Pictures" className="space-y-4" titleClass="text-stone-900">
      <Form method="post" {...list.props} className="space-y-4">
        <input type="hidden" name="form" value="pictures" />
        <input type="hidden" name="version" value={version} />
        {rows.length === 0 ? (
          <p className="text-sm text-stone-700">No pictures yet: customers see a placeholder.</p>
        ) : (
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((row, i) => {
              const picture = row.getFieldset();
              const start = (row.initialValue ?? {}) as Partial<PictureValues>;
              const image = byId.get(start.id ?? "");
              return (
                <li key={row.key} className="rounded-md border border-stone-200 p-2">
                  {image && (
                    <Picture
                      picture={image}
                      sizes="320px"
                      alt={image.alt}
                      width={320}
                      height={320}
                      className="aspect-square w-full rounded bg-stone-100 object-contain"
                    />
                  )}
                  <input type="hidden" name={picture.id.name} value={start.id ?? ""} />
                  <Field
                    id={`images.${i}.alt`}
                    name={picture.alt.name}
                    key={picture.alt.key}
                    label={`Alt text of picture ${i + 1}`}
                    defaultValue={start.alt ?? ""}
                    maxLength={200}
                    error={list.errors[picture.alt.name]}
                  />
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      {...reorder.getButtonProps({ name: field.name, from: i, to: i - 1 })}
                      className="btn-outline px-3 disabled:opacity-40"
                      disabled={i === 0}
                      aria-label={`Move picture ${i + 1} earlier`}
                    >
                      Earlier
                    </button>
                    <button
                      {...reorder.getButtonProps({ name: field.name, from: i, to: i + 1 })}
                      className="btn-outline px-3 disabled:opacity-40"
                      disabled={i === rows.length - 1}
                      aria-label={`Move picture ${i + 1} later`}
                    >
                      Later
                    </button>
                    <button
                      {...remove.getButtonProps({ name: field.name, index: i })}
                      className="btn-outline border-red-700 px-3 text-red-700"
                      aria-label={`Remove picture ${i + 1}`}
                    >
                      Remove
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {(rows.length > 0 || images.length > 0) && (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-outline" disabled={busy("pictures")}>
              Save pictures
            </button>
            <FieldError id="images" error={list.errors.images} />
            <FormMessage failure={list.failure} done={list.done} />
          </div>
        )}
      </Form>
      <PictureUpload
        version={version}
        answer={answer?.form === "picture" ? answer : undefined}
        busy={busy("picture")}
      />
    </Panel>
  );
}

/** A new picture and its alt text, sent in one multipart post. */
function PictureUpload({ version, answer, busy }: { version: number; answer?: FormAnswer; busy: boolean }) {
  const upload = useShopForm(pictureAddFields, answer, "picture");
  const alt = upload.form.getFieldset().alt;
  const [fileError, setFileError] = useState<string>();
  const error = fileError ?? upload.errors.file;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...upload.props}
      onSubmit={(event) => {
        // The browser's first look at the file: the server's sentence before a large one is sent.
        const chosen = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)
          ?.files?.[0];
        const problem = checkPicture(chosen);
        setFileError(problem);
        if (problem) event.preventDefault();
        else upload.props.onSubmit(event);
      }}
      className="grid gap-3 border-t border-stone-200 pt-4 sm:grid-cols-2"
    >
      <input type="hidden" name="form" value="picture" />
      <input type="hidden" name="version" value={version} />
      <PictureField
        key={alt.key}
        id="picture-file"
        name="file"
        label="New picture (JPEG, PNG or WebP, 10 MB at most)"
        error={error}
      />
      <Field
        id="alt"
        key={alt.key}
        label="Its alt text"
        defaultValue={typeof alt.initialValue === "string" ? alt.initialValue : ""}
        maxLength={200}
        error={upload.errors.alt}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Uploading…" : "Upload picture"}
        </button>
        <FormMessage failure={upload.failure} done={upload.done} />
      </div>
    </Form>
  );
}
