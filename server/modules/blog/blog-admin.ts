import { desc, eq, sql } from "drizzle-orm";
import { uploadedPicture, uploadUrl } from "../../../lib/uploaded-images";
import { addressFor, blogMessages, type PostInput } from "../../../lib/validation/blog";
import { indiaDayStart } from "../../../lib/validation/fulfilment";
import { cleanHtml } from "../../clean-html";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { DomainError, invalidInput, notFound } from "../../domain-error";
import { staleEdit } from "../catalog";
import { type AuditActor, auditOf, type Tx } from "../staff";
import { type UploadsService, uploadedImages } from "../uploads";
import { blogPosts } from "./blog.schema";
import { NO_POST_HI, type PostHi, postsHi, writePostHi } from "./blog-translations";

const audit = auditOf("post");

/** Where a post stands for customers: a draft never shows; a published one from its date. */
export type PostStatus = "draft" | "scheduled" | "published";

/** A blog post as the back office edits it. */
export interface AdminPost {
  id: number;
  urlTitle: string;
  title: string;
  author: string;
  postedOn: Date;
  summary: string;
  bodyHtml: string;
  /** srcset null for the demo's art; avifSrcset absent when the upload has no AVIF copy. */
  cover: { url: string; srcset: string | null; avifSrcset?: string; alt: string };
  published: boolean;
  status: PostStatus;
  version: number;
  updatedAt: Date;
  /** Its Hindi ("" where none is written: the English shows). */
  hi: PostHi;
}

type Row = typeof blogPosts.$inferSelect;

const statusOf = (r: Row, now: Date): PostStatus =>
  !r.isPublished ? "draft" : r.postedOn.getTime() > now.getTime() ? "scheduled" : "published";

/** What the audit log compares of a post (its Hindi where the write could change it). */
const audited = (r: Row, hi?: PostHi) => ({
  title: r.title,
  address: r.urlTitle,
  author: r.authorName,
  postedOn: r.postedOn,
  summary: r.shortDescription,
  body: r.bodyHtml,
  cover: r.coverHash ?? r.imageUrl,
  coverAlt: r.imageAlt,
  published: r.isPublished,
  ...(hi ? { titleHi: hi.title, summaryHi: hi.summary, bodyHi: hi.bodyHtml } : {}),
});

async function lockPost(tx: Tx, id: number, version: number): Promise<Row> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  if (!row) throw notFound("No such post.");
  if (row.version !== version) throw await staleEdit(tx, "post", id, row.updatedAt);
  return row;
}

const nextVersion = { version: sql`${blogPosts.version} + 1`, updatedAt: sql`now()` };

function addressTaken(error: unknown, address: string): never {
  if (isUniqueViolation(error, "url_title")) {
    const message = blogMessages.addressTaken(address);
    throw new DomainError("conflict", message, { url_title: message });
  }
  throw error;
}

/**
 * The blog as staff write it (docs/decisions/0016-promos-and-blog.md): drafts and published
 * posts with a cover uploaded like a product's picture and a body sanitised on write. Every
 * write is one transaction with its audit entry, refused when it started from an older
 * version, and then tells every process's blog cache (`changed`), so the storefront's list,
 * post pages and sitemap follow at once.
 */
