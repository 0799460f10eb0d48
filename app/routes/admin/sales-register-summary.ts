import { data } from "react-router";
import { summaryCsv } from "../../../server/modules/invoices";
import { requireStaffPage } from "../../admin-session.server";
import { csvAttachment, summaryMonth } from "../../sales-register.server";
import type { Route } from "./+types/sales-register-summary";

/** A month's regulated sales per state and kind as a CSV, for the monthly returns (decision 0050). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "payments");
  const m = summaryMonth(new URL(request.url));
  if (m.invalid) throw data(m.invalid, { status: 400 });
  const rows = await context.services.salesRegister.summary(m.from, m.to);
  return csvAttachment(summaryCsv(m.month, rows), `regulated-sales-summary-${m.month}.csv`);
}
