import { data } from "react-router";
import { dayField } from "../../../lib/validation/fulfilment";
import { adminOrderFilter, requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/orders-export";

/**
 * The accountant's CSV as a download from the orders page's form (GET: it only reads). The
 * same rules as the API's `/orders/export`: days in India's time, both included.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "payments");
  const url = new URL(request.url);
  const from = dayField().safeParse(url.searchParams.get("from") ?? "");
  const to = dayField().safeParse(url.searchParams.get("to") ?? "");
  if (!from.success || !to.success) throw data("Choose both days of the range.", { status: 400 });
  let range: { from?: Date; to?: Date };
  try {
    range = adminOrderFilter({ from: from.data, to: to.data });
  } catch (err) {
    throw data(err instanceof Error ? err.message : "Choose both days of the range.", { status: 400 });
  }
  let csv: string;
  try {
    ({ csv } = await context.services.adminOrders.exportCsv(range.from as Date, range.to as Date));
  } catch (err) {
    // A range too long for one file is the staff's to shorten (a sentence, not a fault page).
    if (err instanceof Error && err.name === "DomainError") throw data(err.message, { status: 400 });
    throw err;
  }
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${from.data}-to-${to.data}.csv"`,
      "cache-control": "no-store",
    },
  });
}
