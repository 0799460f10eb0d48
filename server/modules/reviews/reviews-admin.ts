import { desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { REVIEW_STATUSES, type ReviewLang, type ReviewStatus } from "../../../lib/reviews";
import type { Db } from "../../db/client";
import { likeText, type Paged, pagedListByStatus } from "../../db/paged-list";
import { notFound } from "../../domain-error";
import { users } from "../accounts";
import { products } from "../catalog";
import { type AuditActor, auditOf, staff } from "../staff";
import { refreshRating } from "./product-rating";
import { photosOf, type ReviewPhoto } from "./review-photos";
import { reviews } from "./reviews.schema";
import { reviewMessages } from "./reviews-messages";

/** The back office's list: a status tab, the search box (a review number, a product, a customer, words), the page. */
export interface ReviewFilter {
  status?: ReviewStatus;
  q?: string;
  page?: number;
}

/** A review as staff see it: who wrote it (their whole name and account), and where it stands. */
export interface AdminReviewRow {
  id: number;
  productId: number;
  productName: string;
  customerId: number;
  customerName: string;
  stars: number;
  text: string;
  lang: ReviewLang;
  status: ReviewStatus;
  answer: string | null;
  answeredAt: Date | null;
  answeredBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdminReview extends AdminReviewRow {
  photos: ReviewPhoto[];
  publishedAt: Date | null;
}

const columns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  customerId: reviews.userId,
  customerName: users.fullName,
  stars: reviews.stars,
  text: reviews.body,
  lang: reviews.lang,
  status: reviews.status,
  answer: reviews.answer,
  answeredAt: reviews.answeredAt,
  answeredBy: staff.name,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  publishedAt: reviews.publishedAt,
};

function search(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const words = or(...[products.name, users.fullName, reviews.body].map((c) => ilike(c, likeText(text))));
  const number = /^#?(\d{1,9})$/.exec(text);
  return number ? or(eq(reviews.id, Number(number[1])), words) : words;
}

const audit = auditOf("review");

/**
 * Staff moderating reviews (the `reviews` permission): the list by status, one review, publish,
 * hide and the shop's answer. Each write is audited in its transaction; one that changes what
 * customers see sets the product's average again and tells every process to drop its copies.
 */
export function createReviewsAdmin(db: Db, deps: { changed?: () => unknown } = {}) {
  async function get(id: number): Promise<AdminReview> {
    const [row] = await db
      .select(columns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(staff, eq(staff.id, reviews.answeredBy))
      .where(eq(reviews.id, id));
    if (!row) throw notFound(reviewMessages.notFound);
    return { ...row, photos: (await photosOf(db, [id])).get(id) ?? [] };
  }

  return {
    /** Newest change first, 25 a page, with how many reviews each status has. */
    list(f: ReviewFilter): Promise<Paged<AdminReviewRow> & { counts: Record<ReviewStatus, number> }> {
      return pagedListByStatus(db, {
        rows: db.select(columns).from(reviews).$dynamic(),
        table: reviews,
        join: (q) =>
          q
            .innerJoin(products, eq(products.id, reviews.productId))
            .innerJoin(users, eq(users.id, reviews.userId))
            .leftJoin(staff, eq(staff.id, reviews.answeredBy)),
        where: [search(f.q)],
        status: { column: reviews.status, statuses: REVIEW_STATUSES, chosen: f.status },
        orderBy: [desc(reviews.updatedAt), desc(reviews.id)],
        page: f.page,
      }) as Promise<Paged<AdminReviewRow> & { counts: Record<ReviewStatus, number> }>;
    },

    get,

    /** Publishes or hides the review; answers whether its status changed. */
    async move(id: number, by: AuditActor, status: "published" | "hidden"): Promise<boolean> {
      const moved = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
        if (!before) throw notFound(reviewMessages.notFound);
        if (before.status === status) return false;
        const now = new Date();
        await tx
          .update(reviews)
          .set({ status, ...(status === "published" ? { publishedAt: now } : {}) })
          .where(eq(reviews.id, id));
        await audit(tx, by, status === "published" ? "publish" : "hide", id, {
          before: { status: before.status },
          after: { status, product_id: before.productId, stars: before.stars },
        });
        await refreshRating(tx, before.productId);
        return true;
      });
      if (moved) await deps.changed?.();
      return moved;
    },

    /** Sets the shop's answer under the review (an empty one takes it away). */
    async answer(id: number, by: AuditActor & { staffId: number }, text: string) {
      const shown = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
        if (!before) throw notFound(reviewMessages.notFound);
        const answer = text.trim() || null;
        await tx
          .update(reviews)
          .set({ answer, answeredBy: answer ? by.staffId : null, answeredAt: answer ? new Date() : null })
          .where(eq(reviews.id, id));
        await audit(tx, by, answer ? "answer" : "remove_answer", id, {
          before: { answer: before.answer },
          after: { answer },
        });
        return before.status === "published";
      });
      if (shown) await deps.changed?.();
    },
  };
}

export type ReviewsAdmin = ReturnType<typeof createReviewsAdmin>;
