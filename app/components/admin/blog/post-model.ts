import type { AdminPostView } from "../../../../server/modules/blog";

/** A blog post as the back office's pages receive it: the API's own shape. */
export type WirePost = AdminPostView;

/** A post's standing for customers, in words. */
export const POST_STATUS_TEXT: Record<WirePost["status"], string> = {
  draft: "Draft",
  scheduled: "Published from its date",
  published: "Published",
};
