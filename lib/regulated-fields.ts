/**
 * A regulated product's label details and when it may be put on sale
 * (docs/decisions/0048-registration-and-ingredients.md), in one place for the back office's
 * form, its API, the catalogue CSV and the banned-ingredients list.
 *
 * A product of a regulated kind may be saved as a draft (not on sale) with any of its fields
 * missing; it is put on sale only once the fields its kind needs are there, none of its active
 * ingredients is banned, and a restricted one carries a restriction note.
 */
import type { RegulatedKind } from "./regulated";

/** The label details a regulated product carries (empty text: not given). */
export interface RegulatedFields {
  /** The CIB&RC registration number (insecticides). */
  registrationNo: string;
  /** The grade or specification, e.g. "NPK 19:19:19", and its FCO schedule (fertilisers). */
  grade: string;
  /** The seed's variety or hybrid (seeds). */
  variety: string;
  /** The least germination the label promises, 0–100 % (seeds); null: not given. */
  germinationPct: number | null;
  /** Who made it (every regulated kind). */
  manufacturer: string;
  /** Who markets it, when not the maker (every regulated kind; optional). */
  marketer: string;
  /** "Imidacloprid 17.8% SL", one per entry (insecticides and bio-stimulants). */
  activeIngredients: string[];
  /** What a restricted ingredient's sale is limited to, shown to customers. */
  restrictionNote: string;
}

export type RegulatedField = keyof RegulatedFields;

export const NO_REGULATED_FIELDS: RegulatedFields = {
  registrationNo: "",
  grade: "",
  variety: "",
  germinationPct: null,
  manufacturer: "",
  marketer: "",
  activeIngredients: [],
  restrictionNote: "",
};

/** The fields each kind keeps; the others are cleared on save. */
export const FIELDS_OF: Record<RegulatedKind, readonly RegulatedField[]> = {
  insecticide: ["registrationNo", "manufacturer", "marketer", "activeIngredients", "restrictionNote"],
  fertiliser: ["grade", "manufacturer", "marketer"],
  seed: ["variety", "germinationPct", "manufacturer", "marketer"],
  "bio-stimulant": ["manufacturer", "marketer", "activeIngredients", "restrictionNote"],
  none: [],
};

/** The fields a kind needs before it is put on sale (the marketer is optional: often the maker). */
export const REQUIRED_OF: Record<RegulatedKind, readonly RegulatedField[]> = {
  insecticide: ["registrationNo", "manufacturer", "activeIngredients"],
  fertiliser: ["grade", "manufacturer"],
  seed: ["variety", "germinationPct", "manufacturer"],
  "bio-stimulant": ["manufacturer", "activeIngredients"],
  none: [],
};

/** How a sentence names a field. */
export const FIELD_NAMES: Record<RegulatedField, string> = {
  registrationNo: "the CIB&RC registration number",
  grade: "the grade",
  variety: "the variety",
  germinationPct: "the germination percentage",
  manufacturer: "the manufacturer",
  marketer: "the marketer",
  activeIngredients: "the active ingredients",
  restrictionNote: "the restriction note",
};

/** The fields as the kind keeps them: the ones it does not use are cleared. */
export function keepRelevant(kind: RegulatedKind, fields: RegulatedFields): RegulatedFields {
  const kept: RegulatedFields = { ...NO_REGULATED_FIELDS, activeIngredients: [] };
  for (const f of FIELDS_OF[kind]) (kept as unknown as Record<string, unknown>)[f] = fields[f];
  return kept;
}

const isMissing = (fields: RegulatedFields, f: RegulatedField) => {
  const v = fields[f];
  if (v === null) return true;
  if (Array.isArray(v)) return v.every((s) => !s.trim());
  return typeof v === "string" && !v.trim();
};

/** The fields `kind` needs that are missing, in the form's order. */
export const missingFields = (kind: RegulatedKind, fields: RegulatedFields): RegulatedField[] =>
  REQUIRED_OF[kind].filter((f) => isMissing(fields, f));

/** A banned or restricted active ingredient as the shop's list holds it. */
export interface ListedIngredient {
  name: string;
  status: "banned" | "restricted";
  /** "S.O. 3951(E)", or "" when not known. */
  notification: string;
  /** The notification's date, "2018-08-08", or "" when not known. */
  notifiedOn: string;
}

/** Formulation codes that follow an ingredient's name ("… 17.8% SL"). */
const FORMULATIONS = new Set(
  "ec sl sc sg wp wg wdg gr g dp d cs ew od fs me sp zc se df tb ul rb ws dc ds fl l".split(" "),
);

