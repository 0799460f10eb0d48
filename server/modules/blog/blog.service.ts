import { and, desc, eq, lte } from "drizzle-orm";
import type { BlogPost } from "../../../lib/catalog-types";
import type { Db } from "../../db/client";
import { createReadCache } from "../catalog/catalog.cache";
import { blogCategories, blogPosts } from "./blog.schema";

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

const toPost = (r: Row): BlogPost => ({
  id: r.id,
  urlTitle: r.urlTitle,
  title: r.title,
  image: { url: r.imageUrl, alt: r.imageAlt ?? r.title },
  postedOn: r.postedOn instanceof Date ? r.postedOn : new Date(r.postedOn),
  summary: r.shortDescription,
  author: r.authorName,
  bodyHtml: r.bodyHtml,
  category: r.category,
});

/** Published blog posts, newest first; cached like the catalogue (catalog.cache.ts). */
export function createBlogService(db: Db, options: { cacheTtlMs?: number } = {}) {
  const cache = createReadCache(options.cacheTtlMs ?? 30_000, 500);
  const published = () => and(eq(blogPosts.isPublished, true), lte(blogPosts.postedOn, new Date()));
  const select = () =>
    db.select(columns).from(blogPosts).leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id));

  /** limit: a number, or undefined for all. */
  async function list(limit?: number): Promise<BlogPost[]> {
    const q = select().where(published()).orderBy(desc(blogPosts.postedOn), desc(blogPosts.id));
    const rows: Row[] = limit ? await q.limit(limit) : await q;
    return rows.map(toPost);
  }

  /** The published post at this address, if any. */
  async function byUrlTitle(urlTitle: string): Promise<BlogPost | undefined> {
    const [row] = await select().where(and(published(), eq(blogPosts.urlTitle, urlTitle)));
    return row ? toPost(row) : undefined;
  }

  return {
    list: cache.wrap("list", list, (limit?: number) => String(limit ?? "all")),
    byUrlTitle: cache.wrap("post", byUrlTitle, (urlTitle: string) => urlTitle),
    invalidate: () => cache.invalidate(),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
