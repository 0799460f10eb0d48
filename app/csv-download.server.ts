import { data } from "react-router";
import { dayField } from "../lib/validation/fulfilment";
import { orRefusalPage } from "./lib/domain-refusal.server";

/**
 * A back-office CSV download for the days `from` and `to` of a GET form (days in India's time,
 * both included). A missing or impossible day, or a span too long for one file (the service's
 * DomainError), is a sentence for the staff with status 400, not a fault page.
 */
export async function csvDownload(
  request: Request,
  options: {
    /** What to say when a day is missing or not a day. */
    missing: string;
    span: (from: string, to: string) => { from?: Date; to?: Date };
    exportCsv: (from: Date, to: Date) => Promise<{ csv: string }>;
    filename: (from: string, to: string) => string;
  },
): Promise<Response> {
  const url = new URL(request.url);
  const from = dayField().safeParse(url.searchParams.get("from") ?? "");
  const to = dayField().safeParse(url.searchParams.get("to") ?? "");
  if (!from.success || !to.success) throw data(options.missing, { status: 400 });
  let span: { from?: Date; to?: Date };
  try {
    span = options.span(from.data, to.data);
  } catch (err) {
    throw data(err instanceof Error ? err.message : options.missing, { status: 400 });
  }
  const { csv } = await orRefusalPage({ lang: "en" }, () =>
    options.exportCsv(span.from as Date, span.to as Date),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${options.filename(from.data, to.data)}"`,
      "cache-control": "no-store",
    },
  });
}
