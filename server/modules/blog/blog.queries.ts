import type { z } from "zod";
import type { BlogAdmin } from "./blog-admin";
import { type adminPostJson, presentAdminPost } from "./blog-admin.present";

// The blog's back-office queries (docs/decisions/0029-use-cases-and-borders.md): what the pages
// and the admin API both answer, presented once.

/** A blog post as the back office's pages and the admin API receive it. */
export type AdminPostView = z.infer<typeof adminPostJson>;

/** Every post, drafts too, the latest-dated first. */
export async function adminPostList(admin: BlogAdmin) {
  return (await admin.list()).map(presentAdminPost);
}

/** One post with its body (drafts too), or undefined when there is none. */
export async function adminPostView(admin: BlogAdmin, id: number) {
  const post = await admin.find(id);
  return post ? presentAdminPost(post) : undefined;
}
