import libphonenumber from "google-libphonenumber";

const util = libphonenumber.PhoneNumberUtil.getInstance();

/** Why a typed number is not an Indian mobile (the sentences are the caller's, per language). */
export type PhoneProblem = "empty" | "not_a_number" | "not_indian_mobile";

export type PhoneCheck = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

/**
 * A mobile number as a farmer types it ("98300 12345", "+91-98300-12345", "09830012345") in
 * E.164 (+919830012345), read by Google's libphonenumber with India as the home region. An
 * Indian mobile is 10 digits starting 6–9: that rule, not the library's list of number ranges,
 * decides, so a newly opened series is never refused (docs/decisions/0035-phone-numbers.md).
 */
export function indianMobile(typed: string): PhoneCheck {
  const input = typed.trim();
  if (!input) return { ok: false, problem: "empty" };
  // Letters are never part of a number here (no "1-800-FLOWERS" on a farmer's phone).
  if (/[a-z]/i.test(input) || input.replace(/\D/g, "").length < 5)
    return { ok: false, problem: "not_a_number" };
  let parsed: libphonenumber.PhoneNumber;
  try {
    parsed = util.parseAndKeepRawInput(input, "IN");
  } catch {
    return { ok: false, problem: "not_a_number" };
  }
  const national = String(parsed.getNationalNumber() ?? "");
  if (parsed.getCountryCode() !== 91 || !/^[6-9]\d{9}$/.test(national)) {
    return { ok: false, problem: "not_indian_mobile" };
  }
  return { ok: true, e164: util.format(parsed, libphonenumber.PhoneNumberFormat.E164) };
}

/** An E.164 Indian mobile as people read it: +91 98300 12345. */
export const showMobile = (e164: string) =>
  /^\+91\d{10}$/.test(e164) ? `+91 ${e164.slice(3, 8)} ${e164.slice(8)}` : e164;
