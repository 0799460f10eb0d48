/** The blog module's one entry (docs/decisions/0029-use-cases-and-borders.md). */
export { type AdminPostView, adminPostList, adminPostView } from "./blog.queries";
