import type { Column } from "drizzle-orm";
import { and, desc, eq, lte } from "drizzle-orm";
import type { BlogPost } from "../../../lib/catalog-types";
import { LANGUAGES, type Lang } from "../../../lib/i18n/language";
import { uploadedPicture } from "../../../lib/uploaded-images";
import type { Db } from "../../db/client";
import { createReadCache, inLanguage } from "../catalog";
import { uploadedImages } from "../uploads";
import { blogCategories, blogPosts, blogPostTranslations } from "./blog.schema";

/** A post's text in `lang` where translated, else English (docs/decisions/0017-content-in-hindi.md). */
const text = (lang: Lang, english: Column, field: Column) =>
  inLanguage(lang, english, {
    table: blogPostTranslations,
    field,
    owner: blogPostTranslations.postId,
    lang: blogPostTranslations.lang,
    ownerId: blogPosts.id,
  });

const columnsIn = (lang: Lang) => ({
  id: blogPosts.id,
  urlTitle: blogPosts.urlTitle,
  title: text(lang, blogPosts.title, blogPostTranslations.title),
  imageUrl: blogPosts.imageUrl,
  imageAlt: blogPosts.imageAlt,
  postedOn: blogPosts.postedOn,
  shortDescription: text(lang, blogPosts.shortDescription, blogPostTranslations.shortDescription),
  authorName: blogPosts.authorName,
  bodyHtml: text(lang, blogPosts.bodyHtml, blogPostTranslations.bodyHtml),
  category: blogCategories.name,
  coverHash: blogPosts.coverHash,
  coverWidths: uploadedImages.widths,
  coverAvifWidths: uploadedImages.avifWidths,
});
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
  coverHash: string | null;
  coverWidths: number[] | null;
  coverAvifWidths: number[] | null;
};

/**
 * The cover: an upload's copies by width (docs/decisions/0055-avif-copies.md), or the demo's one
 * file. Its alt text is written in English; in another language the cover is named by the post's
 * title in it, as a product's pictures are by its name (docs/decisions/0017-content-in-hindi.md).
 */
const coverOf = (r: Row, lang: Lang): BlogPost["image"] => {
  const alt = lang === "en" ? (r.imageAlt ?? r.title) : r.title;
  if (!r.coverHash || !r.coverWidths?.length) return { url: r.imageUrl, alt };
  const { srcset, avifSrcset } = uploadedPicture(r.coverHash, r.coverWidths, r.coverAvifWidths);
  return { url: r.imageUrl, alt, srcset, ...(avifSrcset ? { avifSrcset } : {}) };
};

const toPost =
  (lang: Lang) =>
  (r: Row): BlogPost => ({
    id: r.id,
    urlTitle: r.urlTitle,
    title: r.title,
    image: coverOf(r, lang),
    postedOn: r.postedOn instanceof Date ? r.postedOn : new Date(r.postedOn),
    summary: r.shortDescription,
    author: r.authorName,
    bodyHtml: r.bodyHtml,
    category: r.category,
  });

/**
 * Published blog posts, newest first, in English or (`in(lang)`) another language where
 * translated; cached like the catalogue (catalog.cache.ts), per language.
 */
export function createBlogService(db: Db, options: { cacheTtlMs?: number } = {}) {
  const cache = createReadCache(options.cacheTtlMs ?? 30_000, 500, "blog");
  const published = () => and(eq(blogPosts.isPublished, true), lte(blogPosts.postedOn, new Date()));
  const select = (lang: Lang) =>
    db
      .select(columnsIn(lang))
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
      .leftJoin(uploadedImages, eq(uploadedImages.hash, blogPosts.coverHash));

  /** limit: a number, or undefined for all. */
  async function list(lang: Lang, limit?: number): Promise<BlogPost[]> {
    const q = select(lang).where(published()).orderBy(desc(blogPosts.postedOn), desc(blogPosts.id));
    const rows: Row[] = limit ? await q.limit(limit) : await q;
    return rows.map(toPost(lang));
  }

  /** The published post at this address, if any. */
  async function byUrlTitle(lang: Lang, urlTitle: string): Promise<BlogPost | undefined> {
    const [row] = await select(lang).where(and(published(), eq(blogPosts.urlTitle, urlTitle)));
    return row ? toPost(lang)(row) : undefined;
  }

  const views = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        list: cache.wrap(
          `${lang}:list`,
          (limit?: number) => list(lang, limit),
          (limit?: number) => String(limit ?? "all"),
        ),
        byUrlTitle: cache.wrap(
          `${lang}:post`,
          (urlTitle: string) => byUrlTitle(lang, urlTitle),
          (urlTitle: string) => urlTitle,
        ),
      },
    ]),
  ) as Record<Lang, BlogView>;

  return {
    ...views.en,
    /** The blog in `lang`. */
    in: (lang: Lang): BlogView => views[lang],
    invalidate: () => cache.invalidate(),
  };
}

interface BlogView {
  list(limit?: number): Promise<BlogPost[]>;
  byUrlTitle(urlTitle: string): Promise<BlogPost | undefined>;
}

export type BlogService = ReturnType<typeof createBlogService>;
