import { invoicePeriod } from "../../../server/modules/invoices";
import { requireStaffPage } from "../../admin-session.server";
import { csvDownload } from "../../csv-download.server";
import type { Route } from "./+types/invoices-export";

/**
 * The CSV for GST returns as a download from the invoices page's form (GET: it only reads);
 * the same rules as the API's `/invoices/export`: days in India's time, both included, the
 * last 30 days when none is chosen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "payments");
  return csvDownload(request, {
    missing: "Enter each day of the period as YYYY-MM-DD, or leave it empty for the last 30 days.",
    span: invoicePeriod,
    exportCsv: (from, to) => context.services.invoices.exportCsv(from, to),
    filename: (from, to) => `gst-invoices-${from}-to-${to}.csv`,
  });
}
