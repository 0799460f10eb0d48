/**
 * The units a farmer measures a field in, as acres. A bigha is not one size: it differs from
 * state to state, so a bigha is always asked with its state. Figures and their sources:
 * docs/decisions/0044-dose-calculator.md.
 */

export const AREA_UNITS = ["acre", "hectare", "bigha", "guntha", "kanal"] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

const SQ_FT_PER_ACRE = 43_560;

/** Acres in one unit (a bigha: see BIGHA_SQ_FT). */
export const ACRES_PER_UNIT: Record<Exclude<AreaUnit, "bigha">, number> = {
  acre: 1,
  /** 10,000 m² ÷ 4,046.8564224 m². */
  hectare: 2.471_053_815,
  /** 33 × 33 ft = 1,089 sq ft, 1/40 acre (Maharashtra, Karnataka, Telangana, Gujarat). */
  guntha: 1_089 / SQ_FT_PER_ACRE,
  /** 20 marla = 5,445 sq ft, 1/8 acre (Punjab, Haryana, Himachal, Jammu). */
  kanal: 5_445 / SQ_FT_PER_ACRE,
};

/** Square feet in one bigha, by state (the state's name as lib/india-states.ts spells it). */
export const BIGHA_SQ_FT = {
  Assam: 14_400,
  Bihar: 27_220,
  Gujarat: 17_427,
  Haryana: 27_225,
  "Himachal Pradesh": 8_712,
  Jharkhand: 27_211,
  "Madhya Pradesh": 12_000,
  Punjab: 9_070,
  Rajasthan: 27_225,
  Tripura: 14_400,
  Uttarakhand: 6_804,
  "Uttar Pradesh": 27_000,
  "West Bengal": 14_400,
} as const;
export type BighaState = keyof typeof BIGHA_SQ_FT;
export const BIGHA_STATES = Object.keys(BIGHA_SQ_FT) as BighaState[];

export const isBighaState = (code: string): code is BighaState => code in BIGHA_SQ_FT;

/** A field's size in acres, or null when a bigha comes without a state that measures in bighas. */
export function toAcres(value: number, unit: AreaUnit, state?: string | null): number | null {
  if (unit !== "bigha") return value * ACRES_PER_UNIT[unit];
  if (!state || !isBighaState(state)) return null;
  return (value * BIGHA_SQ_FT[state]) / SQ_FT_PER_ACRE;
}
