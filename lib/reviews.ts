/**
 * Ratings and reviews, the rules both sides read (docs/decisions/0045-ratings-and-reviews.md):
 * whole stars from 1 to 5, a plain-text review in Hindi or English, up to 3 photos, and the
 * statuses staff move a review between.
 */

/** The rating component's scale: 5 stars, precision 1 (whole stars only). */
export const MAX_STARS = 5;
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** A new or edited review waits for staff (pending); staff publish it or hide it. */
export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The languages a review may be written in. */
export const REVIEW_LANGS = ["en", "hi"] as const;
export type ReviewLang = (typeof REVIEW_LANGS)[number];

export const REVIEW_TEXT_MAX = 2000;
export const ANSWER_TEXT_MAX = 2000;
export const MAX_REVIEW_PHOTOS = 3;
/** A customer's photo, as sent: 5 MB at most (a phone's camera JPEG is 2 to 4 MB). */
export const MAX_REVIEW_PHOTO_BYTES = 5 * 1024 * 1024;
/** A review form's body past 3 such photos (413, before anything is read). */
export const REVIEW_PHOTOS_TOO_LARGE = "The photos are too large: 3 photos of 5 MB each at most.";

/** What customers see of a product's published ratings: the average to one decimal and how many. */
export interface RatingSummary {
  /** 4.3: one decimal. */
  average: number;
  count: number;
}

/** The summary from the stored count and sum of stars; none when nobody has rated. */
export function ratingOf(count: number, totalStars: number): RatingSummary | undefined {
  if (count <= 0) return undefined;
  return { average: Math.round((totalStars * 10) / count) / 10, count };
}

/** The average as the pages write it: "4.0", "4.3" (one decimal, always). */
export const averageText = (average: number) => average.toFixed(1);

/** Markup in a review: a tag such as <b>, </p>, <img …> or <!-- … -->. "<3" and "a < b" are not. */
const TAG = /<\s*\/?\s*[a-z!?][^<>]*>/i;
export const hasMarkup = (text: string) => TAG.test(text);

/** Letters of a script other than Latin and Devanagari: a review must be in English or Hindi. */
const OTHER_LETTERS = /(?![\p{Script=Latin}\p{Script=Devanagari}])\p{L}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * The language of a review's text: Hindi when it holds Devanagari, else English (Hinglish in
 * Latin letters reads as English); `fallback` when there is no text. Null when it is written in
 * another script, which the shop cannot moderate.
 */
export function reviewLangOf(text: string, fallback: ReviewLang): ReviewLang | null {
  if (OTHER_LETTERS.test(text)) return null;
  if (DEVANAGARI.test(text)) return "hi";
  return /\p{L}/u.test(text) ? "en" : fallback;
}

/**
 * What the shop shows of a reviewer: the first name and the initial of the last ("Asha D."),
 * never the whole name, email or phone.
 */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "";
  const last = parts.length > 1 ? ` ${[...parts[parts.length - 1]][0]}.` : "";
  return `${parts[0]}${last}`;
}
