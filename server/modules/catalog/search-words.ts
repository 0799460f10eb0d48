/**
 * The words of the product search, made the same way from what a customer types and from what
 * a product says (docs/decisions/0040-search.md): lower case, NFC, split on anything that is not a
 * letter, mark or digit, one spelling for words India writes two ways, and English plurals made
 * singular. Both sides going through these rules is what lets "Tomato Seeds" be found by "tomato
 * seed" and "fertiliser" find "Fertilizer".
 */

/** Words that say nothing about the product: English, Hindi and Hindi in Latin letters. */
export const STOP_WORDS = new Set([
  // English
  ...["a", "an", "the", "for", "of", "and", "or", "with", "in", "on", "to", "by", "from", "my"],
  ...["best", "buy", "online", "price", "rate", "good", "use", "used", "which", "what", "how"],
  // Hinglish
  ...["ke", "ka", "ki", "ko", "se", "me", "mein", "liye", "lie", "wala", "wali", "wale", "aur"],
  ...["hai", "hain", "kya", "kaise", "kon", "kaun", "sa", "si", "vala", "vali"],
  // Hindi
  ...["के", "का", "की", "को", "से", "में", "लिए", "वाला", "वाली", "वाले", "और", "है", "हेतु", "क्या"],
]);

/** Spellings folded into one (British and American, and the ways Indian labels write them). */
const SPELLINGS: [RegExp, string][] = [
  [/^sulph/, "sulf"],
  [/^colour/, "color"],
  [/^mould/, "mold"],
  [/^aluminium/, "aluminum"],
  [/^chili(es)?$/, "chilli"],
  [/^chilies$/, "chilli"],
  // fertiliser, fertilisers, pulverised, stabilised: the -ise- of British English.
  [/^(\w{4,}i)s(e|es|er|ers|ed|ing|ation)$/, "$1z$2"],
];

/** English plurals to the singular, for Latin words of 4+ letters: seeds, tomatoes, berries. */
function singular(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** One word as the search keeps it. */
export function normaliseWord(word: string): string {
  let w = word;
  for (const [from, to] of SPELLINGS) w = w.replace(from, to);
  return singular(w);
}

/** The raw words of a text, in any script ("Okra (Bhindi)" → okra, bhindi; "भिंडी के बीज" → …). */
export const splitWords = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

/** A text's words as the search keeps them, stop words left out. */
export const searchWords = (text: string) =>
  splitWords(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(normaliseWord);

/** Two neighbouring words written as one ("coco peat" → cocopeat), so either way finds the other. */
export function joinedPairs(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    if (/\p{L}/u.test(words[i]) && /\p{L}/u.test(words[i + 1])) out.push(words[i] + words[i + 1]);
  }
  return out;
}

/**
 * What a customer typed, as the words to look for: at most 6 words of 40 letters. Stop words go,
 * unless nothing else is left ("for" alone is still looked for).
 */
export function queryWords(searchkey: string): string[] {
  const all = splitWords(searchkey).map((w) => w.slice(0, 40));
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length ? meaningful : all).slice(0, 6).map(normaliseWord);
}
