import { data } from "react-router";
import { SUMMARY_HEADER } from "../../../lib/sales-register";
import { summaryCsvRow } from "../../../server/modules/invoices";
import { requireStaffPage } from "../../admin-session.server";
import { csvAttachment, summaryMonth } from "../../sales-register.server";
import type { Route } from "./+types/sales-register-summary";

/** A month's regulated sales per state and kind as a CSV, for the monthly returns (decision 0050). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "payments");
  const m = summaryMonth(new URL(request.url));
  if (m.invalid) throw data(m.invalid, { status: 400 });
  const summary = await context.services.salesRegister.summary(m.from, m.to);
  async function* one() {
    yield summary.map((s) => summaryCsvRow(m.month, s));
  }
  return csvAttachment(SUMMARY_HEADER, one(), `regulated-sales-summary-${m.month}.csv`);
}
