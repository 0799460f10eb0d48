import { z } from "zod";
import {
  ANSWER_TEXT_MAX,
  hasMarkup,
  MAX_STARS,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  reviewLangOf,
} from "../reviews";
import { id, multiline } from "./fields";

// Ratings and reviews (docs/decisions/0045-ratings-and-reviews.md): the customer's form on the
// product page and the staff's forms, checked in the browser, by the pages' actions and by the
// API with the same rules and sentences.

export const CHOOSE_STARS = "Choose from 1 to 5 stars.";
export const NO_MARKUP = "Write the review as plain text, without HTML tags such as <b>.";
export const HINDI_OR_ENGLISH = "Please write the review in Hindi or English.";

/** Whole stars, 1 to 5: a radio's value ("4") or a number. */
export const starsField = z
  .union([z.number(), z.string().trim()], { error: CHOOSE_STARS })
  .transform((v) => (v === "" ? Number.NaN : Number(v)))
  .pipe(
    z.number({ error: CHOOSE_STARS }).int(CHOOSE_STARS).min(1, CHOOSE_STARS).max(MAX_STARS, CHOOSE_STARS),
  );

/** The review's words: optional, plain text in Hindi or English. */
export const reviewTextField = multiline(
  z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, `The review is too long: ${REVIEW_TEXT_MAX} characters at most.`)
    .refine((v) => !hasMarkup(v), NO_MARKUP)
    .refine((v) => reviewLangOf(v, "en") !== null, HINDI_OR_ENGLISH)
    .optional()
    .default(""),
);

/**
 * The product page's review form: the stars, the words, the review being edited (absent for a
 * new one) and the photos to take off it. The photos sent come as files beside these fields.
 */
export const reviewFields = z.object({
  stars: starsField,
  text: reviewTextField,
  reviewId: id("This review was not found.").optional(),
  remove: z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) =>
      (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((s) => /^\d{1,9}$/.test(s)).map(Number),
    ),
});
export type ReviewInput = z.output<typeof reviewFields>;

export const reviewStatusField = z.enum(REVIEW_STATUSES, {
  error: "Choose a status: pending, published or hidden.",
});

/** The back office's answer under a review: empty takes the answer away. */
export const reviewAnswerFields = z.object({
  answer: multiline(
    z
      .string()
      .trim()
      .max(ANSWER_TEXT_MAX, `The answer is too long: ${ANSWER_TEXT_MAX} characters at most.`)
      .refine((v) => !hasMarkup(v), "Write the answer as plain text, without HTML tags.")
      .optional()
      .default(""),
  ),
});

/** Publishing or hiding a review. */
export const reviewMoveFields = z.object({
  status: z.enum(["published", "hidden"], { error: "Publish or hide the review." }),
});
