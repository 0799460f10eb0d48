import type { DoseBasis, DoseUnit, LabelArea, LabelDose } from "../../../lib/dose-types";
import type { DoseInput } from "../../../lib/validation/crops";
import type { UseRow } from "./crops.schema";

/** A use's row as the label's dose (numeric columns come back as text). */
export function doseOf(row: UseRow): LabelDose {
  return {
    basis: row.basis as DoseBasis,
    amountMin: Number(row.amountMin),
    amountMax: Number(row.amountMax),
    unit: row.unit as DoseUnit,
    perArea: row.perArea as LabelArea,
    waterLitres: row.waterLitres === null ? null : Number(row.waterLitres),
    sprays: row.sprays,
    intervalDays: row.intervalDays,
    preHarvestDays: row.preHarvestDays,
  };
}

/** A label's dose as the table's columns. */
export const doseColumns = (d: LabelDose) => ({
  basis: d.basis,
  amountMin: String(d.amountMin),
  amountMax: String(d.amountMax),
  unit: d.unit,
  perArea: d.perArea,
  waterLitres: d.waterLitres === null ? null : String(d.waterLitres),
  sprays: d.sprays,
  intervalDays: d.intervalDays,
  preHarvestDays: d.preHarvestDays,
});

/** A form's or the API's dose fields (lib/validation/crops.ts) as a label's dose. */
export const doseFromInput = (v: DoseInput): LabelDose => ({
  basis: v.basis,
  amountMin: v.amount_min,
  amountMax: v.amount_max ?? v.amount_min,
  unit: v.unit,
  perArea: v.per_area,
  waterLitres: v.water_litres,
  sprays: v.sprays,
  intervalDays: v.interval_days,
  preHarvestDays: v.pre_harvest_days,
});
