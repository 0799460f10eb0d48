import { and, eq } from "drizzle-orm";
import type { Lang } from "../../../lib/i18n/language";
import type { PostInput } from "../../../lib/validation/blog";
import { cleanHtml } from "../../clean-html";
import type { Db } from "../../db/client";
import type { Tx } from "../staff";
import { blogPostTranslations } from "./blog.schema";

/**
 * A blog post's Hindi as the back office reads and writes it (docs/decisions/0017-content-in-hindi.md),
 * beside the English in the same transaction. Text is stored NFC; the body is sanitised like
 * the English one. All fields empty: the row goes, and the storefront shows the English.
 */
const LANG: Exclude<Lang, "en"> = "hi";
const nfc = (s: string) => s.normalize("NFC");

export interface PostHi {
  title: string;
  summary: string;
  bodyHtml: string;
}
export const NO_POST_HI: PostHi = { title: "", summary: "", bodyHtml: "" };

/** Every post's Hindi by post id (posts without one are not in the map). */
export async function postsHi(db: Db | Tx, postId?: number): Promise<Map<number, PostHi>> {
  const rows = await db
    .select({
      id: blogPostTranslations.postId,
      title: blogPostTranslations.title,
      summary: blogPostTranslations.shortDescription,
      bodyHtml: blogPostTranslations.bodyHtml,
    })
    .from(blogPostTranslations)
    .where(
      and(
        eq(blogPostTranslations.lang, LANG),
        postId === undefined ? undefined : eq(blogPostTranslations.postId, postId),
      ),
    );
  return new Map(rows.map(({ id, ...hi }) => [id, hi]));
}

/** Saves a post's Hindi; answers it as stored. */
export async function writePostHi(
  tx: Tx,
  postId: number,
  input: NonNullable<PostInput["hi"]>,
): Promise<PostHi> {
  const body = input.body.replace(/<[^>]*>|&nbsp;|\s/g, "") ? nfc(cleanHtml(input.body)) : "";
  const hi: PostHi = { title: nfc(input.title), summary: nfc(input.summary), bodyHtml: body };
  const where = and(eq(blogPostTranslations.postId, postId), eq(blogPostTranslations.lang, LANG));
  if (!hi.title && !hi.summary && !hi.bodyHtml) {
    await tx.delete(blogPostTranslations).where(where);
    return NO_POST_HI;
  }
  const set = { title: hi.title, shortDescription: hi.summary, bodyHtml: hi.bodyHtml };
  await tx
    .insert(blogPostTranslations)
    .values({ postId, lang: LANG, ...set })
    .onConflictDoUpdate({ target: [blogPostTranslations.postId, blogPostTranslations.lang], set });
  return hi;
}
