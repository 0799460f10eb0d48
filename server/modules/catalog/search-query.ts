import { type SQL, sql } from "drizzle-orm";
import { productSearch } from "./search.schema";
import { quoteLexeme } from "./search-documents";
import type { Alternative, TermGroup } from "./search-plan";

/** The weights of a document's parts (search.schema.ts) and what a word found there is worth. */
const WEIGHTS = [
  ["A", 8],
  ["B", 4],
  ["C", 2],
  ["D", 1],
] as const;
type Weight = (typeof WEIGHTS)[number][0];

/**
 * One alternative as a tsquery literal, its lexemes quoted so nothing parses them again: `'tomato':*`
 * (a word and any longer one it starts), `'okra':A` (only in a name), `('bottle' & 'gourd')`.
 */
function alternativeQuery(a: Alternative, weight?: Weight): string {
  const label = `${a.prefix ? "*" : ""}${weight ?? ""}`;
  const lexemes = a.words.map((w) => `${quoteLexeme(w)}${label ? `:${label}` : ""}`);
  return lexemes.length === 1 ? lexemes[0] : `(${lexemes.join(" & ")})`;
}

const anyOf = (alts: Alternative[], weight?: Weight) =>
  `(${alts.map((a) => alternativeQuery(a, weight)).join(" | ")})`;

/** The products to look at: holding every group (`every`), or any of them. */
export const filterQuery = (groups: TermGroup[], every: boolean) =>
  groups.map((g) => anyOf(g)).join(every ? " & " : " | ");

const holds = (query: string): SQL => sql`(${productSearch.doc} @@ ${query}::tsquery)`;

/** How many of the typed words a product holds (in any part). */
export const matchedCount = (groups: TermGroup[]): SQL =>
  sql`(${sql.join(
    groups.map((g) => sql`${holds(anyOf(g))}::int`),
    sql` + `,
  )})`;

/**
 * What one typed word is worth in a product: where it stands (a name 8, the category 4, a pack
 * label 2, a description 1) times how it was found (as typed 1, a synonym 0.75, a typo's
 * correction 0.5); the best place and way count.
 */
export function termScore(group: TermGroup): SQL {
  const byFactor = new Map<number, Alternative[]>();
  for (const a of group) byFactor.set(a.factor, [...(byFactor.get(a.factor) ?? []), a]);
  const cases = [...byFactor].map(
    ([factor, alts]) =>
      sql`case ${sql.join(
        WEIGHTS.map(
          ([weight, worth]) =>
            sql`when ${holds(anyOf(alts, weight))} then ${sql.raw(String(worth * factor))}`,
        ),
        sql` `,
      )} else 0 end`,
  );
  return cases.length === 1 ? cases[0] : sql`greatest(${sql.join(cases, sql`, `)})`;
}
