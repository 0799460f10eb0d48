import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/catalogue-export";

/**
 * The catalogue as CSV, a download from the Import and export page (GET: it only reads). The
 * same file as the API's `/catalogue/export`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "catalogue");
  const { csv } = await context.services.catalogAdmin.csv.exportCsv();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="catalogue-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
