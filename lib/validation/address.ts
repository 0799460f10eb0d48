import { z } from "zod";
import { findState, INDIA_STATES, pincodeFitsState } from "../india-states";
import {
  EMAIL_PATTERN,
  INDIAN_PINCODE,
  NOT_INDIAN_PINCODE,
  optionalText,
  PHONE_PATTERN,
  PINCODE_PATTERN,
} from "./fields";

/** The rules of a new or changed address, with the form's messages; the server checks add and update too. */
export const addressFields = z.object({
  fullname: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .min(3, "Name must be at least 3 characters")
    .max(200, "Name must be at most 200 characters"),
  // Optional: a farmer may have no email; the parcel goes by the phone (kept "" when left empty).
  email: z
    .string()
    .trim()
    .max(254, "Invalid email format")
    .refine((v) => v === "" || EMAIL_PATTERN.test(v), "Invalid email format")
    .optional()
    .default(""),
  phone: z
    .string({ error: "Phone is required" })
    .trim()
    .min(1, "Phone is required")
    .regex(PHONE_PATTERN, "Phone must be 10 digits"),
  street1: z
    .string({ error: "Street address is required" })
    .trim()
    .min(1, "Street address is required")
    .min(5, "Address is too short")
    .max(500, "Address must be at most 500 characters"),
  city: z
    .string({ error: "City is required" })
    .trim()
    .min(1, "City is required")
    .max(100, "City is too long"),
  // Filled from the pincode where the directory knows it; an address saved before has none.
  district: optionalText(100),
  state: z
    .string({ error: "State is required" })
    .trim()
    .min(1, "State is required")
    .max(100, "State is too long")
    .refine((s) => findState(s) !== undefined, "Choose the state or union territory from the list"),
  pincode: z
    .string({ error: "Pincode is required" })
    .trim()
    .min(1, "Pincode is required")
    .regex(PINCODE_PATTERN, "Pincode must be 6 digits")
    .regex(INDIAN_PINCODE, NOT_INDIAN_PINCODE),
  landmark: optionalText(200),
});

export type AddressInput = z.infer<typeof addressFields>;

/**
 * Why a pincode does not fit a state, or undefined: the answer of a check (the first digits
 * here, the server's pincode directory there: server/modules/addresses/pincode-place.ts).
 */
export type PincodeStateRule = (pincode: string, state: string) => string | undefined;

/** The refusal of a pincode known to be in another state than the one chosen. */
export const pincodeElsewhereMessage = (pincode: string, inState: string, chosen: string) =>
  `Pincode ${pincode} is in ${inState}, not ${chosen}.`;

/** The message for a pincode that cannot be in the chosen state, naming where it is when its digits tell. */
export function pincodeStateMessage(pincode: string, state: string) {
  const homes = INDIA_STATES.filter((s) => pincodeFitsState(pincode, s));
  return homes.length === 1
    ? pincodeElsewhereMessage(pincode, homes[0].name, state)
    : `Pincode ${pincode} is not in ${state}. Check the pincode and the state.`;
}

/** The check by the first three digits (lib/india-states.ts): the rule the browser can apply. */
export const pincodePrefixRule: PincodeStateRule = (pincode, name) => {
  const state = findState(name);
  if (!state || !/^\d{6}$/.test(pincode) || pincodeFitsState(pincode, state)) return undefined;
  return pincodeStateMessage(pincode, state.name);
};

/**
 * The check across two fields as a refinement, on the pincode field. Added with `.superRefine`
 * to each body built from addressFields (an object with a refinement cannot be extended).
 */
export const pincodeInState =
  (rule: PincodeStateRule = pincodePrefixRule) =>
  (v: { state: string; pincode: string }, ctx: z.RefinementCtx) => {
    const message = rule(v.pincode, v.state);
    if (message) ctx.addIssue({ code: "custom", path: ["pincode"], message });
  };

/**
 * The address form's whole rule: each field, then the pincode against the state (by `rule`).
 * The pincode's check runs while other fields are still empty too (zod skips a refinement once
 * a field is missing): the form says it as soon as both are typed.
 */
export const addressWithPincodeRule = (rule: PincodeStateRule) =>
  addressFields.refine((v) => rule(v.pincode, v.state) === undefined, {
    path: ["pincode"],
    error: (issue) => {
      const v = issue.input as { state: string; pincode: string };
      return rule(v.pincode, v.state) ?? pincodeStateMessage(v.pincode, v.state);
    },
    when: (payload) => {
      const v = payload.value as { state?: unknown; pincode?: unknown } | undefined;
      return typeof v?.state === "string" && typeof v.pincode === "string";
    },
  });

/** The form's rule in the browser (and wherever the pincode directory is not at hand). */
export const checkedAddress = addressWithPincodeRule(pincodePrefixRule);
