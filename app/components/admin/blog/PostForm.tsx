import { useState } from "react";
import { callAdmin } from "~/components/admin/admin-api";
import { CheckboxField, FieldError, TextAreaField } from "~/components/admin/catalogue/inputs";
import { RichTextEditor } from "~/components/admin/catalogue/RichTextEditor";
import { checkPicture, uploadPicture } from "~/components/admin/catalogue/upload";
import { Field, FormMessage, SubmitButton } from "~/components/admin/fields";
import { useApiForm } from "~/lib/use-api-form";
import { indiaDay } from "../../../../lib/india-time";
import { postFields, postUpdateFields } from "../../../../lib/validation/blog";
import type { WirePost } from "./post-model";

/**
 * A blog post's form: title, address, author, date, summary, the body in the product
 * description's editor (sanitised by the server when saved), a cover uploaded as soon as it is
 * chosen (shown at once) with its alt text, and draft or published. Editing sends the version it
 * started from, so a change made meanwhile is refused, never overwritten.
 */
export function PostForm({
  post,
  author,
  onSaved,
}: {
  post?: WirePost;
  /** A new post's author: the signed-in member. */
  author: string;
  onSaved: (saved: WirePost) => void;
}) {
  const [title, setTitle] = useState(post?.title ?? "");
  const [address, setAddress] = useState(post?.url_title ?? "");
  const [writer, setWriter] = useState(post?.author ?? author);
  const [day, setDay] = useState(post?.posted_on ?? indiaDay(new Date()));
  const [summary, setSummary] = useState(post?.summary ?? "");
  const [body, setBody] = useState(post?.body ?? "");
  const [cover, setCover] = useState<{ hash?: string; url: string } | null>(
    post ? { url: post.cover.url } : null,
  );
  const [coverAlt, setCoverAlt] = useState(post?.cover.alt ?? "");
  const [published, setPublished] = useState(post?.published ?? false);
  const [hiTitle, setHiTitle] = useState(post?.hi.title ?? "");
  const [hiSummary, setHiSummary] = useState(post?.hi.summary ?? "");
  const [hiBody, setHiBody] = useState(post?.hi.body ?? "");
  const [uploading, setUploading] = useState(false);
  const form = useApiForm({
    schema: post ? postUpdateFields : postFields,
    values: () => ({
      ...(post ? { post_id: post.id, version: post.version } : {}),
      title,
      url_title: address,
      author: writer,
      posted_on: day,
      summary,
      body,
      cover: cover?.hash,
      cover_alt: coverAlt,
      published,
      hi: { title: hiTitle, summary: hiSummary, body: hiBody },
    }),
    send: (v) => callAdmin<WirePost>(post ? "/blog/update" : "/blog/create", v),
    onSuccess: (answer) => {
      if (answer.data) onSaved(answer.data);
    },
  });
  const e = form.errors;

  /** Uploads the chosen cover at once, so it shows before the post is saved. */
  const chooseCover = async (file: File | undefined) => {
    const problem = checkPicture(file);
    if (problem || !file) {
      form.setErrors({ ...e, cover: problem ?? "" });
      return;
    }
    setUploading(true);
    const sent = await uploadPicture(file);
    setUploading(false);
    if (sent.status !== 1 || !sent.data) {
      form.setErrors({ ...e, cover: sent.errors?.file ?? sent.message });
      return;
    }
    setCover({ hash: sent.data.hash, url: sent.data.url });
    const { cover: _gone, ...rest } = e;
    form.setErrors(rest);
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      aria-label={post ? "Edit post" : "New post"}
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <Field
          id="post-title"
          label="Title"
          value={title}
          maxLength={200}
          onChange={(ev) => setTitle(ev.target.value)}
          error={e.title}
        />
      </div>
      <Field
        id="post-address"
        label="Address: /blog-details/… (empty: from the title)"
        value={address}
        maxLength={80}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(ev) => setAddress(ev.target.value)}
        error={e.url_title}
      />
      <Field
        id="post-author"
        label="Author"
        value={writer}
        maxLength={100}
        onChange={(ev) => setWriter(ev.target.value)}
        error={e.author}
      />
      <Field
        id="post-date"
        label="Date"
        type="date"
        value={day}
        onChange={(ev) => setDay(ev.target.value)}
        error={e.posted_on}
      />
      <div aria-hidden="true" className="hidden sm:block" />
      <div className="sm:col-span-2">
        <TextAreaField
          id="post-summary"
          label="Summary (shown in the blog's list)"
          value={summary}
          maxLength={300}
          onChange={(ev) => setSummary(ev.target.value)}
          error={e.summary}
        />
      </div>
      <div className="sm:col-span-2">
        <RichTextEditor id="post-body" label="Post" html={body} onChange={setBody} error={e.body} />
      </div>
      <div>
        <label htmlFor="post-cover" className="block text-sm font-semibold text-stone-900">
          Cover picture (JPEG, PNG or WebP, 10 MB at most)
        </label>
        <input
          id="post-cover"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={e.cover ? true : undefined}
          aria-describedby={e.cover ? "post-cover-error" : undefined}
          onChange={(ev) => void chooseCover(ev.target.files?.[0])}
          className="mt-1 block min-h-11 w-full text-sm"
        />
        <FieldError id="post-cover" error={e.cover} />
        {uploading && <p className="mt-1 text-sm text-stone-700">Uploading…</p>}
        {cover && (
          <img
            src={cover.url}
            alt={coverAlt || "The cover picture"}
            width={320}
            height={180}
            className="mt-2 aspect-video w-full max-w-xs rounded object-cover"
          />
        )}
      </div>
      <Field
        id="post-cover-alt"
        label="The cover picture, in words"
        value={coverAlt}
        maxLength={200}
        onChange={(ev) => setCoverAlt(ev.target.value)}
        error={e.cover_alt}
      />
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
        <Field
          id="post-hi-title"
          label="Title in Hindi"
          lang="hi"
          value={hiTitle}
          maxLength={200}
          placeholder={title}
          onChange={(ev) => setHiTitle(ev.target.value)}
          error={e["hi.title"]}
        />
        <TextAreaField
          id="post-hi-summary"
          label="Summary in Hindi"
          lang="hi"
          value={hiSummary}
          maxLength={300}
          onChange={(ev) => setHiSummary(ev.target.value)}
          error={e["hi.summary"]}
        />
        <RichTextEditor
          id="post-hi-body"
          label="Post in Hindi"
          lang="hi"
          html={hiBody}
          onChange={setHiBody}
          error={e["hi.body"]}
        />
      </section>
      <div className="sm:col-span-2">
        <CheckboxField
          id="post-published"
          label="Published (customers see it from its date; untick for a draft)"
          checked={published}
          onChange={(ev) => setPublished(ev.target.checked)}
        />
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
        <SubmitButton
          busy={form.busy || uploading}
          label={post ? "Save post" : published ? "Publish post" : "Save draft"}
          busyLabel="Saving…"
          className="btn-primary"
        />
        <FormMessage failure={form.failure} />
      </div>
    </form>
  );
}
