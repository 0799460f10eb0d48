import { z } from "zod";
import { INDIA_STATES } from "../india-states";
import { LICENCE_KINDS } from "../regulated";
import { id, requiredText } from "./fields";
import { dayField } from "./fulfilment";

// The owner's licences (docs/decisions/0047-regulated-sales.md): one set of rules for the
// settings page's form and the admin API.

const STATE_NAMES = INDIA_STATES.map((s) => s.name) as [string, ...string[]];
export const CHOOSE_STATES = "Choose at least one state the licence covers.";

export const licenceFields = z.object({
  kind: z.enum(LICENCE_KINDS, {
    error: "Choose what the licence is for: insecticides, fertilisers or seeds.",
  }),
  number: requiredText("Enter the licence's number.", 60),
  authority: requiredText("Enter who issued it, e.g. the Deputy Director of Agriculture, Darjeeling.", 200),
  /** The last day it is valid, India's day; a day past is allowed (an ended licence kept on record). */
  valid_until: dayField("Enter the last day it is valid, e.g. 2027-03-31."),
  states: z
    .array(z.enum(STATE_NAMES, { error: "Choose the states from the list." }), { error: CHOOSE_STATES })
    .min(1, CHOOSE_STATES)
    .max(STATE_NAMES.length, CHOOSE_STATES)
    // Kept in the list's order (lib/india-states.ts), each once, however they were sent.
    .transform((names) => STATE_NAMES.filter((n) => names.includes(n))),
});
export type LicenceInput = z.output<typeof licenceFields>;

export const licenceVersion = z
  .number({ error: "Reload the page: the version it started from is missing." })
  .int()
  .min(1);

export const licenceUpdateFields = licenceFields.extend({
  licence_id: id("Unknown licence."),
  version: licenceVersion,
});

export const licenceRemoveFields = z.object({ licence_id: id("Unknown licence."), version: licenceVersion });

/** One state ticked arrives as text, several as a list, none not at all. */
const asList = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * The settings page's licence form, posted with its scan in the same multipart body (`file`):
 * the API's fields, the states as ticked boxes, an edit's id and version, "remove the scan".
 */
export const licencePageFields = licenceFields.extend({
  states: z.preprocess(asList, licenceFields.shape.states),
  licence_id: id("Unknown licence.").optional(),
  version: licenceVersion.optional(),
  drop_scan: z.boolean().default(false),
});
