import { useEffect, useState } from "react";
import { Form } from "react-router";
import { checkPicture } from "~/components/admin/catalogue/check-picture";
import { CheckboxField, PictureField } from "~/components/admin/catalogue/inputs";
import { type FieldTable, keptFields } from "~/components/admin/field-table";
import { EditedVersion, SubmitRow } from "~/components/admin/fields";
import { keptFlag, shown } from "~/components/admin/kept";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { SCRIPTS_FIELD, useScriptsRunning, useShopForm } from "~/lib/forms/use-shop-form";
import { indiaDay } from "../../../../lib/india-time";
import { postFormInBrowser, postUpdateFields } from "../../../../lib/validation/blog";
import { PostBodyField } from "./PostBodyField";
import type { WirePost } from "./post-model";

/** The file field the cover is posted in, with the form (stored by the page's action). */
export const COVER_FILE = "cover_file";
/** The chosen cover's name before its own words are saved. */
const COVER_WORDS = "The cover picture";

/** A post's text fields, by their posted names (the body and the cover have their own controls). */
const POST_FIELDS = {
  title: { label: "Title", maxLength: 200 },
  url_title: {
    id: "post-address",
    label: "Address: /blog-details/… (empty: from the title)",
    maxLength: 80,
    autoCapitalize: "none",
    spellCheck: false,
  },
  author: { label: "Author", maxLength: 100 },
  posted_on: { id: "post-date", label: "Date", type: "date" },
  summary: { kind: "area", label: "Summary (shown in the blog's list)", maxLength: 300 },
  cover_alt: { label: "The cover picture, in words", maxLength: 200 },
  "hi.title": { label: "Title in Hindi", lang: "hi", maxLength: 200 },
  "hi.summary": { kind: "area", label: "Summary in Hindi", lang: "hi", maxLength: 300 },
} satisfies FieldTable;

/**
 * A blog post's form, posted to its page: title, address, author, date, summary, the body (the
 * product description's editor once scripts run), a cover with its alt text, draft or
 * published, and the Hindi. The cover goes with the form, with or without scripts; with them a
 * chosen file is checked and shown at once. Editing sends the version it started from, so a change
 * made meanwhile is refused, never overwritten.
 */
export function PostForm({
  post,
  author,
  answer,
  busy,
}: {
  post?: WirePost;
  /** A new post's author: the signed-in member. */
  author: string;
  answer: FormAnswer | undefined;
  busy: boolean;
}) {
  const form = useShopForm(post ? postUpdateFields : postFormInBrowser, answer);
  const value = shown(form);
  const scripts = useScriptsRunning();
  const [cover] = useState<{ hash?: string; url?: string } | null>(() => {
    const kept = value("cover", "");
    return kept ? { hash: kept } : post ? { url: post.cover.url } : null;
  });
  const [coverProblem, setCoverProblem] = useState<string>();
  // The chosen file's own picture, shown before the post is saved (its object URL freed after).
  const [chosen, setChosen] = useState<string>();
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);
  const [published, setPublished] = useState(keptFlag(answer, "published", post?.published ?? false));
  const e = form.errors;
  const field = keptFields(form, POST_FIELDS, "post");
  const coverError = coverProblem ?? e.cover;

  /** The browser's first look at a chosen cover: the server's sentence at once, and the picture. */
  const chooseCover = (file: File | undefined) => {
    const problem = file ? checkPicture(file) : undefined;
    setCoverProblem(problem);
    setChosen(file && !problem ? URL.createObjectURL(file) : undefined);
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...form.props}
      aria-label={post ? "Edit post" : "New post"}
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2"
    >
      <EditedVersion idName="post_id" record={post} />
      {cover?.hash && <input type="hidden" name="cover" value={cover.hash} />}
      {scripts && <input type="hidden" name={SCRIPTS_FIELD} value="1" />}
      <div className="sm:col-span-2">{field("title", post?.title ?? "")}</div>
      {field("url_title", post?.url_title ?? "")}
      {field("author", post?.author ?? author)}
      {field("posted_on", post?.posted_on ?? indiaDay(new Date()))}
      <div aria-hidden="true" className="hidden sm:block" />
      <div className="sm:col-span-2">{field("summary", post?.summary ?? "")}</div>
      <div className="sm:col-span-2">
        <PostBodyField
          id="post-body"
          name="body"
          label="Post"
          defaultValue={value("body", post?.body ?? "")}
          error={e.body}
        />
      </div>
      <PictureField
        id="post-cover"
        name={COVER_FILE}
        label="Cover picture (JPEG, PNG or WebP, 10 MB at most)"
        error={coverError}
        onChange={(ev) => chooseCover(ev.target.files?.[0])}
      >
        {chosen || cover?.url ? (
          <img
            src={chosen ?? cover?.url}
            alt={post?.cover.alt || COVER_WORDS}
            width={320}
            height={180}
            className="mt-2 aspect-video w-full max-w-xs rounded object-cover"
          />
        ) : (
          cover?.hash && <p className="mt-1 text-sm text-stone-700">The picture sent is kept.</p>
        )}
      </PictureField>
      {field("cover_alt", post?.cover.alt ?? "")}
      <section
        aria-labelledby="post-hi-heading"
        className="grid gap-4 border-t border-stone-200 pt-4 sm:col-span-2"
      >
        <div>
          <h2 id="post-hi-heading" className="text-lg font-bold text-stone-900">
            In Hindi <span lang="hi">(हिन्दी)</span>
          </h2>
          <p className="text-sm text-stone-700">
            What Hindi readers see. A field left empty shows the English.
          </p>
        </div>
        {field("hi.title", post?.hi.title ?? "")}
        {field("hi.summary", post?.hi.summary ?? "")}
        <PostBodyField
          id="post-hi-body"
          name="hi.body"
          label="Post in Hindi"
          lang="hi"
          defaultValue={value("hi.body", post?.hi.body ?? "")}
          error={e["hi.body"]}
        />
      </section>
      <div className="sm:col-span-2">
        <CheckboxField
          id="post-published"
          name="published"
          label="Published (customers see it from its date; untick for a draft)"
          defaultChecked={published}
          onChange={(ev) => setPublished(ev.target.checked)}
        />
      </div>
      <SubmitRow
        form={form}
        layout="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center"
        busy={busy}
        label={post ? "Save post" : published ? "Publish post" : "Save draft"}
        intent="save"
      />
    </Form>
  );
}
