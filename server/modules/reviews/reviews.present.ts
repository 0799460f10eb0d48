import { z } from "zod";
import { REVIEW_LANGS, REVIEW_STATUSES } from "../../../lib/reviews";
import { isoDate } from "../orders";
import type { ReviewPhoto } from "./review-photos";
import type { MyReview, PublicReview } from "./reviews.service";
import type { AdminReview, AdminReviewRow } from "./reviews-admin";

/** Reviews as the JSON API sends them (and the back office's loaders hand to its pages). */

const photoWire = z.object({
  photo_id: z.number().int(),
  url: z.string().describe("The largest WebP copy (no location or camera data: re-encoded when sent)."),
  srcset: z.string(),
  avif_srcset: z
    .string()
    .optional()
    .describe("For browsers that read AVIF: each width's smaller copy; absent when no width has AVIF."),
  width: z.number().int(),
  height: z.number().int(),
});
const presentPhotos = (photos: ReviewPhoto[]): z.input<typeof photoWire>[] =>
  photos.map((p) => ({
    photo_id: p.id,
    url: p.url,
    srcset: p.srcset,
    ...(p.avifSrcset ? { avif_srcset: p.avifSrcset } : {}),
    width: p.width,
    height: p.height,
  }));

export const adminReviewRowWire = z.object({
  review_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  customer_id: z.number().int(),
  customer_name: z
    .string()
    .describe("The account's whole name (customers see the first name and an initial)."),
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  lang: z.enum(REVIEW_LANGS),
  status: z.enum(REVIEW_STATUSES),
  answer: z.string().nullable().describe("The shop's public answer, if any."),
  answered_by: z.string().nullable(),
  answered_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate.describe("The customer's last change (a change waits for staff again)."),
});

export const adminReviewListWire = z.object({
  rows: z.array(adminReviewRowWire),
  total: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
  counts: z
    .record(z.enum(REVIEW_STATUSES), z.number().int())
    .describe("Reviews per status under the search."),
});

export const adminReviewWire = adminReviewRowWire.extend({
  published_at: isoDate.nullable(),
  photos: z.array(photoWire),
});

export const presentAdminReviewRow = (r: AdminReviewRow): z.input<typeof adminReviewRowWire> => ({
  review_id: r.id,
  product_id: r.productId,
  product_name: r.productName,
  customer_id: r.customerId,
  customer_name: r.customerName,
  stars: r.stars,
  text: r.text,
  lang: r.lang,
  status: r.status,
  answer: r.answer,
  answered_by: r.answeredBy,
  answered_at: r.answeredAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const presentAdminReview = (r: AdminReview): z.input<typeof adminReviewWire> => ({
  ...presentAdminReviewRow(r),
  published_at: r.publishedAt?.toISOString() ?? null,
  photos: presentPhotos(r.photos),
});

const answerWire = z.object({ text: z.string(), at: isoDate }).nullable().describe("The shop's answer.");

export const publicReviewWire = z.object({
  review_id: z.number().int(),
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  lang: z.enum(REVIEW_LANGS),
  author: z.string().describe("The reviewer's first name and the initial of the last."),
  published_at: isoDate,
  photos: z.array(photoWire),
  answer: answerWire,
});

export const presentPublicReview = (r: PublicReview): z.input<typeof publicReviewWire> => ({
  review_id: r.id,
  stars: r.stars,
  text: r.text,
  lang: r.lang,
  author: r.author,
  published_at: r.publishedAt.toISOString(),
  photos: presentPhotos(r.photos),
  answer: r.answer && { text: r.answer.text, at: r.answer.at.toISOString() },
});

export const myReviewWire = z.object({
  review_id: z.number().int(),
  product_id: z.number().int(),
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  status: z
    .enum(REVIEW_STATUSES)
    .describe("pending until the shop has checked it, then published or hidden."),
  photos: z.array(photoWire),
  answer: answerWire,
  updated_at: isoDate,
});

export const presentMyReview = (r: MyReview): z.input<typeof myReviewWire> => ({
  review_id: r.id,
  product_id: r.productId,
  stars: r.stars,
  text: r.text,
  status: r.status,
  photos: presentPhotos(r.photos),
  answer: r.answer && { text: r.answer.text, at: r.answer.at.toISOString() },
  updated_at: r.updatedAt.toISOString(),
});
