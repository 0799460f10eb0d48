import { z } from "zod";
import { emailField, optionalText, PHONE_PATTERN, PINCODE_PATTERN } from "./fields";

/** The rules of a new or changed address, with the form's messages; the server checks add and update too. */
export const addressFields = z.object({
  fullname: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .min(3, "Name must be at least 3 characters")
    .max(200, "Name must be at most 200 characters"),
  email: emailField(),
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
    .max(100, "State is too long"),
  pincode: z
    .string({ error: "Pincode is required" })
    .trim()
    .min(1, "Pincode is required")
    .regex(PINCODE_PATTERN, "Pincode must be 6 digits"),
  landmark: optionalText(200),
});

export type AddressInput = z.infer<typeof addressFields>;
