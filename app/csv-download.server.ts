import { data } from "react-router";
import { exportDays } from "../lib/india-time";
import { dayField } from "../lib/validation/fulfilment";
import { orRefusalPage } from "./lib/domain-refusal.server";

/**
 * A back-office CSV download for the days `from` and `to` of a GET form (days in India's time,
 * both included); a day left empty is the default, the last 30 days (lib/india-time.ts,
 * `exportDays`). An impossible day, or a span too long for one file (the service's DomainError),
 * is a sentence for the staff with status 400, not a fault page.
 */
export async function csvDownload(
  request: Request,
  options: {
    /** What to say when a day is not a day. */
    missing: string;
    span: (from: string, to: string) => { from?: Date; to?: Date };
    exportCsv: (from: Date, to: Date) => Promise<{ csv: string }>;
    filename: (from: string, to: string) => string;
  },
): Promise<Response> {
  const url = new URL(request.url);
  const day = (name: string) => {
    const text = url.searchParams.get(name)?.trim() ?? "";
    if (text === "") return undefined;
    const parsed = dayField().safeParse(text);
    if (!parsed.success) throw data(options.missing, { status: 400 });
    return parsed.data;
  };
  const days = exportDays(day("from"), day("to"));
  let span: { from?: Date; to?: Date };
  try {
    span = options.span(days.from, days.to);
  } catch (err) {
    throw data(err instanceof Error ? err.message : options.missing, { status: 400 });
  }
  const { csv } = await orRefusalPage({ lang: "en" }, () =>
    options.exportCsv(span.from as Date, span.to as Date),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${options.filename(days.from, days.to)}"`,
      "cache-control": "no-store",
    },
  });
}
