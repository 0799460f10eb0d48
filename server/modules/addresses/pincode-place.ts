import { findState } from "../../../lib/india-states";
import {
  addressWithPincodeRule,
  type PincodeStateRule,
  pincodeElsewhereMessage,
  pincodePrefixRule,
} from "../../../lib/validation/address";
import { findPincode } from "./pincode-directory";

/**
 * The sentence refusing this pincode for this state, or undefined. Only a pincode the directory
 * knows is refused here (a pincode it lacks may be new: lib/validation/address.ts still checks
 * its first digits); one that crosses a border fits each of its states.
 */
export function pincodeStateMismatch(pincode: string, state: string): string | undefined {
  const chosen = findState(state);
  const place = findPincode(pincode);
  if (!chosen || !place || place.states.includes(chosen.name)) return undefined;
  return pincodeElsewhereMessage(place.pincode, place.state, chosen.name);
}

/**
 * The server's pincode rule: the directory's answer for a pincode it knows (it places a few
 * pincodes outside their digits' state: Chandigarh's 140119), the first digits otherwise.
 */
export const pincodeStateRule: PincodeStateRule = (pincode, state) =>
  findPincode(pincode) ? pincodeStateMismatch(pincode, state) : pincodePrefixRule(pincode, state);

/** The address form's rule on the server: the fields, then the pincode by pincodeStateRule. */
export const addressFormRules = addressWithPincodeRule(pincodeStateRule);

type Filled = Partial<Record<"city" | "district" | "state", string>>;

/**
 * What the directory fills of an address whose pincode it knows: its empty city (the
 * district's name, as India's shops do), district and state. Nothing for an unknown pincode.
 */
export function fillFromPincode(fields: {
  pincode?: unknown;
  city?: unknown;
  district?: unknown;
  state?: unknown;
}): Filled {
  const place = typeof fields.pincode === "string" ? findPincode(fields.pincode) : undefined;
  if (!place) return {};
  const empty = (v: unknown) => typeof v !== "string" || v.trim() === "";
  const filled: Filled = {};
  if (empty(fields.city)) filled.city = place.district;
  if (empty(fields.district)) filled.district = place.district;
  if (empty(fields.state)) filled.state = place.state;
  return filled;
}

/** The same for a posted form, in place (a form sent without scripts comes back filled). */
export function fillFormFromPincode(form: FormData): void {
  const read = (name: string) => form.get(name) ?? undefined;
  const filled = fillFromPincode({
    pincode: read("pincode"),
    city: read("city"),
    district: read("district"),
    state: read("state"),
  });
  for (const [name, value] of Object.entries(filled)) form.set(name, value);
}
