import type { DoseUnit, LabelDose } from "./dose-types";
import { ACRES_PER_UNIT, type AreaUnit, toAcres } from "./land-units";
import { type Cover, cheapestCover } from "./pack-cover";

/**
 * The dose calculator: a label's dose and a field (or a number of plants) in, the product and
 * water needed and the cheapest packs that hold it out. Pure, so the same answer comes from the
 * server (a GET form without scripts) and the browser (offline once the page is loaded).
 * docs/decisions/0044-dose-calculator.md.
 */

/** The largest field the calculator answers for: beyond it a typing slip is likelier than a farm. */
export const MOST_ACRES = 10_000;
export const MOST_PLANTS = 1_000_000;
export const MOST_SPRAYS = 20;

export type DoseField =
  | { kind: "area"; value: number; unit: AreaUnit; state?: string | null }
  | { kind: "plants"; count: number };

export interface DoseRequest {
  field: DoseField;
  /** How many applications; the label's own number when left out. */
  sprays?: number;
}

/** A pack on sale, as the product page has it. */
export interface DosePack {
  id: number;
  qty: number;
  unit: string;
  finalPaise: number;
  stock: "in_stock" | "out_of_stock";
}

/** Why no answer can be given: each has a sentence in both languages (the page's messages). */
export type DoseProblem =
  | "area-not-number"
  | "area-zero"
  | "area-too-large"
  | "bigha-state"
  | "plants-not-number"
  | "plants-too-many"
  | "sprays-not-number"
  | "sprays-over-label"
  | "needs-plants"
  | "needs-area"
  | "no-dose"
  | "no-packs"
  | "sold-out";

export interface DosePlan {
  acres: number | null;
  plants: number | null;
  sprays: number;
  /** Product needed at the label's lowest and highest rate, in base units (g, ml, seeds…). */
  needMin: number;
  needMax: number;
  /** The base unit `needMin`/`needMax` count in. */
  baseUnit: BaseUnit;
  /** Litres of spray water for all the sprays, when the dose is sprayed. */
  waterLitres: number | null;
  /** The cheapest packs holding at least `needMax`, and what they cost. */
  cover: Cover;
}

export type DoseAnswer = { ok: true; plan: DosePlan } | { ok: false; problem: DoseProblem };

export type BaseUnit = "g" | "ml" | "seeds" | "plants" | "pcs";

const BASE: Record<DoseUnit, { unit: BaseUnit; times: number }> = {
  g: { unit: "g", times: 1 },
  kg: { unit: "g", times: 1000 },
  ml: { unit: "ml", times: 1 },
  L: { unit: "ml", times: 1000 },
  seeds: { unit: "seeds", times: 1 },
  plants: { unit: "plants", times: 1 },
  pcs: { unit: "pcs", times: 1 },
};

const isDoseUnit = (u: string): u is DoseUnit => u in BASE;
/** Float dust (2599.9999997 ml) must not buy one more pack nor one less. */
const tidy = (x: number) => Math.round(x * 1e6) / 1e6;

export function planDose(dose: LabelDose | null, packs: readonly DosePack[], ask: DoseRequest): DoseAnswer {
  if (!dose) return no("no-dose");
  const sprays = ask.sprays ?? dose.sprays;
  if (!Number.isInteger(sprays) || sprays < 1 || sprays > MOST_SPRAYS) return no("sprays-not-number");
  if (sprays > dose.sprays) return no("sprays-over-label");

  let acres: number | null = null;
  let plants: number | null = null;
  if (ask.field.kind === "area") {
    if (dose.basis === "plant") return no("needs-plants");
    const { value, unit, state } = ask.field;
    if (!Number.isFinite(value)) return no("area-not-number");
    if (value <= 0) return no("area-zero");
    acres = toAcres(value, unit, state);
    if (acres === null) return no("bigha-state");
    if (acres > MOST_ACRES) return no("area-too-large");
  } else {
    if (dose.basis !== "plant") return no("needs-area");
    const { count } = ask.field;
    if (!Number.isFinite(count) || !Number.isInteger(count) || count < 1) return no("plants-not-number");
    if (count > MOST_PLANTS) return no("plants-too-many");
    plants = count;
  }

  const base = BASE[dose.unit];
  const labelAreas = acres === null ? 0 : dose.perArea === "hectare" ? acres / ACRES_PER_UNIT.hectare : acres;
  const waterLitres =
    dose.waterLitres !== null && dose.basis !== "plant" ? tidy(dose.waterLitres * labelAreas * sprays) : null;
  if (dose.basis === "water" && waterLitres === null) return no("no-dose");
  const per =
    dose.basis === "plant"
      ? (plants ?? 0) * sprays
      : dose.basis === "water"
        ? (waterLitres ?? 0)
        : labelAreas * sprays;
  const needMin = tidy(dose.amountMin * base.times * per);
  const needMax = tidy(dose.amountMax * base.times * per);

  const fitting = packs.filter((p) => isDoseUnit(p.unit) && BASE[p.unit].unit === base.unit);
  if (fitting.length === 0) return no("no-packs");
  const onSale = fitting.filter((p) => p.stock === "in_stock");
  if (onSale.length === 0) return no("sold-out");
  const cover = cheapestCover(
    onSale.map((p) => ({
      id: p.id,
      size: Math.round(p.qty * BASE[p.unit as DoseUnit].times),
      pricePaise: p.finalPaise,
    })),
    Math.ceil(needMax),
  );
  if (!cover) return no("no-packs");
  return {
    ok: true,
    plan: { acres, plants, sprays, needMin, needMax, baseUnit: base.unit, waterLitres, cover },
  };
}

const no = (problem: DoseProblem): DoseAnswer => ({ ok: false, problem });

/** "2.6 L", "750 ml", "1.25 kg", "40 g", "120 seeds": a quantity in the unit people would say. */
export function amountInWords(baseAmount: number, unit: BaseUnit): { value: number; unit: string } {
  const round = (x: number) => Math.round(x * 100) / 100;
  if (unit === "g" && baseAmount >= 1000) return { value: round(baseAmount / 1000), unit: "kg" };
  if (unit === "ml" && baseAmount >= 1000) return { value: round(baseAmount / 1000), unit: "L" };
  if (unit === "g" || unit === "ml") return { value: round(baseAmount), unit };
  return { value: Math.ceil(baseAmount), unit };
}
