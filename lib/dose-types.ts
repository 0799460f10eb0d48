/**
 * A label's dose for one use of a product (a crop and a stage or problem), as stored and as the
 * dose calculator (lib/dose.ts) reads it. Kept apart from the calculator so the database schema,
 * the back office and the CSV can name the shape without pulling in the arithmetic.
 * See docs/decisions/0043-crops-and-doses.md.
 */

/** What the label's amount is counted against. */
export const DOSE_BASES = ["area", "water", "plant"] as const;
/**
 * - `area`: so much product per acre or hectare (a soil dose, or a spray counted per area);
 * - `water`: so much product per litre of spray water, with the water per acre or hectare;
 * - `plant`: so much product per plant (or pit, or pot).
 */
export type DoseBasis = (typeof DOSE_BASES)[number];

/** The area a label counts in: Indian labels use the acre, tea and some others the hectare. */
export const LABEL_AREAS = ["acre", "hectare"] as const;
export type LabelArea = (typeof LABEL_AREAS)[number];

/** The unit of a label's amount (the pack units; "kg" and "g", "L" and "ml" convert). */
export const DOSE_UNITS = ["g", "kg", "ml", "L", "seeds", "plants", "pcs"] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

export interface LabelDose {
  basis: DoseBasis;
  /** The label's lowest amount, in `unit`, per basis (per acre/hectare, per litre, per plant). */
  amountMin: number;
  /** The label's highest amount (equal to `amountMin` when the label gives one figure). */
  amountMax: number;
  unit: DoseUnit;
  /** For `area` and `water`: the area the label counts in. */
  perArea: LabelArea;
  /** Litres of spray water per `perArea` (required for `water`; optional for `area`). */
  waterLitres: number | null;
  /** How many applications the label allows or advises (1 for a single soil dose). */
  sprays: number;
  /** Days between applications, when there are several. */
  intervalDays: number | null;
  /** Days to wait between the last application and harvest (pre-harvest interval). */
  preHarvestDays: number | null;
}
