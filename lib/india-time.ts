/**
 * The shop keeps India's time (UTC+05:30, no daylight saving) for people: the day a post is
 * dated, the times a promo code runs. Written once for the server, the pages and the forms.
 */
export const INDIA_OFFSET_MS = 330 * 60_000;

/** India's day of a moment: "2026-11-23". */
export const indiaDay = (moment: Date | string) =>
  new Date(new Date(moment).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

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
