import { useState } from "react";
import { data, Link } from "react-router";
import { callAdmin } from "~/components/admin/admin-api";
import { PostForm } from "~/components/admin/blog/PostForm";
import { PostStatusBadge } from "~/components/admin/blog/PostStatus";
import type { WirePost } from "~/components/admin/blog/post-model";
import { PageHeader } from "~/components/admin/PageHeader";
import { useToast } from "~/components/ui/Toaster";
import { presentAdminPost, requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/post-edit";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "content");
  const post = /^\d{1,9}$/.test(params.id)
    ? await context.services.blogAdmin.find(Number(params.id))
    : undefined;
  if (!post) throw data("There is no such post.", { status: 404 });
  return { post: presentAdminPost(post), me: me.name };
}

/**
 * One post: its form, the preview, and Publish or Back to draft. The page keeps the post as
 * its own writes return it, so none of them is refused as stale, while a change made
 * elsewhere still is.
 */
export default function EditPost({ loaderData }: Route.ComponentProps) {
  const [post, setPost] = useState<WirePost>(loaderData.post);
  const toast = useToast();
  const setPublished = async (published: boolean) => {
    const answer = await callAdmin<WirePost>("/blog/publish", {
      post_id: post.id,
      version: post.version,
      published,
    });
    toast(answer.message, answer.status === 1 ? "success" : "error");
    if (answer.status === 1 && answer.data) setPost(answer.data);
  };
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
            <Link to={`/admin/blog/${post.id}/preview`} className="btn-outline">
              Preview
            </Link>
            <button type="button" className="btn-outline" onClick={() => setPublished(!post.published)}>
              {post.published ? "Back to draft" : "Publish"}
            </button>
            <Link to="/admin/blog" className="btn-outline">
              All posts
            </Link>
          </>
        }
      />
      <PostForm key={post.version} post={post} author={loaderData.me} onSaved={setPost} />
    </>
  );
}
