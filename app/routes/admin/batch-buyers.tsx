import { Form, Link } from "react-router";
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
                  — {b.pack}, expires {b.expiresOn}, {b.sold} sold
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
            {buyers.length === 0 ? (
              <p className="mt-3">Nobody holds units of this batch.</p>
            ) : (
              <div className="mt-3 overflow-x-auto">
                <table className="w-full min-w-[40rem] text-left text-sm">
                  <thead className="border-b border-stone-300">
                    <tr>
                      <th className="py-1 pr-2">Order</th>
                      <th className="py-1 pr-2">Date</th>
                      <th className="py-1 pr-2">Customer</th>
                      <th className="py-1 pr-2">Phone</th>
                      <th className="py-1 pr-2">Delivery address</th>
                      <th className="py-1 pr-2 text-right">Qty</th>
                      <th className="py-1">Invoice</th>
                    </tr>
                  </thead>
                  <tbody>
                    {buyers.map((b) => (
                      <tr key={b.orderLineBatchId} className="border-b border-stone-200 align-top">
                        <td className="py-2 pr-2">
                          <Link className="underline" to={`/admin/orders/${b.orderId}`}>
                            #{b.orderId}
                          </Link>
                          <span className="block text-xs text-stone-700">{b.status}</span>
                        </td>
                        <td className="py-2 pr-2 whitespace-nowrap">{b.day}</td>
                        <td className="py-2 pr-2 [overflow-wrap:anywhere]">{b.name}</td>
                        <td className="py-2 pr-2 whitespace-nowrap">{b.phone}</td>
                        <td className="py-2 pr-2 [overflow-wrap:anywhere]">{b.address}</td>
                        <td className="py-2 pr-2 text-right tabular-nums">{b.qty}</td>
                        <td className="py-2 whitespace-nowrap">{b.invoiceNo ?? "—"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
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
