import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const blogCategories = pgTable("blog_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  categoryKey: text("category_key").notNull().unique(),
});

/** Blog posts; url_title is the address (/blog-details/{url_title}); the body is sanitised HTML. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    urlTitle: text("url_title").notNull().unique(),
    title: text("title").notNull(),
    imageUrl: text("image_url").notNull(),
    imageAlt: text("image_alt"),
    shortDescription: text("short_description").notNull(),
    bodyHtml: text("body_html").notNull(),
    authorName: text("author_name").notNull(),
    postedOn: timestamp("posted_on", { withTimezone: true }).notNull(),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_posts_posted_idx").on(t.isPublished, t.postedOn)],
);
