import { data, Link } from "react-router";
import { PostStatusBadge } from "~/components/admin/blog/PostStatus";
import { formatDate } from "~/components/blog/format-date";
import { Picture } from "~/components/ui/Picture";
import { adminPostView } from "../../../server/modules/blog";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/post-preview";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "content");
  const post = /^\d{1,9}$/.test(params.id)
    ? await adminPostView(context.services.blogAdmin, Number(params.id))
    : undefined;
  if (!post) throw data("There is no such post.", { status: 404 });
  return { post };
}

/**
 * A post as customers will read it, drafts too: for staff only (the storefront answers 404 for
 * a draft). The body is the sanitised HTML the server saved.
 */
export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <>
      <title>{`Preview: ${post.title} · Back office`}</title>
      <div
        role="note"
        className="mb-4 flex flex-col gap-3 rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex flex-wrap items-center gap-2">
          Preview <PostStatusBadge status={post.status} />
          {post.status === "published"
            ? "Customers see this post."
            : post.status === "draft"
              ? "Only staff see this draft."
              : "Customers see it from its date."}
        </p>
        <Link to={`/admin/blog/${post.id}`} className="btn-outline shrink-0 bg-white">
          Back to editing
        </Link>
      </div>
      <article className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
        <Picture
          picture={{ url: post.cover.url, srcset: post.cover.srcset, avifSrcset: post.cover.avif_srcset }}
          sizes="(min-width: 1024px) 800px, 100vw"
          alt={post.cover.alt}
          width={800}
          height={450}
          className="aspect-video w-full max-w-3xl rounded-lg object-cover"
        />
        <p className="mt-4 text-sm text-stone-600">
          By <span className="font-semibold text-stone-800">{post.author}</span> ·{" "}
          <time dateTime={post.posted_on}>{formatDate(new Date(`${post.posted_on}T00:00:00+05:30`))}</time>
        </p>
        <h1 className="mt-2 text-2xl font-bold break-words text-stone-950 sm:text-3xl">{post.title}</h1>
        {/* Sanitised when staff saved it (server/clean-html.ts). */}
        <div
          className="prose-shop mt-2 max-w-3xl break-words"
          dangerouslySetInnerHTML={{ __html: post.body }}
        />
      </article>
    </>
  );
}
