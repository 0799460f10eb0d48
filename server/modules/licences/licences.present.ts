import { z } from "zod";
import { LICENCE_KINDS } from "../../../lib/regulated";
import type { Licence } from "./licence-types";

export const GONE = "This licence is no longer there: reload the page.";

/** Where the owner opens a licence's PDF scan (licences.files.ts): an attachment, never a page. */
export const licenceScanPath = (id: number) => `/admin/settings/licences/${id}/scan.pdf`;

export const licenceWire = z.object({
  id: z.number().int(),
  kind: z.enum(LICENCE_KINDS),
  number: z.string(),
  authority: z.string(),
  valid_until: z.string().describe("The last day it is valid (India's day, YYYY-MM-DD)."),
  states: z.array(z.string()).describe("The states and union territories it covers, by name."),
  scan: z
    .object({
      kind: z.enum(["image", "pdf"]),
      url: z.string().describe("A picture's largest WebP copy, or the PDF's address (owner only)."),
    })
    .nullable(),
  ended: z.boolean().describe("Its last day is past (India's day): it stops no sale if another is valid."),
  version: z.number().int().describe("Send back as `version` with an edit or a removal."),
  updated_at: z.string(),
});

export type LicenceView = z.infer<typeof licenceWire>;

export const presentLicence = (l: Licence, today: string): LicenceView => ({
  id: l.id,
  kind: l.kind,
  number: l.number,
  authority: l.authority,
  valid_until: l.validUntil,
  states: l.states,
  scan: l.scan
    ? { kind: l.scan.kind, url: l.scan.kind === "image" ? l.scan.url : licenceScanPath(l.id) }
    : null,
  ended: l.validUntil < today,
  version: l.version,
  updated_at: l.updatedAt.toISOString(),
});
