import { z } from "zod";
import type { BlogPost } from "../../../lib/catalog-types";
import { indiaDay } from "../../../lib/india-time";
import { presentOnce } from "../catalog";

/** A blog post as the API writes it (docs/api.md): the original client's field names. */
export const blogPostJson = z.strictObject({
  id: z.number().int().positive(),
  blog_url_title: z.string(),
  blog_title_display: z.string(),
  blog_logo: z.string(),
  blog_logo_alt: z.string(),
  posted_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .describe("The day it was posted (India's time), YYYY-MM-DD."),
  short_description_for_list: z.string(),
  postedby_name: z.string(),
  blog_description: z.string().describe("Sanitised HTML."),
  category: z.string().nullable(),
});

const post = (p: BlogPost): z.infer<typeof blogPostJson> => ({
  id: p.id,
  blog_url_title: p.urlTitle,
  blog_title_display: p.title,
  blog_logo: p.image.url,
  blog_logo_alt: p.image.alt,
  posted_on: indiaDay(p.postedOn),
  short_description_for_list: p.summary,
  postedby_name: p.author,
  blog_description: p.bodyHtml,
  category: p.category,
});

/** Each answer presented once per cached domain value (catalog.cache.ts). */
export const present = {
  posts: presentOnce((list: BlogPost[]) => list.map(post)),
  /** The details endpoint answers a list: the post, or nothing. */
  one: presentOnce((p: BlogPost) => [post(p)]),
};
