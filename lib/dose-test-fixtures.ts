/** The dose tests' shorthand: a label's dose and a field in one line each, and packs that always answer. */
import type { DosePack, DoseRequest } from "./dose";
import type { LabelDose } from "./dose-types";

/** A label's dose in one line: basis, lowest and highest amount, unit, and the rest as needed. */
export const label = (
  basis: LabelDose["basis"],
  amountMin: number,
  amountMax: number,
  unit: LabelDose["unit"],
  more: Partial<LabelDose> = {},
): LabelDose => ({
  basis,
  amountMin,
  amountMax,
  unit,
  perArea: "acre",
  waterLitres: null,
  sprays: 1,
  intervalDays: null,
  preHarvestDays: null,
  ...more,
});
export const acres = (value: number, sprays?: number): DoseRequest => ({
  field: { kind: "area", value, unit: "acre" },
  sprays,
});
export const hectares = (value: number, sprays?: number): DoseRequest => ({
  field: { kind: "area", value, unit: "hectare" },
  sprays,
});
export const bighas = (value: number, state: string, sprays?: number): DoseRequest => ({
  field: { kind: "area", value, unit: "bigha", state },
  sprays,
});
export const plants = (count: number, sprays?: number): DoseRequest => ({
  field: { kind: "plants", count },
  sprays,
});

export const HA = 2.471053815;
export const ACRE_SQ_FT = 43_560;
/** Plenty of small packs, so every case has an answer: the need is what these cases check. */
export const anyPacks: DosePack[] = [
  { id: 1, qty: 1, unit: "ml", finalPaise: 100, stock: "in_stock" },
  { id: 2, qty: 1, unit: "g", finalPaise: 100, stock: "in_stock" },
  { id: 3, qty: 1, unit: "seeds", finalPaise: 1, stock: "in_stock" },
  { id: 4, qty: 1, unit: "pcs", finalPaise: 100, stock: "in_stock" },
];
