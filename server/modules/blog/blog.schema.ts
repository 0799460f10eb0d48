import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, identityId, instant } from "../../db/columns";

export const blogCategories = pgTable("blog_categories", {
  id: identityId(),
  name: text("name").notNull(),
  categoryKey: text("category_key").notNull().unique(),
});

/** Blog posts; url_title is the address (/blog-details/{url_title}); the body is sanitised HTML. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: identityId(),
    categoryId: integer("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    urlTitle: text("url_title").notNull().unique(),
    title: text("title").notNull(),
    imageUrl: text("image_url").notNull(),
    imageAlt: text("image_alt"),
    shortDescription: text("short_description").notNull(),
    bodyHtml: text("body_html").notNull(),
    authorName: text("author_name").notNull(),
    postedOn: instant("posted_on").notNull(),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("blog_posts_posted_idx").on(t.isPublished, t.postedOn)],
);
