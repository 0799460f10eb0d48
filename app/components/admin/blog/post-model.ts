import type { z } from "zod";
import type { adminPostJson } from "../../../../server/modules/blog/blog-admin.present";

/** A blog post as the back office's pages receive it: the API's own shape. */
export type WirePost = z.infer<typeof adminPostJson>;

/** A post's standing for customers, in words. */
export const POST_STATUS_TEXT: Record<WirePost["status"], string> = {
  draft: "Draft",
  scheduled: "Published from its date",
  published: "Published",
};
