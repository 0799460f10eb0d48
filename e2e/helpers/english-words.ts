/**
 * The English words in a page's text that a Hindi reader should not meet (e2e/hindi-every-page).
 * Not English: brand and payment names, unit symbols, the shop's name, what a customer typed
 * or a code they type (anything holding a digit: WELCOME75, an AWB), addresses of email and web.
 */
export const ALLOWED_WORDS = new Set(
  [
    // The shop's name (lib/business.ts) and the language switch's own word for English.
    "haritha",
    "agro",
    "nursery",
    "demo",
    "english",
    // Unit symbols.
    "kg",
    "g",
    "gm",
    "ml",
    "l",
    "ppm",
    "cm",
    "mm",
    // Names of chemistry and trade a farmer reads in Latin letters on every label: a fertilizer's
    // NPK, a pesticide's formulation (WP, SL, SC, WDG, EC), a material (HDPE, EDTA), UV, GSM, pH.
    "npk",
    "wp",
    "sl",
    "sc",
    "wdg",
    "ec",
    "hdpe",
    "edta",
    "uv",
    "gsm",
    "ph",
    "ii",
    // File and card words printed as they are.
    "pdf",
    "cvv",
    // Names of services and brands a farmer reads as they are.
    "upi",
    "gst",
    "gstin",
    "otp",
    "sms",
    "whatsapp",
    "facebook",
    "instagram",
    "youtube",
    "razorpay",
    // The card networks' marks in the footer, named as printed on the cards.
    "visa",
    "mastercard",
    "rupay",
    "openstreetmap",
  ].map((w) => w.toLowerCase()),
);

/** The distinct English words of `text` outside the allow-list, as written on the page. */
export function englishWords(text: string, allowed: ReadonlySet<string> = ALLOWED_WORDS): string[] {
  const cleaned = text
    .replace(/\S+@\S+/g, " ")
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
    .replace(/\b[\w-]+\.(?:example|com|in|org)\b\S*/g, " ")
    .replace(/[A-Za-z0-9_/-]*\d[A-Za-z0-9_/-]*/g, " ");
  const found = new Set<string>();
  for (const word of cleaned.match(/[A-Za-z]+/g) ?? []) {
    if (!allowed.has(word.toLowerCase())) found.add(word);
  }
  return [...found];
}
