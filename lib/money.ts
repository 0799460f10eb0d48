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

/** `"1234.50"` — the API's money strings. */
export function toRupeeString(paise: Paise): string {
  assertPaise(paise);
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Parses an API money string ("450", "450.5", "450.50") into paise; null when it is not money. */
export function parseRupees(text: string): Paise | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

export function assertPaise(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of paise: ${value}`);
}
