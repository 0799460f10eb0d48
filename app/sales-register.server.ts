import { exportDays, indiaDay } from "../lib/india-time";
import { monthDays } from "../lib/sales-register";
import { dayField, indiaDayEnd, indiaDayStart } from "../lib/validation/fulfilment";

/**
 * The sales register's period and month from a GET form's query (docs/decisions/0050-where-each-may-be-sold.md):
 * days in India's time, both included, the last 30 days when none is chosen; a month "2026-11",
 * this month when none is. A day or month that is not one is a sentence for the staff.
 */
export const registerText = {
  badDay: "Enter each day of the period as YYYY-MM-DD, or leave it empty for the last 30 days.",
  backwards: "The period must end on or after the day it starts.",
  tooLong: "Choose a period of at most 366 days: download a year at a time.",
  badMonth: "Choose a month as YYYY-MM.",
} as const;

const MAX_DAYS = 366;

export function registerPeriod(url: URL, now = new Date()) {
  const read = (name: string) => {
    const text = url.searchParams.get(name)?.trim() ?? "";
    if (text === "") return { day: undefined, ok: true };
    return dayField().safeParse(text).success ? { day: text, ok: true } : { day: undefined, ok: false };
  };
  const from = read("from");
  const to = read("to");
  let invalid: string | null = from.ok && to.ok ? null : registerText.badDay;
  let days = exportDays(from.day, to.day, now);
  const span = (indiaDayEnd(days.to).getTime() - indiaDayStart(days.from).getTime()) / 86_400_000;
  if (span < 1) invalid = registerText.backwards;
  else if (span > MAX_DAYS) invalid = registerText.tooLong;
  // A period refused shows (and downloads) nothing rather than some other period.
  if (invalid) days = exportDays(undefined, undefined, now);
  return { days, from: indiaDayStart(days.from), to: indiaDayEnd(days.to), invalid };
}

export function summaryMonth(url: URL, now = new Date()) {
  const asked = url.searchParams.get("month")?.trim() || indiaDay(now).slice(0, 7);
  const days = monthDays(asked);
  const month = days ? asked : indiaDay(now).slice(0, 7);
  const span = monthDays(month) as { from: string; to: string };
  return {
    month,
    from: indiaDayStart(span.from),
    to: indiaDayEnd(span.to),
    invalid: days ? null : registerText.badMonth,
  };
}

/** A CSV download written as it is read (server/csv.ts's csvStream). */
export function csvAttachment(body: ReadableStream<Uint8Array>, filename: string) {
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
