import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import {
  createdAt,
  identityId,
  instant,
  requiredRef,
  translationLang,
  translationLangCheck,
  updatedAt,
} from "../../db/columns";
import { uploadedImages } from "../uploads";

export const blogCategories = pgTable("blog_categories", {
  id: identityId(),
  name: text("name").notNull(),
  categoryKey: text("category_key").notNull().unique(),
});

/**
 * Blog posts; url_title is the address (/blog-details/{url_title}); the body is sanitised HTML.
 * A draft (is_published false) is never shown to customers. A cover uploaded in the back office
 * is `cover_hash` (image_url then holds its largest copy); the demo's covers are image_url alone.
 * `version` moves on with every back-office write, so an edit started from an older one is refused.
 */
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
    coverHash: text("cover_hash").references(() => uploadedImages.hash),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_posted_idx").on(t.isPublished, t.postedOn)],
);

/** A post in another language (docs/decisions/0017-content-in-hindi.md); empty fields fall back to English. */
export const blogPostTranslations = pgTable(
  "blog_post_translations",
  {
    postId: requiredRef("post_id", () => blogPosts.id, { onDelete: "cascade" }),
    lang: translationLang(),
    title: text("title").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    /** Sanitised HTML, like the English body. */
    bodyHtml: text("body_html").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.lang] }),
    translationLangCheck("blog_post_translations_lang", t.lang),
  ],
);
