import { data } from "react-router";
import { registerCsv } from "../../../server/modules/invoices";
import { requireStaffPage } from "../../admin-session.server";
import { csvAttachment, registerPeriod } from "../../sales-register.server";
import type { Route } from "./+types/sales-register-export";

/**
 * The register of regulated goods sold as a CSV for any period (GET, from the register page's
 * form; docs/decisions/0050-where-each-may-be-sold.md), streamed a batch of documents at a time.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "payments");
  const period = registerPeriod(new URL(request.url));
  if (period.invalid) throw data(period.invalid, { status: 400 });
  return csvAttachment(
    registerCsv(context.services.salesRegister, period.from, period.to),
    `regulated-sales-${period.days.from}-to-${period.days.to}.csv`,
  );
}
