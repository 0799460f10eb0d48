/**
 * Regulated farm inputs and the licences that let the shop sell them
 * (docs/decisions/0047-regulated-sales.md), in one place for the server, the pages and the forms.
 *
 * A product says which regulated kind it is; a kind that needs a licence is on sale only while the
 * shop holds one of that licence's kind valid today (India's day): the day after the last one's
 * "valid until" it goes off sale, and it comes back as soon as a valid one is saved.
 */

import { findState } from "./india-states";

/** What a product is, as the law that governs its sale sees it. */
export const REGULATED_KINDS = ["insecticide", "fertiliser", "seed", "bio-stimulant", "none"] as const;
export type RegulatedKind = (typeof REGULATED_KINDS)[number];

export const isRegulatedKind = (v: unknown): v is RegulatedKind =>
  typeof v === "string" && (REGULATED_KINDS as readonly string[]).includes(v);

/** The back office's names of the kinds (fungicides count as insecticides under the Insecticides Act). */
export const REGULATED_KIND_LABELS: Record<RegulatedKind, string> = {
  insecticide: "Insecticide (pesticides and fungicides, Insecticides Act)",
  fertiliser: "Fertiliser (Fertiliser (Control) Order)",
  seed: "Seed (Seeds (Control) Order)",
  "bio-stimulant": "Bio-stimulant",
  none: "Not regulated",
};

/** The licences the shop keeps: to sell insecticides, fertilisers, seeds. */
export const LICENCE_KINDS = ["insecticides", "fertilisers", "seeds"] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

export const LICENCE_KIND_LABELS: Record<LicenceKind, string> = {
  insecticides: "Insecticides",
  fertilisers: "Fertilisers",
  seeds: "Seeds",
};

/**
 * The licence each kind of product needs. Bio-stimulants need none here: their dealers' rules
 * under the Fertiliser (Control) Order are for the owner to check with the agriculture office.
 */
export const LICENCE_FOR: Record<RegulatedKind, LicenceKind | null> = {
  insecticide: "insecticides",
  fertiliser: "fertilisers",
  seed: "seeds",
  "bio-stimulant": null,
  none: null,
};

/** Why a kind is off sale: its last licence has ended, or the shop has none of its kind. */
export interface SaleStop {
  licence: LicenceKind;
  why: "ended" | "none";
}

/** The licence kinds that stop sales today; absent: on sale. */
export type SaleStops = Partial<Record<LicenceKind, SaleStop>>;

/** What the rule reads of a licence. */
export interface LicenceTerm {
  kind: LicenceKind;
  /** The last day it is valid, India's day "2027-03-31". */
  validUntil: string;
}

/** Whether a licence is valid on India's day `today` ("YYYY-MM-DD"; both compare as text). */
export const validOn = (l: Pick<LicenceTerm, "validUntil">, today: string) => l.validUntil >= today;

/** The kinds of licence without one valid on `today`, and why. */
export function saleStopsOn(licences: readonly LicenceTerm[], today: string): SaleStops {
  const stops: SaleStops = {};
  for (const kind of LICENCE_KINDS) {
    const held = licences.filter((l) => l.kind === kind);
    if (held.some((l) => validOn(l, today))) continue;
    stops[kind] = { licence: kind, why: held.length ? "ended" : "none" };
  }
  return stops;
}

/** Why a product of `kind` cannot be sold today, or undefined when it can. */
export function stopFor(kind: RegulatedKind, stops: SaleStops): SaleStop | undefined {
  const licence = LICENCE_FOR[kind];
  return licence ? stops[licence] : undefined;
}

/** The licence's kind as a sentence names it: "insecticide licence". */
const SINGULAR: Record<LicenceKind, string> = {
  insecticides: "insecticide",
  fertilisers: "fertiliser",
  seeds: "seed",
};

/**
 * Why the shop refuses to sell a product, naming it (the cart's and the checkout's refusal;
 * server/i18n/hi-api.ts says it in Hindi).
 */
export function offSaleSentence(productName: string, stop: SaleStop): string {
  const what = SINGULAR[stop.licence];
  return stop.why === "ended"
    ? `${productName} cannot be sold just now: the shop's ${what} licence has ended.`
    : `${productName} cannot be sold just now: the shop has no ${what} licence.`;
}

/** The same without the product's name, for the back office's lists. */
export function offSaleReason(stop: SaleStop): string {
  const what = SINGULAR[stop.licence];
  return stop.why === "ended"
    ? `Off sale: the shop's ${what} licence has ended.`
    : `Off sale: the shop has no ${what} licence.`;
}

/** How many days before a licence ends the dashboard starts warning. */
export const LICENCE_WARNING_DAYS = 30;

/** The day `n` days after India's day `day`. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Where a product may be sent (docs/decisions/0050-where-each-may-be-sold.md): a licence covers
 * the states it names, and only while it is valid; a kind is sold into a state while one valid
 * licence of its kind names that state.
 */
export interface StateStop {
  licence: LicenceKind;
  /** The delivery state, as lib/india-states.ts names it. */
  state: string;
}

/** What the state rule reads of a licence. */
export interface CoveringLicence extends LicenceTerm {
  states: readonly string[];
}

/**
 * Why a product of `kind` cannot be delivered to `state` on India's day `today`, or undefined
 * when it can (or when it is off sale altogether: saleStopsOn says that first).
 */
export function stateStopFor(
  kind: RegulatedKind,
  state: string,
  licences: readonly CoveringLicence[],
  today: string,
): StateStop | undefined {
  const licence = LICENCE_FOR[kind];
  if (!licence) return undefined;
  const valid = licences.filter((l) => l.kind === licence && validOn(l, today));
  if (valid.length === 0) return undefined;
  // An address may spell it "west bengal" or "Bengal"; licences store lib/india-states.ts's name.
  const name = findState(state)?.name ?? state;
  return valid.some((l) => l.states.includes(name)) ? undefined : { licence, state: name };
}

/** The refusal naming the product and the state (Hindi in lib/i18n/hi-sentences.ts). */
export function notCoveredSentence(productName: string, stop: StateStop): string {
  return `${productName} cannot be delivered to ${stop.state}: the shop's ${SINGULAR[stop.licence]} licence does not cover ${stop.state}.`;
}
