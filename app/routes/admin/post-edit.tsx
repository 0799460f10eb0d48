import { data, Link, useLocation, useNavigation } from "react-router";
import { PostForm } from "~/components/admin/blog/PostForm";
import { PostStatusBadge, PreviewAndPublish } from "~/components/admin/blog/PostStatus";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { adminPostView } from "../../../server/modules/blog";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/post-edit";
import { postEditAction } from "./post-actions.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "content");
  const post = /^\d{1,9}$/.test(params.id)
    ? await adminPostView(context.services.blogAdmin, Number(params.id))
    : undefined;
  if (!post) throw data("There is no such post.", { status: 404 });
  return { post, me: me.name };
}

export const action = ({ request, context }: Route.ActionArgs) => postEditAction(request, context);

/**
 * One post: its form, the preview, and Publish or Back to draft, each posted to this page with
 * the version it shows. After a write the page shows the post as stored (its new version), so
 * the next write is not refused as stale, while a change made elsewhere still is.
 */
export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  const answer = actionData as (FormAnswer & { intent?: string }) | undefined;
  const publish = answer?.intent === "publish" ? answer : undefined;
  // A new post's page, reached from its form with scripts: the sentence of its first save.
  const created = (useLocation().state as { done?: string } | null)?.done;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <>
      <PageHeader
        title={post.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <PostStatusBadge status={post.status} />
            {post.status === "published" && (
              <a href={`/blog-details/${post.url_title}`} className="text-brand-800 underline">
                On the shop
              </a>
            )}
          </span>
        }
        actions={
          <>
            <PreviewAndPublish post={post} className="btn-outline" disabled={busy("publish")} />
            <Link to="/admin/blog" className="btn-outline">
              All posts
            </Link>
          </>
        }
      />
      <div className="mb-3">
        <FormMessage failure={failureOf(publish)} done={publish?.done ?? (answer ? undefined : created)} />
      </div>
      <PostForm
        key={post.version}
        post={post}
        author={loaderData.me}
        answer={answer?.intent === "save" ? answer : undefined}
        busy={busy("save")}
      />
    </>
  );
}
