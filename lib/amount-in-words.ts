import { assertPaise, type Paise } from "./money";

/**
 * An amount in words with India's numbering (thousand, lakh, crore), as an invoice states
 * its total: 12345678 paise → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six
 * and Paise Seventy-Eight Only".
 */
const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const t = TENS[Math.floor(n / 10)];
  return n % 10 ? `${t}-${ONES[n % 10]}` : t;
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts = h ? [`${ONES[h]} Hundred`] : [];
  if (rest) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** A whole number in words, Indian style: crores (themselves in words, however many), lakhs, thousands. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

export function rupeesInWords(paise: Paise): string {
  assertPaise(paise);
  if (paise < 0) throw new RangeError("a negative amount has no words here");
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const r = `Rupees ${numberInWords(rupees)}`;
  return p ? `${r} and Paise ${belowHundred(p)} Only` : `${r} Only`;
}
