import { DOSE_UNITS, type DoseUnit, type LabelArea, type LabelDose } from "./dose-types";

/**
 * A product's crop uses in one cell of the catalogue spreadsheet (the `crop_uses` column): the
 * uses separated by " | ", each a crop's stage or problem and the label's dose in words a shop
 * owner can read and edit (docs/api.md, "Catalogue spreadsheet"):
 *
 *   paddy:stem-borer = 7.5-10 kg per acre
 *   chilli:thrips = 0.3 ml per litre; water 200 L per acre; 2 applications; every 10 days; 3 days before harvest
 *
 * The dose is `<amount or lowest-highest> <unit> per <acre|hectare|litre|plant>`, then, each
 * optional and in any order after a ";": the spray water (`water 200 L per acre`, needed for a
 * dose per litre), how many applications, the days between them, and the days to wait before
 * harvest. `none` removes every use of the product; an empty cell leaves them as they are.
 * Safety notes are not in the sheet: a use keeps its own (docs/decisions/0043-crops-and-doses.md).
 */

export const USES_SEPARATOR = " | ";
/** The cell that removes every use of a product. */
export const NO_USES = "none";

export interface CellUse {
  crop: string;
  target: string;
  dose: LabelDose;
}

const num = (n: number) => String(Number(n.toFixed(3)));
const amountOf = (d: LabelDose) =>
  d.amountMax > d.amountMin ? `${num(d.amountMin)}-${num(d.amountMax)}` : num(d.amountMin);
const BASE_WORD = { water: "litre", plant: "plant" } as const;

/** One use as the export writes it (and the import reads it back to the same). */
export function formatUse(u: CellUse): string {
  const d = u.dose;
  const per = d.basis === "area" ? d.perArea : BASE_WORD[d.basis];
  const parts = [`${u.crop}:${u.target} = ${amountOf(d)} ${d.unit} per ${per}`];
  if (d.waterLitres !== null) parts.push(`water ${num(d.waterLitres)} L per ${d.perArea}`);
  if (d.sprays > 1) parts.push(`${d.sprays} applications`);
  if (d.intervalDays !== null) parts.push(`every ${d.intervalDays} days`);
  if (d.preHarvestDays !== null) parts.push(`${d.preHarvestDays} days before harvest`);
  return parts.join("; ");
}

/** A product's cell: its uses in the order given (the export sorts them by crop and target). */
export const formatUses = (uses: CellUse[]) => uses.map(formatUse).join(USES_SEPARATOR);

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const HEAD = new RegExp(
  String.raw`^([a-z0-9-]+)\s*:\s*([a-z0-9-]+)\s*=\s*(${NUMBER})(?:\s*[-–]\s*(${NUMBER}))?\s*([A-Za-z]+)\s+per\s+([a-z]+)$`,
  "i",
);
const WATER = new RegExp(String.raw`^water\s+(${NUMBER})\s*(?:l|litres?|liters?)\s+per\s+([a-z]+)$`, "i");
const TIMES = /^(\d{1,4})\s+(?:applications?|sprays?|doses?)$/i;
const EVERY = /^every\s+(\d{1,4})\s+days?$/i;
const BEFORE = /^(\d{1,4})\s+days?\s+before\s+harvest$/i;

const AREAS: Record<string, LabelArea> = { acre: "acre", acres: "acre", hectare: "hectare", ha: "hectare" };
const UNIT_WORDS: Record<string, DoseUnit> = { l: "L", litre: "L", litres: "L", gm: "g" };

const EXAMPLE = "such as paddy:stem-borer = 7.5-10 kg per acre";

/** One entry read, or the sentence saying what is wrong with it. */
export function parseUse(text: string): CellUse | { problem: string } {
  const [head, ...rest] = text.split(";").map((s) => s.trim());
  const m = HEAD.exec(head);
  if (!m)
    return {
      problem: `write it as crop:stage-or-problem = amount unit per acre, hectare, litre or plant, ${EXAMPLE}`,
    };
  const [, crop, target, low, high, unitWord, perWord] = m;
  const unit = (DOSE_UNITS as readonly string[]).includes(unitWord)
    ? (unitWord as DoseUnit)
    : (UNIT_WORDS[unitWord.toLowerCase()] ??
      DOSE_UNITS.find((u) => u.toLowerCase() === unitWord.toLowerCase()));
  if (!unit) return { problem: `"${unitWord}" is not a unit: use ${DOSE_UNITS.join(", ")}` };
  const per = perWord.toLowerCase();
  const area = AREAS[per];
  const basis = area
    ? "area"
    : /^(litre|liter|l)$/.test(per)
      ? "water"
      : per === "plant"
        ? "plant"
        : undefined;
  if (!basis) return { problem: `"per ${perWord}" should be per acre, hectare, litre or plant` };
  const amountMin = Number(low);
  const amountMax = high === undefined ? amountMin : Number(high);
  if (!(amountMin > 0)) return { problem: "the amount must be more than 0" };
  if (amountMax < amountMin) return { problem: `the highest amount ${high} is less than the lowest ${low}` };
  const dose: LabelDose = {
    basis,
    amountMin,
    amountMax,
    unit,
    perArea: area ?? "acre",
    waterLitres: null,
    sprays: 1,
    intervalDays: null,
    preHarvestDays: null,
  };
  let waterArea: LabelArea | undefined;
  for (const part of rest.filter(Boolean)) {
    const [water, times, every, before] = [WATER, TIMES, EVERY, BEFORE].map((re) => re.exec(part));
    if (water) {
      const a = AREAS[water[2].toLowerCase()];
      if (!a) return { problem: `"${part}": the water is per acre or per hectare` };
      if (!(Number(water[1]) > 0)) return { problem: `"${part}": the water must be more than 0 litres` };
      dose.waterLitres = Number(water[1]);
      waterArea = a;
    } else if (times) {
      dose.sprays = Number(times[1]);
      if (dose.sprays < 1) return { problem: `"${part}": at least 1 application` };
    } else if (every) {
      dose.intervalDays = Number(every[1]);
      if (dose.intervalDays < 1) return { problem: `"${part}": at least 1 day between applications` };
    } else if (before) dose.preHarvestDays = Number(before[1]);
    else
      return {
        problem: `"${part}" is not understood: use water 200 L per acre, 2 applications, every 10 days or 7 days before harvest`,
      };
  }
  if (waterArea) {
    if (basis === "area" && waterArea !== dose.perArea)
      return { problem: `the dose is per ${dose.perArea} but the water per ${waterArea}: use one` };
    dose.perArea = waterArea;
  }
  if (basis === "water" && dose.waterLitres === null)
    return { problem: "a dose per litre needs the spray water too, such as water 200 L per acre" };
  return { crop: crop.toLowerCase(), target: target.toLowerCase(), dose };
}

/** A cell split into its entries ("" and "none" have none). */
export const cellEntries = (cell: string) =>
  cell.trim().toLowerCase() === NO_USES
    ? []
    : cell
        .split("|")
        .map((s) => s.trim())
        .filter(Boolean);
