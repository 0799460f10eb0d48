import { MAX_REVIEW_PHOTOS } from "../../../lib/reviews";

/** What ratings and reviews say to customers and staff (Hindi: server/i18n/hi-reviews.ts). */
export const reviewMessages = {
  notEligible:
    "Only a customer who has received this product can rate it: you can rate it once an order with it has been delivered to you.",
  signIn: "Please log in to rate this product.",
  notFound: "This review was not found.",
  tooManyPhotos: `A review can have ${MAX_REVIEW_PHOTOS} photos at most: remove one before adding another.`,
  photoTooLarge: "Each photo may be 5 MB at most.",
  saved: "Thank you! Your review is saved. It will appear on the product page once the shop has checked it.",
  // Staff (the back office is English only)
  published: "Review published: customers see it now.",
  hidden: "Review hidden: customers no longer see it.",
  answered: "Answer saved: customers see it under the review.",
  answerRemoved: "Answer removed.",
} as const;
