import type { DoseRequest } from "./dose";
import { AREA_UNITS, type AreaUnit } from "./land-units";

/**
 * The dose calculator's GET form read from an address (`?use=3&area=2&unit=bigha&state=Assam
 * &sprays=2`), the same on the server (no scripts) and in the browser (offline). Numbers may be
 * typed with a decimal comma or in Devanagari digits (२.५).
 */
export interface DoseAsked {
  /** The chosen use (crop and stage or problem); null when the page has only one. */
  useId: number | null;
  request: DoseRequest;
  /** What was typed, to show back in the fields. */
  typed: { area: string; unit: AreaUnit; state: string; plants: string; sprays: string };
}

export const DOSE_FIELDS = ["use", "area", "unit", "state", "plants", "sprays"] as const;

const DEVANAGARI_ZERO = 0x0966;

/** "२,५" → 2.5; anything else that is not a plain number → NaN (never a guess). */
export function readNumber(typed: string): number {
  const ascii = typed
    .trim()
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(",", ".");
  return /^-?\d+(\.\d+)?$|^-?\.\d+$/.test(ascii) ? Number(ascii) : Number.NaN;
}

/** What the form asked, or null before it was sent (no area and no plants in the address). */
export function readDoseForm(params: URLSearchParams, basisIsPlant: boolean): DoseAsked | null {
  if (!params.has("area") && !params.has("plants")) return null;
  const get = (name: string) => (params.get(name) ?? "").slice(0, 40);
  const typed = {
    area: get("area"),
    unit: (AREA_UNITS as readonly string[]).includes(get("unit")) ? (get("unit") as AreaUnit) : "acre",
    state: get("state"),
    plants: get("plants"),
    sprays: get("sprays"),
  };
  const useId = /^\d{1,9}$/.test(get("use")) ? Number(get("use")) : null;
  const sprays = typed.sprays.trim() === "" ? undefined : readNumber(typed.sprays);
  // The field the chosen use counts by; the other one, if also sent, is ignored.
  const byPlants = basisIsPlant ? params.has("plants") : !params.has("area");
  const request: DoseRequest = byPlants
    ? { field: { kind: "plants", count: readNumber(typed.plants) }, sprays }
    : {
        field: { kind: "area", value: readNumber(typed.area), unit: typed.unit, state: typed.state },
        sprays,
      };
  return { useId, request, typed };
}
