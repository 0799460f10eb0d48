/**
 * Typo tolerance for the product search, done on the catalogue's own vocabulary (the words of
 * its names, table search_words): a typed word that starts none of them is also looked for as
 * the most similar ones (trigram similarity, as PostgreSQL's pg_trgm computes it). Computed here
 * rather than by pg_trgm itself because pg_trgm splits words by the server's locale, which can
 * cut Devanagari words at their vowel signs; this way PGlite and PostgreSQL agree.
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

/** How alike two words must be to count as a typo of each other ("bindi" and "bhindi": 0.44). */
const THRESHOLD = 0.4;

/**
 * Up to three catalogue words closest to `term` (trigram similarity, as pg_trgm computes it),
 * most similar first; none when nothing is close. The caller decides when a word is a typo.
 */
export function closestWords(term: string, vocabulary: readonly string[]): string[] {
  return vocabulary
    .map((w) => ({ w, s: similarity(term, w) }))
    .filter((x) => x.s >= THRESHOLD)
    .sort((a, b) => b.s - a.s || a.w.localeCompare(b.w))
    .slice(0, 3)
    .map((x) => x.w);
}
