/**
 * Sentences the server and the shared form rules (lib/validation) write in English, said in
 * another language: a dictionary from the English sentence to its translation. An entry may
 * have numbered holes, "Must be at most {0} characters." → "ज़्यादा से ज़्यादा {0} अक्षर।", which
 * match any text. A sentence the dictionary does not know stays English (developer-facing
 * messages of the API, say).
 */
export type Sentences = Readonly<Record<string, string>>;

interface Pattern {
  match: RegExp;
  /** Which hole each captured group fills. */
  holes: number[];
  to: string;
}

const patternsOf = new WeakMap<Sentences, Pattern[]>();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patterns(dict: Sentences): Pattern[] {
  let list = patternsOf.get(dict);
  if (list) return list;
  list = [];
  for (const [from, to] of Object.entries(dict)) {
    if (!/\{\d\}/.test(from)) continue;
    const holes: number[] = [];
    const source = from
      .split(/(\{\d\})/)
      .map((part) => {
        const hole = /^\{(\d)\}$/.exec(part);
        if (!hole) return escapeRegExp(part);
        holes.push(Number(hole[1]));
        return "(.+?)";
      })
      .join("");
    list.push({ match: new RegExp(`^${source}$`, "s"), holes, to });
  }
  patternsOf.set(dict, list);
  return list;
}

/** The sentence in the dictionary's language, or as it was when the dictionary lacks it. */
export function translateSentence(sentence: string, dict: Sentences): string {
  const exact = dict[sentence];
  if (exact !== undefined) return exact;
  for (const p of patterns(dict)) {
    const m = p.match.exec(sentence);
    if (!m) continue;
    const values: string[] = [];
    // A hole's text may itself be a known word ("packed" in "Order #4 is packed and ...").
    p.holes.forEach((hole, i) => {
      values[hole] = dict[m[i + 1]] ?? m[i + 1];
    });
    return p.to.replace(/\{(\d)\}/g, (_, i: string) => values[Number(i)] ?? "");
  }
  return sentence;
}
