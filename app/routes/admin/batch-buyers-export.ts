import { data } from "react-router";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/batch-buyers-export";

/**
 * A batch's buyers as CSV (GET: it only reads), streamed: for a recall or an Insecticide
 * Inspector (docs/decisions/0049-batches-and-expiry.md). Customers' details: owners and managers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "customers");
  const id = Number(new URL(request.url).searchParams.get("batch"));
  if (!Number.isInteger(id) || id < 1)
    throw data("Choose a batch first: its buyers are listed by batch.", { status: 400 });
  const { batchBuyers } = context.services;
  let batch: Awaited<ReturnType<typeof batchBuyers.batch>>;
  try {
    batch = await batchBuyers.batch(id);
  } catch {
    throw data("No such batch.", { status: 404 });
  }
  const safeName = batch.batchNo.replace(/[^A-Za-z0-9.-]/g, "-");
  return new Response(batchBuyers.csv(id), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="batch-${safeName}-buyers.csv"`,
      "cache-control": "no-store",
    },
  });
}
