/**
 * The storefront's message catalogues are plain data (strings, lists and sections), so the
 * active language's catalogue can travel to the browser as JSON in the page instead of as
 * JavaScript (docs/decisions/0020-languages.md). A sentence with holes is a template,
 * "Add {0} to cart"; `compile` turns each into a function of its arguments once, on load.
 */
declare const ARGS: unique symbol;
declare const PLURAL: unique symbol;

/** A sentence with numbered holes `{0}`, `{1}`: compiled, a function of those arguments. */
export type Template<A extends unknown[]> = string & { readonly [ARGS]: A };

/** A count's sentence in its forms (`{0}` is the count): compiled, a function of the count. */
export interface Plural {
  readonly one: string;
  readonly other: string;
  readonly [PLURAL]: true;
}

/** Marks a template; the tuple names its arguments, `tpl<[name: string]>("Add {0} to cart")`. */
export const tpl = <A extends unknown[]>(sentence: string) => sentence as Template<A>;

/** A sentence for one and for any other count, `plural("{0} item", "{0} items")`. */
export const plural = (one: string, other: string) => ({ one, other }) as Plural;

/**
 * The shape every language's catalogue must have: the same sections, keys, list lengths and
 * template arguments as the English one, with any wording. A missing key is a type error.
 */
export type Catalogue<T> =
  T extends Template<infer A>
    ? Template<A>
    : T extends Plural
      ? Plural
      : T extends string
        ? string
        : T extends readonly unknown[]
          ? { readonly [K in keyof T]: Catalogue<T[K]> }
          : T extends object
            ? { readonly [K in keyof T]: Catalogue<T[K]> }
            : T;

/** A catalogue as the components read it: templates and plurals are functions. */
export type Compiled<T> =
  T extends Template<infer A>
    ? (...args: A) => string
    : T extends Plural
      ? (n: number) => string
      : T extends string
        ? string
        : T extends readonly unknown[]
          ? { readonly [K in keyof T]: Compiled<T[K]> }
          : T extends object
            ? { readonly [K in keyof T]: Compiled<T[K]> }
            : T;

const HOLE = /\{(\d)\}/g;

/** The numbered holes a sentence has, `{0}` and `{1}`: the same in every language. */
export const holesOf = (sentence: string) => [...new Set(sentence.match(HOLE) ?? [])].sort();

const fill =
  (sentence: string) =>
  (...args: unknown[]) =>
    sentence.replace(HOLE, (_, i: string) => String(args[Number(i)]));

const isPlural = (v: object): v is { one: string; other: string } => {
  const keys = Object.keys(v);
  return keys.length === 2 && "one" in v && "other" in v;
};

/** Turns a catalogue's data into what the components read (every sentence with a hole becomes a function). */
export function compile<T>(raw: T): Compiled<T> {
  return walk(raw) as Compiled<T>;
}

function walk(value: unknown): unknown {
  if (typeof value === "string") return holesOf(value).length > 0 ? fill(value) : value;
  if (Array.isArray(value)) return value.map(walk);
  if (value !== null && typeof value === "object") {
    if (isPlural(value)) {
      const one = fill(value.one);
      const other = fill(value.other);
      return (n: number) => (n === 1 ? one(n) : other(n));
    }
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, walk(v)]));
  }
  return value;
}
