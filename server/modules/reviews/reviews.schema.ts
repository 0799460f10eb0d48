import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { ReviewLang, ReviewStatus } from "../../../lib/reviews";
import { createdAt, identityId, instant, requiredRef, updatedAt } from "../../db/columns";
import { users } from "../accounts";
import { products } from "../catalog";
import { orders } from "../orders";
import { staff } from "../staff";
import { uploadedImages } from "../uploads";

/**
 * A customer's rating and review of a product they received (docs/decisions/0045-ratings-and-reviews.md):
 * one per customer and product, edited in place. Only a published review counts in the
 * product's average (products.rating_count and rating_total, kept by reviews.service.ts).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: identityId(),
    productId: requiredRef("product_id", () => products.id, { onDelete: "cascade" }),
    userId: requiredRef("user_id", () => users.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    /** Plain text as the customer wrote it (no markup is accepted); may be empty. */
    body: text("body").notNull().default(""),
    lang: text("lang").$type<ReviewLang>().notNull().default("en"),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    /** The shop's public answer, who wrote it and when. */
    answer: text("answer"),
    answeredBy: integer("answered_by").references(() => staff.id, { onDelete: "set null" }),
    answeredAt: instant("answered_at"),
    /** When staff last published it (the date shown); null while it never was. */
    publishedAt: instant("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_product_user_idx").on(t.productId, t.userId),
    index("reviews_product_status_idx").on(t.productId, t.status, t.publishedAt),
    index("reviews_status_idx").on(t.status, t.updatedAt),
    index("reviews_user_idx").on(t.userId),
    check("reviews_stars", sql`${t.stars} between 1 and 5`),
    check("reviews_lang", sql`${t.lang} in ('en','hi')`),
    check("reviews_status", sql`${t.status} in ('pending','published','hidden')`),
    check("reviews_body_length", sql`char_length(${t.body}) <= 2000`),
  ],
);

/** A review's photos (at most 3, checked when saved): uploaded pictures, re-encoded without metadata. */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    id: identityId(),
    reviewId: requiredRef("review_id", () => reviews.id, { onDelete: "cascade" }),
    uploadHash: text("upload_hash")
      .notNull()
      .references(() => uploadedImages.hash),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("review_photos_review_idx").on(t.reviewId, t.uploadHash)],
);

/**
 * The one message asking a customer to rate a delivered order: written when the order is
 * delivered (its key makes a second delivery of the same order write nothing), sent by a job
 * once due. `sentAt` set: done, sent or passed over (`outcome`).
 */
export const ratingAsks = pgTable(
  "rating_asks",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    dueAt: instant("due_at").notNull(),
    sentAt: instant("sent_at"),
    /** sent: the message was queued; skipped: nothing left to rate, or no way to reach them. */
    outcome: text("outcome").$type<"sent" | "skipped">(),
    createdAt: createdAt(),
  },
  (t) => [
    index("rating_asks_due_idx").on(t.dueAt).where(sql`${t.sentAt} is null`),
    check("rating_asks_outcome", sql`${t.outcome} in ('sent','skipped')`),
  ],
);

export type Review = typeof reviews.$inferSelect;
