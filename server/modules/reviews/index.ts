/**
 * Ratings and reviews (docs/decisions/0045-ratings-and-reviews.md), the module's one entry: the
 * customers' reviews and who may write one, the back office's moderation, and the one request
 * to rate a delivered order.
 */
export { ASK_AFTER_MS, askForRating, sendDueRatingAsks } from "./rating-asks";
export type { ReviewPhoto } from "./review-photos";
// For the back office's pages (the admin API answers the same).
export {
  type AdminReviewListRow,
  type AdminReviewView,
  reviewList,
  reviewListBody,
  reviewView,
} from "./reviews.queries";
export { ratingAsks, reviewPhotos, reviews } from "./reviews.schema";
export {
  createReviewsService,
  type MyReview,
  type PublicReview,
  REVIEWS_PER_PAGE,
  type ReviewDraft,
  type ReviewStanding,
  type ReviewsService,
} from "./reviews.service";
export { createReviewsAdmin, type ReviewFilter, type ReviewsAdmin } from "./reviews-admin";
export { reviewMessages } from "./reviews-messages";
