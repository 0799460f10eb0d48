// Built once: an Intl formatter is costly to make, and a list page formats many dates.
const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "14 July 2026", the same on server and browser (the UTC day the post was dated). */
export const formatDate = (date: Date) => longDate.format(date);

/** "2026-07-14": the same day for `<time dateTime>` and structured data. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
