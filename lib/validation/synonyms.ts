import { z } from "zod";

// A search synonym as the back office's form and API take it (docs/decisions/0017-content-in-hindi.md):
// one rule set for the browser and the server.

const TERM = "Enter one word customers type (2–40 letters, no spaces), e.g. bhindi.";
const WORD = "Each word must be 1–60 characters.";

/** Lower case and NFC, so "Bhindi" and "bhindi" are one term and Devanagari matches however typed. */
const clean = (s: string) => s.normalize("NFC").trim().toLowerCase();

export const synonymFields = z.object({
  term: z
    .string({ error: TERM })
    .transform(clean)
    .pipe(
      z
        .string()
        .min(2, TERM)
        .max(40, TERM)
        .regex(/^[\p{L}\p{M}\p{N}-]+$/u, TERM),
    ),
  /** The words the term stands for: what product or category names hold ("okra", "भिंडी"). */
  words: z
    .array(z.string({ error: WORD }).transform(clean).pipe(z.string().min(1, WORD).max(60, WORD)), {
      error: "Enter the words it stands for.",
    })
    .transform((words) => [...new Set(words)])
    .pipe(
      z
        .array(z.string())
        .min(1, "Enter at least one word it stands for.")
        .max(10, "At most 10 words per synonym."),
    ),
});
export type SynonymInput = z.output<typeof synonymFields>;

/** "okra, भिंडी" as typed in one field → ["okra", "भिंडी"]. */
export const splitWords = (text: string) =>
  text
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);
