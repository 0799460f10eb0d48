import { z } from "zod";
import { id } from "../../../lib/validation/fields";
import { reviewStatusField } from "../../../lib/validation/reviews";
import { presentAdminReview, presentAdminReviewRow } from "./reviews.present";
import type { ReviewsAdmin } from "./reviews-admin";

// The back office's review queries (docs/decisions/0029-use-cases-and-borders.md): what its
// pages and the admin API both answer, presented once.

const PAGE = "The page must be a whole number from 1.";

export const reviewIdField = id("review_id must be a review number.");

/** The list's filters, as the API and the list page's query (/admin/reviews?status=pending) give them. */
export const reviewListBody = z.object({
  status: reviewStatusField.optional(),
  q: z.string().trim().max(100, "Search for at most 100 characters.").optional(),
  page: z.coerce.number({ error: PAGE }).int(PAGE).min(1, PAGE).max(100_000, PAGE).optional(),
});

/** A page of reviews, the latest change first, with the counts per status. */
export async function reviewList(admin: ReviewsAdmin, filter: z.output<typeof reviewListBody>) {
  const list = await admin.list(filter);
  return { ...list, rows: list.rows.map(presentAdminReviewRow) };
}

/** One review with its photos; not_found when there is none. */
export async function reviewView(admin: ReviewsAdmin, reviewId: number) {
  return presentAdminReview(await admin.get(reviewId));
}

export type AdminReviewView = Awaited<ReturnType<typeof reviewView>>;
export type AdminReviewListRow = ReturnType<typeof presentAdminReviewRow>;
