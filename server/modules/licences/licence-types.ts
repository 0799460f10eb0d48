import type { LicenceKind } from "../../../lib/regulated";

/** A licence's scan: an uploaded picture (its WebP copies) or a PDF kept as it came. */
export type LicenceScan =
  | { kind: "image"; hash: string; url: string; srcset: string }
  | { kind: "pdf"; hash: string };

/** A licence of the shop as the services hand it out. */
export interface Licence {
  id: number;
  kind: LicenceKind;
  number: string;
  authority: string;
  /** The last day it is valid (India's day, "2027-03-31"). */
  validUntil: string;
  /** The states and union territories it covers (lib/india-states.ts names). */
  states: string[];
  scan: LicenceScan | null;
  version: number;
  updatedAt: Date;
}

/** What a licence says to customers: the footer, the about page, the invoice. */
export interface ShownLicence {
  kind: LicenceKind;
  number: string;
  authority: string;
  validUntil: string;
  states: string[];
}

/** A scan chosen for a licence: stored already (licence-scan.ts); null removes it. */
export type ScanChoice = { image: string } | { pdf: string } | null;
