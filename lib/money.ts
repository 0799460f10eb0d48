/**
 * Money is an integer number of paise from the database to the last step; these
 * functions are the only place it becomes text.
 */
export type Paise = number;

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `₹1,23,456.50` — Indian digit grouping, two decimals, for people. */
export function formatRupees(paise: Paise): string {
  return rupees.format(paise / 100);
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
