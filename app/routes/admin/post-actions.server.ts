import { type AppLoadContext, redirect } from "react-router";
import type { z } from "zod";
import { COVER_FILE } from "~/components/admin/blog/PostForm";
import { readForm } from "~/lib/forms/form-action.server";
import { SCRIPTS_FIELD } from "~/lib/forms/use-shop-form";
import { postForm, postPublishForm, postUpdateFields } from "../../../lib/validation/blog";
import { DomainError } from "../../../server/pages";
import { requireStaffPage } from "../../admin-session.server";

type Actor = { staffId: number; name: string };

/**
 * The posted form, with a cover sent as a file (a page without scripts) stored first, as the
 * API's /uploads/image does (its permission too), and named in the `cover` field. A picture
 * refused comes back as the sentence for the cover field.
 */
async function withCover(request: Request, context: AppLoadContext, staffId: number) {
  const fields = await request.formData().catch(() => null);
  if (!fields) return { request: new Request(request.url, { method: "POST", body: "" }) };
  const file = fields.get(COVER_FILE);
  fields.delete(COVER_FILE);
  let coverProblem: { status: number; message: string } | undefined;
  if (file instanceof File && file.size > 0) {
    await requireStaffPage(request, context, "catalogue");
    try {
      const stored = await context.services.uploads.storeImage(
        Buffer.from(await file.arrayBuffer()),
        staffId,
      );
      fields.set("cover", stored.hash);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      coverProblem = { status: 400, message: error.message };
    }
  }
  return { request: new Request(request.url, { method: "POST", body: fields }), coverProblem };
}

/** Reads a post form, its cover stored; a refused picture is the answer to return. */
async function readPost<S extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  schema: S,
  actor: Actor,
) {
  const sent = await withCover(request, context, actor.staffId);
  const form = await readForm(sent.request, context, schema, { tag: { intent: "save" } });
  if (form.ok && sent.coverProblem) {
    const { status, message } = sent.coverProblem;
    return { ok: false as const, answer: form.failure(status, "", { cover: message }) };
  }
  return form;
}

async function staffActor(request: Request, context: AppLoadContext): Promise<Actor> {
  const me = await requireStaffPage(request, context, "content");
  return { staffId: me.id, name: me.name };
}

/**
 * A new post (the API's /blog/create), then its page: a plain post is redirected there; the
 * page's scripts get the post's id and sentence and go there themselves, saying it.
 */
export async function postCreateAction(request: Request, context: AppLoadContext) {
  const actor = await staffActor(request, context);
  const scripts =
    (
      await request
        .clone()
        .formData()
        .catch(() => null)
    )?.get(SCRIPTS_FIELD) === "1";
  const form = await readPost(request, context, postForm, actor);
  if (!form.ok) return form.answer;
  return form.run(async (post) => {
    const saved = await context.services.blogAdmin.create(actor, post);
    if (!scripts) return redirect(`/admin/blog/${saved.id}`);
    return form.done(post.published ? "Post published." : "Draft saved.", { savedId: saved.id });
  });
}

/** Publish or Back to draft (the API's /blog/publish), from the list or the post's page. */
export async function postPublishAction(request: Request, context: AppLoadContext) {
  const actor = await staffActor(request, context);
  const form = await readForm(request, context, postPublishForm, { tag: { intent: "publish" } });
  if (!form.ok) return form.answer;
  return form.run(async ({ post_id, version, published }) => {
    await context.services.blogAdmin.setPublished(actor, post_id, version, published);
    return form.done(published ? "Post published." : "The post is a draft again.");
  });
}

/** One post's page: Save (the API's /blog/update, refused when stale), or Publish / Back to draft. */
export async function postEditAction(request: Request, context: AppLoadContext) {
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get("intent");
  if (intent === "publish") return postPublishAction(request, context);
  const actor = await staffActor(request, context);
  const form = await readPost(request, context, postUpdateFields, actor);
  if (!form.ok) return form.answer;
  return form.run(async ({ post_id, version, ...post }) => {
    await context.services.blogAdmin.update(actor, post_id, version, { ...post });
    // No reset: the form is drawn afresh from the saved post (its key), never emptied first.
    return form.done(post.published ? "Post saved." : "Draft saved.");
  });
}
