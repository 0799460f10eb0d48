import { indiaDay } from "../../../lib/india-time";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/batches-export";

/**
 * Every batch, and every regulated pack with none yet, as CSV (GET: it only reads): the file to
 * fill in when stock arrives (docs/decisions/0053-batches-spreadsheet.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "stock");
  return new Response(await context.services.batchSheet.exportCsv(), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="batches-${indiaDay(new Date())}.csv"`,
      "cache-control": "no-store",
    },
  });
}
