import { Form, Link } from "react-router";
import { POST_STATUS_TEXT, type WirePost } from "./post-model";

const LOOK: Record<WirePost["status"], string> = {
  draft: "border-amber-700 bg-amber-50 text-amber-900",
  scheduled: "border-sky-700 bg-sky-50 text-sky-900",
  published: "border-green-700 bg-green-50 text-green-900",
};

/** Draft, scheduled or published, in words (colour is never the only sign). */
export function PostStatusBadge({ status }: { status: WirePost["status"] }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${LOOK[status]}`}>
      {POST_STATUS_TEXT[status]}
    </span>
  );
}

/** The post's Preview link and its Publish / Back to draft button (a POST, `intent=publish`). */
export function PreviewAndPublish({
  post,
  className,
  label,
  disabled,
}: {
  post: { id: number; version: number; published: boolean };
  className: string;
  /** Names both for screen readers when a list shows many posts (the post's title). */
  label?: string;
  disabled?: boolean;
}) {
  return (
    <>
      <Link
        to={`/admin/blog/${post.id}/preview`}
        className={className}
        aria-label={label === undefined ? undefined : `Preview ${label}`}
      >
        Preview
      </Link>
      <Form method="post">
        <input type="hidden" name="post_id" value={post.id} />
        <input type="hidden" name="version" value={post.version} />
        {!post.published && <input type="hidden" name="published" value="on" />}
        <button
          type="submit"
          name="intent"
          value="publish"
          className={className}
          aria-label={
            label === undefined ? undefined : `${post.published ? "Back to draft:" : "Publish"} ${label}`
          }
          disabled={disabled}
        >
          {post.published ? "Back to draft" : "Publish"}
        </button>
      </Form>
    </>
  );
}
