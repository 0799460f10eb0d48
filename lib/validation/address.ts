import { z } from "zod";
import { findState, pincodeFitsState } from "../india-states";
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

/** The message for a pincode that cannot be in the chosen state. */
export const pincodeStateMessage = (pincode: string, state: string) =>
  `Pincode ${pincode} is not in ${state}. Check the pincode and the state.`;

/**
 * The check across two fields: a pincode that cannot belong to the chosen state (its first
 * digits, lib/india-states.ts) is refused on the pincode field. Added with `.superRefine` to
 * each form or body built from addressFields (an object with a refinement cannot be extended).
 */
export function pincodeInState(v: { state: string; pincode: string }, ctx: z.RefinementCtx) {
  const state = findState(v.state);
  if (state && /^\d{6}$/.test(v.pincode) && !pincodeFitsState(v.pincode, state)) {
    ctx.addIssue({ code: "custom", path: ["pincode"], message: pincodeStateMessage(v.pincode, state.name) });
  }
}

/**
 * The address form's whole rule: each field, then the pincode against the state. The pincode's
 * check runs while other fields are still empty too (zod skips a refinement once a field is
 * missing): the form says it as soon as both are typed.
 */
export const checkedAddress = addressFields.refine(
  (v) => {
    const state = findState(v.state);
    return !state || !/^\d{6}$/.test(v.pincode) || pincodeFitsState(v.pincode, state);
  },
  {
    path: ["pincode"],
    error: (issue) => {
      const v = issue.input as { state: string; pincode: string };
      return pincodeStateMessage(v.pincode, findState(v.state)?.name ?? v.state);
    },
    when: (payload) => {
      const v = payload.value as { state?: unknown; pincode?: unknown } | undefined;
      return typeof v?.state === "string" && typeof v.pincode === "string";
    },
  },
);