export function createBlogAdmin(db: Db, deps: { uploads: UploadsService; changed: () => Promise<void> }) {
  async function read(id?: number, now = new Date()): Promise<AdminPost[]> {
    const rows = await db
      .select({ post: blogPosts, widths: uploadedImages.widths, avifWidths: uploadedImages.avifWidths })
      .from(blogPosts)
      .leftJoin(uploadedImages, eq(uploadedImages.hash, blogPosts.coverHash))
      .where(id === undefined ? undefined : eq(blogPosts.id, id))
      .orderBy(desc(blogPosts.postedOn), desc(blogPosts.id));
    const hi = await postsHi(db, id);
    return rows.map(({ post: r, widths, avifWidths }) => {
      const copies = r.coverHash && widths ? uploadedPicture(r.coverHash, widths, avifWidths) : null;
      return {
        id: r.id,
        urlTitle: r.urlTitle,
        title: r.title,
        author: r.authorName,
        postedOn: r.postedOn,
        summary: r.shortDescription,
        bodyHtml: r.bodyHtml,
        cover: {
          url: r.imageUrl,
          srcset: copies?.srcset ?? null,
          ...(copies?.avifSrcset ? { avifSrcset: copies.avifSrcset } : {}),
          alt: r.imageAlt ?? r.title,
        },
        published: r.isPublished,
        status: statusOf(r, now),
        version: r.version,
        updatedAt: r.updatedAt,
        hi: hi.get(r.id) ?? NO_POST_HI,
      };
    });
  }

  async function get(id: number): Promise<AdminPost> {
    const [post] = await read(id);
    if (!post) throw notFound("No such post.");
    return post;
  }

  /** The columns from the form; the cover only when one was sent (an edit keeps its own). */
  async function columns(input: PostInput) {
    const address = input.url_title || addressFor(input.title);
    if (!address) {
      throw invalidInput(blogMessages.address, { url_title: blogMessages.address });
    }
    const cover = input.cover ? await deps.uploads.find(input.cover, "cover") : undefined;
    return {
      address,
      set: {
        title: input.title,
        urlTitle: address,
        authorName: input.author,
        postedOn: indiaDayStart(input.posted_on),
        shortDescription: input.summary,
        bodyHtml: cleanHtml(input.body),
        imageAlt: input.cover_alt,
        isPublished: input.published,
        ...(cover
          ? { coverHash: cover.hash, imageUrl: uploadUrl(cover.hash, cover.widths.at(-1) ?? 0) }
          : {}),
      },
    };
  }

  async function thenChanged(id: number) {
    await deps.changed();
    return get(id);
  }

  return {
    /** Every post, drafts too, the latest-dated first. */
    list: (now?: Date) => read(undefined, now),
    get,
    /** The post to show, or undefined (a page's 404). */
    find: async (id: number) => (await read(id))[0],

    async create(actor: AuditActor, input: PostInput): Promise<AdminPost> {
      const { address, set } = await columns(input);
      if (!set.coverHash) throw invalidInput(blogMessages.cover, { cover: blogMessages.cover });
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(blogPosts)
            .values({ ...set, imageUrl: set.imageUrl ?? "" })
            .returning();
          const hi = input.hi ? await writePostHi(tx, row.id, input.hi) : NO_POST_HI;
          await audit(tx, actor, "create", row.id, { after: audited(row, hi) });
          return row.id;
        })
        .catch((error) => addressTaken(error, address));
      return thenChanged(id);
    },

    async update(actor: AuditActor, id: number, version: number, input: PostInput): Promise<AdminPost> {
      const { address, set } = await columns(input);
      await db
        .transaction(async (tx) => {
          const old = await lockPost(tx, id, version);
          const oldHi = (await postsHi(tx, id)).get(id) ?? NO_POST_HI;
          const [row] = await tx
            .update(blogPosts)
            .set({ ...set, ...nextVersion })
            .where(eq(blogPosts.id, id))
            .returning();
          const hi = input.hi ? await writePostHi(tx, id, input.hi) : oldHi;
          const action =
            old.isPublished === row.isPublished ? "update" : row.isPublished ? "publish" : "unpublish";
          await audit(tx, actor, action, id, { before: audited(old, oldHi), after: audited(row, hi) });
        })
        .catch((error) => addressTaken(error, address));
      return thenChanged(id);
    },

    /** Publishes a draft, or takes a post back to draft (customers no longer see it). */
    async setPublished(actor: AuditActor, id: number, version: number, published: boolean) {
      await db.transaction(async (tx) => {
        const old = await lockPost(tx, id, version);
        const [row] = await tx
          .update(blogPosts)
          .set({ isPublished: published, ...nextVersion })
          .where(eq(blogPosts.id, id))
          .returning();
        await audit(tx, actor, published ? "publish" : "unpublish", id, {
          before: audited(old),
          after: audited(row),
        });
      });
      return thenChanged(id);
    },
  };
}

export type BlogAdmin = ReturnType<typeof createBlogAdmin>;
