import { useRef, useState } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { Field, FormMessage } from "~/components/admin/fields";
import { useToast } from "~/components/ui/Toaster";
import type { ApiAnswer } from "~/lib/api";
import type { AdminImage } from "../../../../server/modules/catalog/admin/types";
import { FieldError } from "./inputs";
import type { WireProduct } from "./pack-model";
import { checkPicture, uploadPicture } from "./upload";

/**
 * A product's pictures: upload one (JPEG, PNG or WebP, 10 MB at most) with its alt text; then
 * order them, change their alt texts or remove them, and save. Each save carries the product's
 * version, like every edit of it.
 */
export function ImagesEditor({
  productId,
  version,
  images,
  onSaved,
}: {
  productId: number;
  version: number;
  images: AdminImage[];
  onSaved: (saved: WireProduct) => void;
}) {
  const [rows, setRows] = useState(images);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const toast = useToast();

  const finish = (answer: ApiAnswer<unknown>) => {
    setBusy(false);
    if (answer.status === 1 && answer.data) {
      const saved = answer.data as WireProduct;
      toast(answer.message, "success");
      setRows(saved.images);
      setErrors({});
      onSaved(saved);
      return true;
    }
    setErrors(answer.errors ?? {});
    setFailure(answer.message);
    return false;
  };

  const upload = async () => {
    setFailure("");
    const chosen = file.current?.files?.[0];
    const problems: Record<string, string> = {};
    const fileProblem = checkPicture(chosen);
    if (fileProblem) problems.file = fileProblem;
    if (!alt.trim()) problems.alt = "Describe the picture for people who cannot see it.";
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !chosen) return;
    setBusy(true);
    const sent = await uploadPicture(chosen);
    if (sent.status !== 1 || !sent.data) return finish(sent);
    const added = await callAdmin("/products/images/add", {
      product_id: productId,
      version,
      image: sent.data.hash,
      alt,
    });
    if (finish(added)) {
      setAlt("");
      if (file.current) file.current.value = "";
    }
  };

  const save = async () => {
    setFailure("");
    if (rows.some((r) => !r.alt.trim())) {
      setErrors({ images: "Describe every picture for people who cannot see it." });
      return;
    }
    setBusy(true);
    finish(
      await callAdmin("/products/images/arrange", {
        product_id: productId,
        version,
        images: rows.map((r) => ({ id: r.id, alt: r.alt })),
      }),
    );
  };

  const move = (i: number, by: number) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    setRows(next);
  };

  return (
    <section
      aria-labelledby="pictures-title"
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="pictures-title" className="text-lg font-bold text-stone-900">
        Pictures
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-700">No pictures yet: customers see a placeholder.</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((image, i) => (
            <li key={image.id} className="rounded-md border border-stone-200 p-2">
              <img
                src={image.url}
                srcSet={image.srcset}
                sizes="320px"
                alt={image.alt}
                width={320}
                height={320}
                className="aspect-square w-full rounded bg-stone-100 object-contain"
              />
              <Field
                id={`images.${i}.alt`}
                label={`Alt text of picture ${i + 1}`}
                value={image.alt}
                maxLength={200}
                onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, alt: e.target.value } : r)))}
                error={errors[`images.${i}.alt`]}
              />
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-outline px-3 disabled:opacity-40"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move picture ${i + 1} earlier`}
                >
                  Earlier
                </button>
                <button
                  type="button"
                  className="btn-outline px-3 disabled:opacity-40"
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move picture ${i + 1} later`}
                >
                  Later
                </button>
                <button
                  type="button"
                  className="btn-outline border-red-700 px-3 text-red-700"
                  onClick={() => setRows(rows.filter((_, j) => j !== i))}
                  aria-label={`Remove picture ${i + 1}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {(rows.length > 0 || images.length > 0) && (
        <div>
          <button type="button" className="btn-outline" disabled={busy} onClick={save}>
            Save pictures
          </button>
          <FieldError id="images" error={errors.images} />
        </div>
      )}
      <div className="grid gap-3 border-t border-stone-200 pt-4 sm:grid-cols-2">
        <div>
          <label htmlFor="picture-file" className="block text-sm font-semibold text-stone-900">
            New picture (JPEG, PNG or WebP, 10 MB at most)
          </label>
          <input
            ref={file}
            id="picture-file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? "picture-file-error" : undefined}
            className="mt-1 block min-h-11 w-full text-sm"
          />
          <FieldError id="picture-file" error={errors.file} />
        </div>
        <Field
          id="alt"
          label="Its alt text"
          value={alt}
          maxLength={200}
          onChange={(e) => setAlt(e.target.value)}
          error={errors.alt}
        />
        <div className="sm:col-span-2">
          <button type="button" className="btn-primary" disabled={busy} onClick={upload}>
            {busy ? "Uploading…" : "Upload picture"}
          </button>
        </div>
      </div>
      <FormMessage failure={failure} />
    </section>
  );
}
