import { data, Link } from "react-router";
import { AddressTail } from "~/components/orders/AddressTail";
import { INDIA_TIME_ZONE } from "../../../lib/india-time";
import { packingSlips } from "../../../server/modules/orders";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/order-slips";

/** At most this many slips in one batch (a printer's afternoon). */
const MAX_SLIPS = 100;

/**
 * Packing slips, one page each when printed: `?ids=12,13` (the orders chosen) or
 * `?status=PAID` (every order waiting to be packed, oldest first: paid online, or cash on
 * delivery confirmed). No prices: a slip goes in the parcel; only the cash to collect at the door.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "orders");
  const url = new URL(request.url);
  const { adminOrders, settings } = context.services;
  // `ids=12,13` from a link, or `ids=12&ids=13` from the list's tick boxes without JavaScript.
  let ids = [
    ...new Set(
      url.searchParams
        .getAll("ids")
        .flatMap((v) => v.split(","))
        .filter((s) => /^\d{1,9}$/.test(s))
        .map(Number),
    ),
  ].slice(0, MAX_SLIPS);
  if (ids.length === 0 && url.searchParams.get("status") === "PAID") {
    const waiting = await Promise.all(
      (["PAID", "CONFIRMED"] as const).map((status) => adminOrders.list({ status, perPage: MAX_SLIPS })),
    );
    ids = waiting
      .flatMap((list) => list.rows.map((r) => r.id))
      .sort((a, b) => a - b)
      .slice(0, MAX_SLIPS);
  }
  if (ids.length === 0 && !url.searchParams.has("status"))
    throw data("Choose the orders to print.", { status: 404 });
  const shop = await settings.business();
  return {
    // Never prices on a slip: it travels in the parcel.
    slips: await packingSlips(adminOrders, ids),
    shop: { name: shop.name, address: shop.address, phone: shop.phones.customerCare[0] ?? "" },
  };
}

/** Printable slips: the shop, the address to deliver to, the lines with packs and quantities. */
export default function PackingSlips({ loaderData }: Route.ComponentProps) {
  const { slips, shop } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-3xl bg-white px-4 py-6 print:max-w-none print:p-0">
      <title>{`Packing slips (${slips.length}) · Back office`}</title>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-bold">Packing slips ({slips.length})</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/orders" className="btn-outline">
            Back to orders
          </Link>
          <button type="button" className="btn-primary" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </div>
      {slips.length === 0 && <p className="print:hidden">No orders are waiting to be packed.</p>}
      {slips.map((o) => (
        <article
          key={o.order_id}
          aria-label={`Packing slip for order #${o.order_id}`}
          className="mb-8 break-after-page rounded-lg border border-stone-300 p-5 print:mb-0 print:rounded-none print:border-0"
        >
          <header className="flex justify-between gap-4 border-b border-stone-300 pb-3">
            <div className="min-w-0">
              <p className="text-xl font-bold">{shop.name}</p>
              <p className="text-sm">{shop.address}</p>
              <p className="text-sm">{shop.phone}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className="text-2xl font-extrabold">Order #{o.order_id}</p>
              <p className="text-sm">
                {new Date(o.placed_at).toLocaleDateString("en-IN", {
                  timeZone: INDIA_TIME_ZONE,
                  dateStyle: "long",
                })}
              </p>
            </div>
          </header>
          {o.cash_to_collect && (
            <p className="mt-4 rounded border-2 border-stone-900 p-2 text-lg font-extrabold">
              Cash on delivery: collect ₹{o.cash_to_collect}
            </p>
          )}
          <section className="mt-4">
            <h2 className="text-sm font-bold uppercase">Deliver to</h2>
            <address className="mt-1 text-lg not-italic [overflow-wrap:anywhere]">
              <strong>{o.delivery.fullname}</strong>
              <br />
              {o.delivery.address1}
              {o.delivery.address2 && `, ${o.delivery.address2}`}
              <AddressTail a={o.delivery} phonePrefix="Phone " />
            </address>
          </section>
          <table className="mt-4 w-full text-left">
            <thead className="border-b border-stone-400">
              <tr>
                <th className="py-1">Product</th>
                <th className="py-1">Pack</th>
                <th className="py-1 pl-3 text-right">Qty</th>
                <th className="py-1 pl-3 text-right">Packed</th>
              </tr>
            </thead>
            <tbody>
              {o.lines.map((l) => (
                <tr key={l.id} className="border-b border-stone-200">
                  <td className="py-2 pr-2 [overflow-wrap:anywhere]">
                    {l.product_name}
                    {l.batches.map((b) => (
                      <span key={b.batch} className="block text-sm">
                        Pick batch <strong>{b.batch}</strong> (expires {b.expires_on}) × {b.qty}
                      </span>
                    ))}
                  </td>
                  <td className="whitespace-nowrap py-2 pr-2">{l.pack}</td>
                  <td className="py-2 text-right text-lg font-bold tabular-nums">{l.qty}</td>
                  <td className="py-2 text-right" aria-label="Tick when packed">
                    ☐
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </main>
  );
}
