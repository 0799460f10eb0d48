/**
 * India's GST identification number: 2 digits of state code, the holder's PAN (5 letters, 4
 * digits, a letter), the entity number (1-9, A-Z), "Z", and a check character computed from
 * the first 14 (the GSTN's base-36 Luhn mod N). One function, used by the shop settings, the
 * checkout's "Claim GST input credit" field and the invoices.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

export type GstinProblem = "shape" | "checksum";

/** Why a GSTIN (already trimmed and upper-cased) is not one, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return "shape";
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : "checksum";
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === null;

/** The sentences the forms and the API answer with. */
export const gstinMessages: Record<GstinProblem, string> = {
  shape: "The GSTIN must be 15 characters such as 19AAACH1234F1Z0.",
  checksum: "This GSTIN's last character does not match the rest: check it for a typing mistake.",
};
