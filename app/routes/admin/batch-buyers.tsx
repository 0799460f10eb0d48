import { Form, Link } from "react-router";
import { type Column, DataList } from "~/components/admin/DataList";
import { PageHeader } from "~/components/admin/PageHeader";
import { Panel } from "~/components/admin/Panel";
import { shopDay } from "../../../lib/india-time";
import type { BatchBuyer } from "../../../server/flows/who-bought-batch";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/batch-buyers";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "customers");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 40);
  const chosen = Number(url.searchParams.get("batch"));
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const { batchBuyers } = context.services;
  const found = q ? await batchBuyers.search({ q }) : [];
  if (!Number.isInteger(chosen) || chosen < 1)
    return { q, found, batch: null, buyers: [], page, more: false };
  const [batch] = await batchBuyers.search({ id: chosen });
  if (!batch) return { q, found, batch: null, buyers: [], page, more: false, missing: true };
  const list = await batchBuyers.buyers(chosen, page);
  const show = (b: BatchBuyer) => ({
    ...b,
    day: shopDay(b.at.toISOString().slice(0, 10)),
    at: b.at.toISOString(),
  });
  return {
    q,
    found,
    batch: { ...batch, expires: shopDay(batch.expiresOn) },
    buyers: list.buyers.map(show),
    page,
    more: list.more,
  };
}

/** A buyer as the page shows them: the day of the order in India. */
type ShownBuyer = Omit<BatchBuyer, "at"> & { day: string; at: string };

const BUYER_COLUMNS: Column<ShownBuyer>[] = [
  {
    label: "Order",
    primary: true,
    cell: (b) => (
      <>
        <Link className="underline" to={`/admin/orders/${b.orderId}`}>
          #{b.orderId}
        </Link>
        <span className="ml-2 text-xs font-normal text-stone-700">{b.status}</span>
      </>
    ),
  },
  { label: "Date", cell: (b) => <span className="whitespace-nowrap">{b.day}</span> },
  { label: "Customer", cell: (b) => <span className="[overflow-wrap:anywhere]">{b.name}</span> },
  { label: "Phone", cell: (b) => <span className="whitespace-nowrap">{b.phone}</span> },
  { label: "Delivery address", cell: (b) => <span className="[overflow-wrap:anywhere]">{b.address}</span> },
  { label: "Qty", numeric: true, cell: (b) => b.qty },
  { label: "Invoice", cell: (b) => <span className="whitespace-nowrap">{b.invoiceNo ?? "—"}</span> },
];

/**
 * Who bought a batch (docs/decisions/0049-batches-and-expiry.md): search a batch number, pick the
 * batch, and see each buyer with the delivery address and the tax invoice; the same as CSV.
 * A GET form and plain links: it works before the scripts arrive.
 */
export default function BatchBuyers({ loaderData }: Route.ComponentProps) {
  const { q, found, batch, buyers, page, more } = loaderData;
  return (
    <>
      <PageHeader
        title="Who bought a batch"
        description="For a recall or an Insecticide Inspector: every order that took units of a batch and still has them (units cancelled or refused went back to the batch)."
      />
      <div className="space-y-6">
        <Panel id="find" title="Find the batch">
          <Form method="get" className="mt-2 flex flex-wrap items-end gap-2">
            <div className="min-w-48 flex-1">
              <label htmlFor="q" className="block text-sm font-semibold">
                Batch number (or its start)
              </label>
              <input
                id="q"
                name="q"
                defaultValue={q}
                maxLength={40}
                className="mt-1 h-11 w-full rounded-md border border-stone-300 px-3"
              />
            </div>
            <button type="submit" className="btn-primary">
              Search
            </button>
          </Form>
          {q && found.length === 0 && <p className="mt-3">No batch number starts with “{q}”.</p>}
          {found.length > 0 && (
            <ul className="mt-3 divide-y divide-stone-200">
              {found.map((b) => (
                <li key={b.id} className="py-2">
                  <Link
                    className="font-mono font-bold underline"
                    to={`?q=${encodeURIComponent(q)}&batch=${b.id}`}
                  >
                    {b.batchNo}
                  </Link>{" "}
                  — {b.pack}, expires {shopDay(b.expiresOn)}, {b.sold} sold
                </li>
              ))}
            </ul>
          )}
        </Panel>
        {"missing" in loaderData && loaderData.missing && <p role="alert">No such batch.</p>}
        {batch && (
          <Panel id="buyers" title={`Buyers of batch ${batch.batchNo}`}>
            <p className="mt-1 text-stone-700">
              <Link className="underline" to={`/admin/products/${batch.productId}`}>
                {batch.pack}
              </Link>
              , expires {batch.expires}.{" "}
              <a className="underline" href={`/admin/batch-buyers/export?batch=${batch.id}`} download>
                Download as CSV
              </a>
            </p>
            <div className="mt-3">
              {/* A table on a wide screen, a card per buyer on a phone (no sideways scrolling). */}
              <DataList
                label={`Buyers of batch ${batch.batchNo}`}
                rows={buyers}
                columns={BUYER_COLUMNS}
                rowKey={(b) => b.orderLineBatchId}
                empty="Nobody holds units of this batch."
              />
            </div>
            <nav className="mt-3 flex gap-4" aria-label="Pages of buyers">
              {page > 1 && <Link to={`?batch=${batch.id}&page=${page - 1}`}>← Earlier buyers</Link>}
              {more && <Link to={`?batch=${batch.id}&page=${page + 1}`}>Later buyers →</Link>}
            </nav>
          </Panel>
        )}
      </div>
    </>
  );
}
