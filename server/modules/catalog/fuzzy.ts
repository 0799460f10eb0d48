/**
 * Typo tolerance for the product search, done on the catalogue's own vocabulary: a word of
 * 5+ letters that appears in no product name is replaced by the most similar words that do
 * (trigram similarity, as PostgreSQL's pg_trgm computes it). The database then only runs
 * plain, index-backed ILIKE matches.
 */

/** The trigrams of a word, padded as pg_trgm pads them ("  w", " wo", ..., "rd "). */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

export const MIN_TYPO_WORD = 5;
const THRESHOLD = 0.45;

/**
 * The words to look for in place of `term`: the term itself when some catalogue word holds
 * it, otherwise up to three close catalogue words (none when nothing is close).
 */
export function alternatives(term: string, vocabulary: readonly string[]): string[] {
  if (term.length < MIN_TYPO_WORD || vocabulary.some((w) => w.includes(term))) return [term];
  const scored = vocabulary
    .map((w) => ({ w, s: similarity(term, w) }))
    .filter((x) => x.s >= THRESHOLD)
    .sort((a, b) => b.s - a.s || a.w.localeCompare(b.w))
    .slice(0, 3)
    .map((x) => x.w);
  return scored.length ? scored : [term];
}
