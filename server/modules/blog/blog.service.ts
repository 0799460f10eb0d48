import { and, desc, eq, lte } from "drizzle-orm";
import type { BlogPost } from "../../../lib/catalog-types";
import { createTtlCache } from "../../cache";
import type { Db } from "../../db/client";
import { blogCategories, blogPosts } from "./blog.schema";

const toDateString = (d: Date | string) =>
  (d instanceof Date ? d.toISOString() : new Date(d).toISOString()).slice(0, 10);

/** Published blog posts, newest first; cached like the catalogue (server/cache.ts). */
export function createBlogService(db: Db, options: { cacheTtlMs?: number } = {}) {
  const reads = createBlogReads(db);
  const ttlMs = options.cacheTtlMs ?? 30_000;
  if (ttlMs <= 0) return { ...reads, invalidate() {} };
  const cache = createTtlCache<BlogPost[]>({ ttlMs, max: 500 });
  return {
    list: (limit?: number) => cache.get(`list:${limit ?? "all"}`, () => reads.list(limit)),
    byUrlTitle: (urlTitle: string) => cache.get(`post:${urlTitle}`, () => reads.byUrlTitle(urlTitle)),
    invalidate: () => cache.invalidate(),
  };
}

function createBlogReads(db: Db) {
  const columns = {
    id: blogPosts.id,
    urlTitle: blogPosts.urlTitle,
    title: blogPosts.title,
    imageUrl: blogPosts.imageUrl,
    imageAlt: blogPosts.imageAlt,
    postedOn: blogPosts.postedOn,
    shortDescription: blogPosts.shortDescription,
    authorName: blogPosts.authorName,
    bodyHtml: blogPosts.bodyHtml,
    category: blogCategories.name,
  };
  type Row = {
    id: number;
    urlTitle: string;
    title: string;
    imageUrl: string;
    imageAlt: string | null;
    postedOn: Date | string;
    shortDescription: string;
    authorName: string;
    bodyHtml: string;
    category: string | null;
  };
  const shape = (r: Row): BlogPost => ({
    id: r.id,
    blog_url_title: r.urlTitle,
    blog_title_display: r.title,
    blog_logo: r.imageUrl,
    blog_logo_alt: r.imageAlt ?? r.title,
    posted_on: toDateString(r.postedOn),
    short_description_for_list: r.shortDescription,
    postedby_name: r.authorName,
    blog_description: r.bodyHtml,
    category: r.category,
  });
  const published = () => and(eq(blogPosts.isPublished, true), lte(blogPosts.postedOn, new Date()));

  return {
    /** limit: a number, or undefined for all. */
    async list(limit?: number): Promise<BlogPost[]> {
      const q = db
        .select(columns)
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
        .where(published())
        .orderBy(desc(blogPosts.postedOn), desc(blogPosts.id));
      const rows = (limit ? await q.limit(limit) : await q) as Row[];
      return rows.map(shape);
    },

    async byUrlTitle(urlTitle: string): Promise<BlogPost[]> {
      const rows = (await db
        .select(columns)
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
        .where(and(published(), eq(blogPosts.urlTitle, urlTitle)))) as Row[];
      return rows.map(shape);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
