import { type Lang, LOCALE } from "../../../lib/i18n/language";
import { INDIA_TIME_ZONE, indiaDay } from "../../../lib/india-time";

// Built once per language: an Intl formatter is costly to make, and a list page formats many dates.
const longDates = new Map<Lang, Intl.DateTimeFormat>();

/** "14 July 2026" ("14 जुलाई 2026"), the same on server and browser (the day in India the post is dated). */
export function formatDate(date: Date, lang: Lang = "en") {
  let format = longDates.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: INDIA_TIME_ZONE,
    });
    longDates.set(lang, format);
  }
  return format.format(date);
}

/** "2026-07-14": the same day for `<time dateTime>` and structured data (India is UTC+05:30). */
export const isoDay = (date: Date) => indiaDay(date);

/** India's day "2027-12-31" as `formatDate` writes it: "31 December 2027" ("31 दिसंबर 2027"). */
export const formatDay = (day: string, lang: Lang = "en") =>
  formatDate(new Date(`${day}T12:00:00+05:30`), lang);
