/**
 * Money is an integer number of paise from the database to the last step; these
 * functions are the only place it becomes text.
 */
export type Paise = number;

/**
 * `₹1,23,456.50` — Indian digit grouping, two decimals, for people. Written out by hand, the
 * same text as `Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" })` (the tests
 * compare them): a phone's first Intl formatter loads its locale data, some 100 ms of a cheap
 * phone's main thread while the page is waking up.
 */
export function formatRupees(paise: Paise): string {
  const whole = Math.round(paise);
  const abs = Math.abs(whole);
  const digits = String(Math.floor(abs / 100));
  // The last three digits, then pairs: 12,34,567.
  const grouped =
    digits.length <= 3
      ? digits
      : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
  return `${whole < 0 ? "-" : ""}₹${grouped}.${String(abs % 100).padStart(2, "0")}`;
}

/** One of the API's money strings ("1234.50") for people: `₹1,234.50`. */
export function formatRupeeString(rupeeString: string): string {
  return formatRupees(Math.round(Number(rupeeString) * 100));
}

/** `"1234.50"` — the API's money strings. */
export function toRupeeString(paise: Paise): string {
  assertPaise(paise);
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function assertPaise(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of paise: ${value}`);
}
