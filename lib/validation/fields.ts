import { z } from "zod";

/** Plain-text fields are at most this long (HTML fields excepted). */
export const MAX_TEXT = 2000;

/** A required text field: trimmed, with the form's message when empty. */
export const requiredText = (message: string, max = MAX_TEXT) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters.`);

export const optionalText = (max = MAX_TEXT) =>
  z
    .string({ error: "Must be text." })
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .optional()
    .default("");

// A pragmatic address check: something@something.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\d{10}$/;
export const PINCODE_PATTERN = /^\d{6}$/;
/**
 * India Post's pincodes start with the postal zone, 1 to 8 (9 is the Army Postal Service, which
 * no parcel service delivers to): 000000 or 999999 is a typing mistake, never a place.
 */
export const INDIAN_PINCODE = /^[1-8]\d{5}$/;
export const NOT_INDIAN_PINCODE = "This is not an Indian pincode. Check it.";

/** A pincode asked about on its own (the product page's check, the cart's delivery line). */
export const pincodeField = z
  .string({ error: "Enter a 6-digit pincode." })
  .trim()
  .regex(PINCODE_PATTERN, "Enter a 6-digit pincode.")
  .regex(INDIAN_PINCODE, NOT_INDIAN_PINCODE);

/**
 * An email address, trimmed: `required` when empty, `invalid` when it is not an address or is
 * longer than an address can be. Each form keeps its own wording.
 */
export const emailField = (required = "Email is required", invalid = "Invalid email format") =>
  z.string({ error: required }).trim().min(1, required).max(254, invalid).regex(EMAIL_PATTERN, invalid);

/** Ids are positive integers; numeric strings are accepted on input. */
export const id = (message = "A valid id is required.") =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message)], { error: message })
    .transform(Number)
    .pipe(
      z
        .number()
        .int(message)
        .positive(message)
        .max(2 ** 31 - 1, message),
    );

/** Any control character (Unicode category Cc: NUL, the other C0 codes, DEL and C1). */
const CONTROL = /\p{Cc}/u;
/** The same without line breaks and tabs, which a multi-line field (a textarea) may hold. */
const CONTROL_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

/**
 * Whether text holds a control character nobody types into a form: NUL, which PostgreSQL
 * cannot store, and the rest of Unicode's Cc (line breaks and tabs allowed in multi-line text).
 */
export const hasControlCharacters = (text: string, multiline = false) =>
  (multiline ? CONTROL_BUT_LINES : CONTROL).test(text);

/** The JSON Schema keyword that marks a multi-line field; the API's field layer reads it. */
export const MULTILINE = "x-multiline";

/** Marks a text field as multi-line: line breaks and tabs are allowed in it, other control characters not. */
export const multiline = <S extends z.ZodType>(schema: S): S => schema.meta({ [MULTILINE]: true });

/** Collects the first message per field from a failed parse, for forms (`whole`: a message about no one field). */
export function fieldErrors(error: z.ZodError, whole = "form"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || whole;
    out[key] ??= issue.message;
  }
  return out;
}
