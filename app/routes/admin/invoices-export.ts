import { data } from "react-router";
import { dayField } from "../../../lib/validation/fulfilment";
import { invoicePeriod, requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/invoices-export";

/**
 * The CSV for GST returns as a download from the invoices page's form (GET: it only reads);
 * the same rules as the API's `/invoices/export`: days in India's time, both included.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "payments");
  const url = new URL(request.url);
  const from = dayField().safeParse(url.searchParams.get("from") ?? "");
  const to = dayField().safeParse(url.searchParams.get("to") ?? "");
  if (!from.success || !to.success) throw data("Choose both days of the period.", { status: 400 });
  let period: { from?: Date; to?: Date };
  try {
    period = invoicePeriod(from.data, to.data);
  } catch (err) {
    throw data(err instanceof Error ? err.message : "Choose both days of the period.", { status: 400 });
  }
  let csv: string;
  try {
    ({ csv } = await context.services.invoices.exportCsv(period.from as Date, period.to as Date));
  } catch (err) {
    // A period too long for one file is the staff's to shorten (a sentence, not a fault page).
    if (err instanceof Error && err.name === "DomainError") throw data(err.message, { status: 400 });
    throw err;
  }
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="gst-invoices-${from.data}-to-${to.data}.csv"`,
      "cache-control": "no-store",
    },
  });
}
