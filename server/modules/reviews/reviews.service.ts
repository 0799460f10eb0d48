import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Lang } from "../../../lib/i18n/language";
import {
  hasMarkup,
  MAX_REVIEW_PHOTOS,
  type ReviewLang,
  type ReviewStatus,
  reviewerName,
  reviewLangOf,
} from "../../../lib/reviews";
import { HINDI_OR_ENGLISH, NO_MARKUP } from "../../../lib/validation/reviews";
import type { Db, Tx } from "../../db/client";
import { forbidden, invalidInput, notFound } from "../../domain-error";
import { users } from "../accounts";
import { orderLines, orders } from "../orders";
import { addressKey, createRateLimiter, type Limits } from "../rate-limits";
import type { UploadsService } from "../uploads";
import { refreshRating } from "./product-rating";
import { checkPhotoSizes, photosOf, type ReviewPhoto, storePhotos } from "./review-photos";
import { type Review, reviewPhotos, reviews } from "./reviews.schema";
import { reviewMessages } from "./reviews-messages";

/** Published reviews shown on a product's page at a time. */
export const REVIEWS_PER_PAGE = 10;

/** A published review as everyone sees it: the reviewer's first name and initial only. */
export interface PublicReview {
  id: number;
  stars: number;
  text: string;
  lang: ReviewLang;
  author: string;
  publishedAt: Date;
  photos: ReviewPhoto[];
  answer: { text: string; at: Date } | null;
}

/** The customer's own review, as their form edits it. */
export interface MyReview {
  id: number;
  productId: number;
  stars: number;
  text: string;
  status: ReviewStatus;
  photos: ReviewPhoto[];
  answer: { text: string; at: Date } | null;
  updatedAt: Date;
}

/** What the product page offers a signed-in customer: may they rate it, and their review if any. */
export interface ReviewStanding {
  eligible: boolean;
  review: MyReview | null;
}

/** A review as the customer sends it; the photos are the files' bytes. */
export interface ReviewDraft {
  stars: number;
  text: string;
  /** The review being edited: absent for a new one (an existing review of the product is edited all the same). */
  reviewId?: number;
  /** Photos to take off (their ids). */
  remove: number[];
  photos: Buffer[];
}

type ReviewLimits = Pick<
  Limits,
  "reviewAccount" | "reviewAddress" | "reviewPhotoAccount" | "reviewPhotoAddress"
>;

const answerOf = (r: Review) => (r.answer && r.answeredAt ? { text: r.answer, at: r.answeredAt } : null);

/** Whether the customer has an order with the product that was delivered to them. */
export async function receivedProduct(db: Pick<Db, "select">, userId: number, productId: number) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, "DELIVERED"), eq(orderLines.productId, productId)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Customers' ratings and reviews (docs/decisions/0045-ratings-and-reviews.md): only a customer
 * who received the product may write one, once per product, then edit it; each save waits for
 * staff before it shows. Saving is limited per account and per address, photos apart.
 */
