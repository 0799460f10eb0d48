/**
 * The shop keeps India's time (UTC+05:30, no daylight saving) for people: the day a post is
 * dated, the times a promo code runs. Written once for the server, the pages and the forms.
 */
export const INDIA_OFFSET_MS = 330 * 60_000;

/** India's day of a moment: "2026-11-23". */
export const indiaDay = (moment: Date | string) =>
  new Date(new Date(moment).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The next midnight in India after a moment (ms since the epoch): when India's day changes, and
 * with it what the shop's licences allow (docs/decisions/0047-regulated-sales.md).
 */
export const nextIndiaMidnight = (ms: number) => {
  const day = 86_400_000;
  return (Math.floor((ms + INDIA_OFFSET_MS) / day) + 1) * day - INDIA_OFFSET_MS;
};

/** A moment as a date-time field shows it in India: "2026-11-23T17:30". */
export const toIndiaLocal = (moment: Date | string) =>
  new Date(new Date(moment).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);

/** India's time zone: the one place the shop names it (formatters and SQL take it from here). */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

/** India's day "2026-11-27" as a language writes it: "Fri, 27 Nov" (checkout, cart). */
export function deliveryDayLabel(day: string, locale: string) {
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(`${day}T12:00:00+05:30`));
}

/** India's day "2027-03-31" as the back office writes it: "31 Mar 2027". */
export const shopDay = (day: string) =>
  new Date(`${day}T12:00:00+05:30`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: INDIA_TIME_ZONE,
  });

/**
 * A moment in India's time as ISO 8601 with its offset: "2026-11-27T09:05:00+05:30". What the
 * back office's CSV files write (docs/storefront.md, "Back-office CSV files"): the clock the
 * shop keeps, and still one exact moment any spreadsheet or script reads back.
 */
export const indiaIso = (moment: Date | string) => `${toIndiaLocalSeconds(moment)}+05:30`;

const toIndiaLocalSeconds = (moment: Date | string) =>
  new Date(new Date(moment).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 19);

/** How many days the back office's CSV exports span when no day is chosen: the last 30. */
export const EXPORT_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * The days an export covers (India's days, both included) from what staff chose: a missing
 * `to` is today; a missing `from` is the 29 days before `to` (30 days in all).
 */
export function exportDays(
  from: string | undefined,
  to: string | undefined,
  now: Date = new Date(),
): { from: string; to: string } {
  const last = to || indiaDay(now);
  const first =
    from ||
    new Date(Date.parse(`${last}T00:00:00Z`) - (EXPORT_DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from: first, to: last };
}