/**
 * The name an ingredient is matched by: "Imidacloprid 17.8% SL" → "imidacloprid",
 * "Neem oil (Azadirachtin 1500 ppm)" → "neem oil", "2,4-D Amine Salt 58% SL" → "2,4-d amine salt".
 * What is in brackets, the strength and whatever follows it, and a trailing formulation code go.
 */
export function ingredientKey(text: string): string {
  let s = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, " ");
  // The strength is the first word after the name that starts with a digit ("17.8%", "1500").
  const strength = s.search(/\s\d/);
  if (strength > 0) s = s.slice(0, strength);
  const words = s
    .replace(/[\s,;:]+$/g, "")
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && FORMULATIONS.has(words[words.length - 1])) words.pop();
  return words.join(" ");
}

/** A product's ingredient lines split into ingredients: "Chlorpyrifos 50% + Cypermethrin 5% EC" is two. */
export const ingredientsOf = (lines: readonly string[]) =>
  lines
    .flatMap((l) => l.split("+"))
    .map(ingredientKey)
    .filter(Boolean);

/** Whether an ingredient (its key) is the listed one: the same name, or the name and more words ("glyphosate ammonium salt"). */
const isListed = (ingredient: string, listed: string) =>
  ingredient === listed || ingredient.startsWith(`${listed} `);

/** The listed ingredients a product's active ingredients name, banned first. */
export function listedIn<T extends ListedIngredient>(lines: readonly string[], list: readonly T[]): T[] {
  const mine = ingredientsOf(lines);
  const hits = list.filter((l) => {
    const key = ingredientKey(l.name);
    return key !== "" && mine.some((i) => isListed(i, key));
  });
  return [...hits.filter((h) => h.status === "banned"), ...hits.filter((h) => h.status === "restricted")];
}

/** "S.O. 3951(E) of 8 August 2018", or what of it is known. */
export function notificationOf(l: Pick<ListedIngredient, "notification" | "notifiedOn">): string {
  const day = l.notifiedOn
    ? new Date(`${l.notifiedOn}T00:00:00Z`).toLocaleDateString("en-IN", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })
    : "";
  if (l.notification && day) return `${l.notification} of ${day}`;
  return l.notification || (day ? `the notification of ${day}` : "the Government of India's list");
}

/** "a, b and c". */
export const andList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** What stops a product being put on sale, each as a clause; empty: it may be. */
export function saleProblems(
  kind: RegulatedKind,
  fields: RegulatedFields,
  list: readonly ListedIngredient[],
): string[] {
  const problems: string[] = [];
  const missing = missingFields(kind, fields).map((f) => FIELD_NAMES[f]);
  if (missing.length) problems.push(`${andList(missing)} ${missing.length > 1 ? "are" : "is"} missing`);
  if (!FIELDS_OF[kind].includes("activeIngredients")) return problems;
  for (const hit of listedIn(fields.activeIngredients, list)) {
    if (hit.status === "banned") {
      problems.push(`its active ingredient ${hit.name} is banned (${notificationOf(hit)})`);
    } else if (!fields.restrictionNote.trim()) {
      problems.push(
        `its active ingredient ${hit.name} is restricted (${notificationOf(hit)}): write the restriction note customers will see`,
      );
    }
  }
  return problems;
}

/** "Neem Oil cannot be put on sale: the CIB&RC registration number and the manufacturer are missing." */
export const cannotGoOnSale = (name: string, problems: readonly string[]) =>
  `${name} cannot be put on sale: ${problems.join("; ")}.`;

/**
 * What an invoice line prints as a regulated product's registration: the CIB&RC number of an
 * insecticide, a fertiliser's grade, a seed's variety; "" for other kinds.
 */
export function registrationFor(
  kind: RegulatedKind,
  fields: Pick<RegulatedFields, "registrationNo" | "grade" | "variety">,
): string {
  if (kind === "insecticide") return fields.registrationNo;
  if (kind === "fertiliser") return fields.grade;
  if (kind === "seed") return fields.variety;
  return "";
}

/** How an invoice line names a registration: "CIB&RC reg. no. CIR-…", "Grade: NPK 19:19:19"; "" for none. */
export function registrationLine(reg: { kind: RegulatedKind; registrationNo: string } | undefined): string {
  if (!reg?.registrationNo) return "";
  if (reg.kind === "insecticide") return `CIB&RC reg. no. ${reg.registrationNo}`;
  if (reg.kind === "fertiliser") return `Grade: ${reg.registrationNo}`;
  if (reg.kind === "seed") return `Variety: ${reg.registrationNo}`;
  return reg.registrationNo;
}