export function createReviewsService(
  db: Db,
  deps: { uploads: UploadsService; limits: ReviewLimits; changed?: () => unknown },
) {
  const limiter = createRateLimiter(db);

  async function mine(where: ReturnType<typeof and>): Promise<MyReview | null> {
    const [r] = await db.select().from(reviews).where(where);
    if (!r) return null;
    const photos = (await photosOf(db, [r.id])).get(r.id) ?? [];
    return {
      id: r.id,
      productId: r.productId,
      stars: r.stars,
      text: r.body,
      status: r.status,
      photos,
      answer: answerOf(r),
      updatedAt: r.updatedAt,
    };
  }

  /** The customer's own review by its id; another's, or none, is the same not_found. */
  async function own(userId: number, reviewId: number): Promise<MyReview> {
    const found = await mine(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
    if (!found) throw notFound(reviewMessages.notFound);
    return found;
  }

  async function limit(userId: number, ip: string, photos: number) {
    const address = addressKey(ip);
    await limiter.enforce([
      { key: `review:user:${userId}`, limit: deps.limits.reviewAccount },
      { key: `review:ip:${address}`, limit: deps.limits.reviewAddress },
    ]);
    for (let i = 0; i < photos; i++) {
      await limiter.enforce([
        { key: `review-photo:user:${userId}`, limit: deps.limits.reviewPhotoAccount },
        { key: `review-photo:ip:${address}`, limit: deps.limits.reviewPhotoAddress },
      ]);
    }
  }

  /** Writes the review and its photos; answers the status it had before (null: new). */
  async function write(
    tx: Tx,
    userId: number,
    productId: number,
    d: ReviewDraft,
    lang: ReviewLang,
    hashes: string[],
  ) {
    // A first review is inserted; one that exists (or that a second save at the same moment
    // has just inserted: the unique key waits for it) is locked and edited.
    const [created] = await tx
      .insert(reviews)
      .values({ productId, userId, stars: d.stars, body: d.text, lang })
      .onConflictDoNothing()
      .returning();
    const [before] = created
      ? [undefined]
      : await tx
          .select()
          .from(reviews)
          .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
          .for("update");
    const removing = before ? d.remove : [];
    const changed =
      !before ||
      before.stars !== d.stars ||
      before.body !== d.text ||
      removing.length > 0 ||
      hashes.length > 0;
    const [row] =
      created || !before
        ? [created]
        : await tx
            .update(reviews)
            .set({
              stars: d.stars,
              body: d.text,
              lang,
              ...(changed ? { status: "pending", updatedAt: new Date() } : {}),
            })
            .where(eq(reviews.id, before.id))
            .returning();
    if (!row) throw notFound(reviewMessages.notFound);
    if (removing.length > 0) {
      await tx
        .delete(reviewPhotos)
        .where(and(eq(reviewPhotos.reviewId, row.id), inArray(reviewPhotos.id, removing)));
    }
    if (hashes.length > 0) {
      await tx
        .insert(reviewPhotos)
        .values(hashes.map((uploadHash) => ({ reviewId: row.id, uploadHash })))
        .onConflictDoNothing();
    }
    const [{ n }] = await tx
      .select({ n: count() })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, row.id));
    if (n > MAX_REVIEW_PHOTOS)
      throw invalidInput(reviewMessages.tooManyPhotos, { photos: reviewMessages.tooManyPhotos });
    if (before?.status === "published" && changed) await refreshRating(tx, productId);
    return { id: row.id, wasPublished: before?.status === "published" && changed };
  }

  return {
    /** A page of a product's published reviews, newest first, and how many there are. */
    async published(productId: number, page = 1) {
      const visible = and(eq(reviews.productId, productId), eq(reviews.status, "published"));
      const [{ n }] = await db.select({ n: count() }).from(reviews).where(visible);
      const pageCount = Math.max(1, Math.ceil(n / REVIEWS_PER_PAGE));
      const at = Math.min(Math.max(1, page), pageCount);
      const rows = await db
        .select({ review: reviews, name: users.fullName })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(visible)
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .limit(REVIEWS_PER_PAGE)
        .offset((at - 1) * REVIEWS_PER_PAGE);
      const photos = await photosOf(
        db,
        rows.map((r) => r.review.id),
      );
      const list: PublicReview[] = rows.map(({ review: r, name }) => ({
        id: r.id,
        stars: r.stars,
        text: r.body,
        lang: r.lang,
        author: reviewerName(name),
        publishedAt: r.publishedAt ?? r.updatedAt,
        photos: photos.get(r.id) ?? [],
        answer: answerOf(r),
      }));
      return { reviews: list, total: n, page: at, pageCount };
    },

    /** May the customer rate the product, and their review of it if they wrote one. */
    async standing(userId: number, productId: number): Promise<ReviewStanding> {
      const review = await mine(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
      return { eligible: review !== null || (await receivedProduct(db, userId, productId)), review };
    },

    own,

    /**
     * Writes or edits the customer's review of the product: refused (403) unless an order with
     * it was delivered to them; an id that is not one of their reviews of this product is the
     * same 404 as one that does not exist. A change waits for staff again (and leaves the
     * average until then). `pageLang` names a review without words.
     */
    async save(userId: number, productId: number, draft: ReviewDraft, from: { ip: string; pageLang: Lang }) {
      if (draft.reviewId !== undefined) {
        const found = await own(userId, draft.reviewId);
        if (found.productId !== productId) throw notFound(reviewMessages.notFound);
      }
      if (!(await receivedProduct(db, userId, productId))) throw forbidden(reviewMessages.notEligible);
      // The form's rules again (lib/validation/reviews.ts), for any caller.
      if (hasMarkup(draft.text)) throw invalidInput(NO_MARKUP, { text: NO_MARKUP });
      const lang = reviewLangOf(draft.text, from.pageLang);
      if (lang === null) throw invalidInput(HINDI_OR_ENGLISH, { text: HINDI_OR_ENGLISH });
      checkPhotoSizes(draft.photos);
      if (draft.photos.length > MAX_REVIEW_PHOTOS) {
        throw invalidInput(reviewMessages.tooManyPhotos, { photos: reviewMessages.tooManyPhotos });
      }
      await limit(userId, from.ip, draft.photos.length);
      const hashes = await storePhotos(deps.uploads, draft.photos);
      const saved = await db.transaction((tx) => write(tx, userId, productId, draft, lang, hashes));
      if (saved.wasPublished) await deps.changed?.();
      return own(userId, saved.id);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
