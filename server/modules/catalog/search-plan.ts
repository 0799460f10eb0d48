import { closestWords as closeWords } from "./fuzzy";
import { normaliseWord, searchWords } from "./search-words";

/**
 * What one typed word may be found as (docs/decisions/0040-search.md): itself (also as the start
 * of a longer word), a word the synonyms say it means, or the catalogue's names' words closest to
 * it when it is a typo. `factor` ranks them: the word as typed counts whole, a synonym's word
 * three quarters, a typo's correction half.
 */
export interface Alternative {
  /** One word, or several that must all be there ("bottle gourd"). */
  words: string[];
  prefix: boolean;
  factor: 1 | 0.75 | 0.5;
}
export type TermGroup = Alternative[];

/** What the plan knows of the catalogue: its names' words, and staff's synonyms. */
export interface SearchIndex {
  /** Distinct words (3+ letters) of the products' names in every language, as the search keeps them. */
  words: string[];
  /** A synonym's term (as the search keeps it) → the phrases it stands for, each as its words. */
  synonyms: Map<string, string[][]>;
}

/** A synonym's term starting with what was typed, once it is this long, counts too ("dha" → dhaan). */
const SYNONYM_PREFIX = 3;
/** Typos are forgiven from this many letters on ("bindi" → bhindi). */
export const MIN_TYPO_LETTERS = 4;

/** Staff's synonyms as the plan reads them: term and phrases through the same word rules. */
export function synonymMap(rows: { term: string; words: string[] }[]): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const row of rows) {
    const phrases = row.words.map((w) => searchWords(w)).filter((p) => p.length > 0);
    out.set(normaliseWord(row.term.normalize("NFC").toLowerCase()), phrases);
  }
  return out;
}

/** Neighbouring typed words that the catalogue writes as one ("coco peat" → cocopeat) become one. */
function joinKnownPairs(words: string[], known: Set<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = words[i] + (words[i + 1] ?? "");
    if (i + 1 < words.length && known.has(joined)) {
      out.push(joined);
      i++;
    } else out.push(words[i]);
  }
  return out;
}

/** The groups of alternatives to look for, one group per typed word: a product must match each. */
export function planSearch(typed: string[], index: SearchIndex): TermGroup[] {
  const known = new Set(index.words);
  return joinKnownPairs(typed, known).map((term) => {
    const group: TermGroup = [{ words: [term], prefix: true, factor: 1 }];
    const startsSome = index.words.some((w) => w.startsWith(term)) || index.synonyms.has(term);
    const corrected =
      !startsSome && [...term].length >= MIN_TYPO_LETTERS
        ? closeWords(term, [...index.words, ...index.synonyms.keys()]).filter((w) => w !== term)
        : [];
    for (const w of corrected) group.push({ words: [w], prefix: false, factor: 0.5 });
    const synonymTerms = [term, ...corrected];
    // A word still being typed ("dha") that no name holds: the synonyms it starts.
    if (!startsSome && [...term].length >= SYNONYM_PREFIX) {
      for (const t of index.synonyms.keys()) if (t.startsWith(term)) synonymTerms.push(t);
    }
    for (const t of synonymTerms) {
      for (const phrase of index.synonyms.get(t) ?? []) {
        const factor = corrected.includes(t) ? 0.5 : 0.75;
        group.push({ words: phrase, prefix: false, factor });
      }
    }
    return group;
  });
}
