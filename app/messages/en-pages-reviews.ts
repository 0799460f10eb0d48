import { plural, tpl } from "../i18n/template";

/**
 * Ratings and reviews (part of en-pages.ts): the stars on cards and the product page, the
 * published reviews and the customer's own form (docs/decisions/0045-ratings-and-reviews.md).
 */
export const enReviewPages = {
  reviews: {
    title: "Ratings and reviews",
    /** The average as words for screen readers, with how many rated. */
    ratedOne: tpl<[average: string]>("Rated {0} out of 5 by 1 customer"),
    rated: tpl<[average: string, count: number]>("Rated {0} out of 5 by {1} customers"),
    outOf: tpl<[average: string]>("{0} out of 5"),
    count: plural("1 rating", "{0} ratings"),
    none: "No ratings yet. Customers who received this product can rate it.",
    starsOf: tpl<[stars: number]>("{0} out of 5 stars"),
    on: tpl<[date: string]>("on {0}"),
    shopAnswer: "The shop's answer",
    /** A photo's text alternative: who sent it, and which of theirs. */
    photoOf: tpl<[n: number, author: string]>("Sent with {1}'s review ({0})"),
    yourPhotoOf: tpl<[n: number]>("Sent with your review ({0})"),
    pages: "Review pages",
    newer: "Newer reviews",
    older: "Older reviews",
    // The customer's form
    writeTitle: "Rate this product",
    editTitle: "Your review",
    yourStars: "Your rating",
    star: plural("1 star", "{0} stars"),
    text: "Your review (optional)",
    textHint: "Plain text, in Hindi or English: what you grew, the dose you used, what you saw.",
    photos: "Photos (optional)",
    photosHint: "Up to 3 photos (JPEG, PNG or WebP, 5 MB each). Location and camera details are removed.",
    yourPhotos: "Your photos",
    removePhoto: tpl<[n: number]>("Remove photo {0}"),
    submit: "Submit review",
    update: "Update review",
    saving: "Saving...",
    status: {
      pending: "Waiting for the shop's check: only you see it for now.",
      published: "Published: everyone sees it.",
      hidden: "Hidden by the shop: only you see it.",
    },
    signIn: "Log in to rate this product",
    notEligible:
      "Only a customer who has received this product can rate it: you can rate it once an order with it has been delivered to you.",
    /** The link on a delivered order's lines (app/routes/order.$orderId.tsx). */
    rateThis: "Rate this product",
    yourRating: tpl<[stars: number]>("Your rating: {0} of 5"),
  },
} as const;
