import { Link } from "react-router";
import { PostStatusBadge, PreviewAndPublish } from "~/components/admin/blog/PostStatus";
import type { WirePost } from "~/components/admin/blog/post-model";
import { type Column, DataList } from "~/components/admin/DataList";
import { FormMessage } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/PageHeader";
import { formatDate } from "~/components/blog/format-date";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { adminPostList } from "../../../server/modules/blog";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/blog-posts";
import { postPublishAction } from "./post-actions.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "content");
  return { posts: await adminPostList(context.services.blogAdmin) };
}

/** The blog: every post, drafts too, with its status; write, edit, preview, publish or take back. */
export const action = ({ request, context }: Route.ActionArgs) => postPublishAction(request, context);

export default function BlogPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const columns: Column<WirePost>[] = [
    {
      label: "Post",
      primary: true,
      cell: (p) => (
        <span className="flex items-center gap-3">
          <img
            src={p.cover.url}
            alt=""
            width={64}
            height={36}
            className="h-9 w-16 shrink-0 rounded object-cover"
          />
          <span className="min-w-0">
            <Link to={`/admin/blog/${p.id}`} className="font-semibold break-words text-brand-800 underline">
              {p.title}
            </Link>
            <span className="block text-xs break-all text-stone-600">/blog-details/{p.url_title}</span>
          </span>
        </span>
      ),
    },
    { label: "Status", cell: (p) => <PostStatusBadge status={p.status} /> },
    { label: "Date", cell: (p) => formatDate(new Date(`${p.posted_on}T00:00:00+05:30`)) },
    { label: "Author", cell: (p) => p.author },
  ];
  return (
    <>
      <PageHeader
        title="Blog"
        description="Customers see published posts from their date; a draft only staff see, in its preview."
        link={{ to: "/admin/blog/new", label: "New post", primary: true }}
      />
      <div className="mb-3">
        <FormMessage failure={failureOf(answer)} done={answer?.done} />
      </div>
      <DataList
        label="Blog posts"
        rows={posts}
        columns={columns}
        rowKey={(p) => p.id}
        empty="No posts yet."
        actions={(p) => <PreviewAndPublish post={p} className="btn-outline px-3" label={p.title} />}
      />
    </>
  );
}
