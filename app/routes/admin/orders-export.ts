import { adminOrderFilter } from "../../../server/modules/orders";
import { requireStaffPage } from "../../admin-session.server";
import { csvDownload } from "../../csv-download.server";
import type { Route } from "./+types/orders-export";

/**
 * The accountant's CSV as a download from the orders page's form (GET: it only reads). The
 * same rules as the API's `/orders/export`: days in India's time, both included, the last 30
 * days when none is chosen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "payments");
  return csvDownload(request, {
    missing: "Enter each day of the range as YYYY-MM-DD, or leave it empty for the last 30 days.",
    span: (from, to) => adminOrderFilter({ from, to }),
    exportCsv: (from, to) => context.services.adminOrders.exportCsv(from, to),
    filename: (from, to) => `orders-${from}-to-${to}.csv`,
  });
}
