/**
 * Which of the product page's forms an answer belongs to: "Notify me" tags its own (the review
 * form posts to the same page). Apart from the form's zod schema, so the page's scripts need no zod.
 */
export const NOTIFY_TAG = { form: "notify" } as const;
