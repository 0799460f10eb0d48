import { Link } from "react-router";
import { CodReturns } from "~/components/admin/dashboard/CodReturns";
import { SalesChart } from "~/components/admin/dashboard/SalesChart";
import { PageHeader } from "~/components/admin/PageHeader";
import { formatRupees } from "../../../lib/money";
import { can } from "../../../lib/staff-roles";
import { dashboardFor } from "../../../server/modules/dashboard";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/dashboard";
import { useStaff } from "./shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "backOffice");
  // The API's own answer (/api/admin/v1/dashboard/get): a packer's has no money in it at all.
  const figures = await dashboardFor(context.services.dashboard, me);
  // Said once, on the server: the page drawn again in the browser shows the same words.
  const oldest = figures.cod_waiting.oldest_at;
  // What the cash on delivery switch did (app/routes/admin/cod-pincodes.ts sends it back here).
  const q = new URL(request.url).searchParams;
  const pin = /^\d{6}$/.test(q.get("pincode") ?? "") ? q.get("pincode") : null;
  const codSaid =
    q.get("cod") === "off" && pin
      ? `Cash on delivery is off for ${pin}: checkout offers only paying online there.`
      : q.get("cod") === "on" && pin
        ? `Cash on delivery is back on for ${pin}.`
        : q.get("cod") === "bad"
          ? "A pincode is 6 digits, not starting with 0."
          : null;
  return {
    ...figures,
    waitingNote: oldest ? `Oldest placed ${hoursAgo(new Date(oldest))}` : undefined,
    codSaid,
  };
}

type Figures = Route.ComponentProps["loaderData"];

const paise = (rupees: string) => Math.round(Number(rupees) * 100);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** How long ago, in hours (under one: "less than an hour ago"). */
function hoursAgo(at: Date) {
  const h = Math.floor((Date.now() - at.getTime()) / 3_600_000);
  return h < 1 ? "less than an hour ago" : `${plural(h, "hour", "hours")} ago`;
}

/**
 * One figure that opens the list it counts; a non-zero "needs doing" figure stands out. The
 * tiles of a row are as tall as its tallest, figures on one line.
 */
function Tile({
  to,
  count,
  label,
  urge,
  note,
}: {
  to: string;
  count: number;
  label: string;
  urge?: boolean;
  /** Said under the label (the oldest waiting order's age). */
  note?: string;
}) {
  const loud = urge && count > 0;
  return (
    <li>
      <Link
        to={to}
        className={`flex h-full min-h-24 flex-col rounded-lg border px-4 py-3 hover:bg-brand-50 ${loud ? "border-amber-500 bg-amber-50" : "border-stone-200 bg-white"}`}
      >
        <span className="text-3xl font-extrabold tabular-nums text-stone-900">{count}</span>
        <span className="font-semibold text-brand-900 underline">{label}</span>
        {note && <span className="text-sm text-stone-700">{note}</span>}
      </Link>
    </li>
  );
}

function SalesFigure({ title, sales }: { title: string; sales: { orders: number; revenue: string } }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white px-4 py-3">
      <dt className="text-sm font-semibold text-stone-700">{title}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-extrabold tabular-nums text-stone-900">
          {formatRupees(paise(sales.revenue))}
        </span>
        <span className="text-sm text-stone-700">{plural(sales.orders, "paid order", "paid orders")}</span>
      </dd>
    </div>
  );
}

/**
 * The back office's first page: what needs doing (orders to pack and ship, refunds due, low
 * stock, new enquiries and messages), each a link to its list, and for managers and owners the money of today, the last
 * 7 and 30 days with a chart. A packer's page has no money on it: the loader never had any.
 */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const me = useStaff();
  const f: Figures = loaderData;
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome, ${me.name}. Days are India's time.`} />
      {f.codSaid && (
        <p role="status" className="mb-4 rounded-lg border border-brand-800 bg-brand-50 p-3 font-semibold">
          {f.codSaid}
        </p>
      )}
      {f.licences && f.licences.length > 0 && (
        <section
          aria-labelledby="licences-heading"
          className="mb-6 rounded-lg border border-amber-500 bg-amber-50 p-4"
        >
          <h2 id="licences-heading" className="text-lg font-bold">
            Licences
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {f.licences.map((w) => (
              <li key={w.kind} className={w.state === "ending" ? undefined : "font-semibold text-red-800"}>
                {w.sentence}
              </li>
            ))}
          </ul>
          {can(me.role, "settings") && (
            <Link to="/admin/settings/licences" className="mt-2 inline-block font-semibold underline">
              Open the licences
            </Link>
          )}
        </section>
      )}
      {f.batches && f.batches.length > 0 && (
        <section
          aria-labelledby="batches-heading"
          className="mb-6 rounded-lg border border-amber-500 bg-amber-50 p-4"
        >
          <h2 id="batches-heading" className="text-lg font-bold">
            Batches expiring or expired
          </h2>
          <ul className="mt-2 space-y-1">
            {f.batches.map((b) => (
              <li
                key={b.batch_id}
                className={b.state === "expired" ? "font-semibold text-red-800" : undefined}
              >
                <Link
                  to={`/admin/stock/${b.pack_id}/batches`}
                  className="inline-flex min-h-11 items-center underline"
                >
                  {b.pack}
                </Link>
                : batch {b.batch_no}, {b.left} {b.left === 1 ? "pack" : "packs"} left,{" "}
                {b.state === "expired"
                  ? `expired ${b.expires_on}: off sale, to destroy or send back`
                  : `expires ${b.expires_on}`}
                {" · "}
                <Link
                  to={`/admin/products/${b.product_id}`}
                  className="inline-flex min-h-11 min-w-11 items-center underline"
                >
                  product
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="todo-heading">
        <h2 id="todo-heading" className="mb-3 text-lg font-bold">
          Needs doing
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <Tile
            to="/admin/orders?status=PAID"
            count={f.orders.to_pack_paid}
            label="Paid, waiting to be packed"
            urge
          />
          <Tile
            to="/admin/orders?status=CONFIRMED"
            count={f.orders.to_pack_cod}
            label="Cash on delivery, waiting to be packed"
            urge
          />
          <Tile
            to="/admin/orders?status=AWAITING_CONFIRMATION"
            count={f.cod_waiting.count}
            label="Cash on delivery, waiting for the customer's code"
            note={f.waitingNote}
            urge
          />
          <Tile
            to="/admin/orders?status=PACKED"
            count={f.orders.to_ship}
            label="Waiting to be shipped"
            urge
          />
          {f.refunds_due !== undefined && (
            <Tile
              to="/admin/orders?payment_status=REFUND_DUE"
              count={f.refunds_due}
              label="Refunds due"
              urge
            />
          )}
          {f.low_stock !== undefined && (
            <Tile to="/admin/stock" count={f.low_stock} label="Packs low on stock" urge />
          )}
          {f.new_enquiries !== undefined && (
            <Tile to="/admin/enquiries?status=new" count={f.new_enquiries} label="New bulk enquiries" urge />
          )}
          {f.new_messages !== undefined && (
            <Tile to="/admin/messages?status=new" count={f.new_messages} label="New contact messages" urge />
          )}
        </ul>
      </section>
      {f.cod_returns && <CodReturns rows={f.cod_returns} canSwitch={can(me.role, "settings")} />}
      {f.sales && (
        <section aria-labelledby="sales-heading" className="mt-8">
          <h2 id="sales-heading" className="mb-3 text-lg font-bold">
            Sales (paid orders kept, by day of payment)
          </h2>
          <dl className="mb-4 grid gap-3 sm:grid-cols-3">
            <SalesFigure title="Today" sales={f.sales.today} />
            <SalesFigure title="Last 7 days" sales={f.sales.last_7_days} />
            <SalesFigure title="Last 30 days" sales={f.sales.last_30_days} />
          </dl>
          <SalesChart days={f.sales.days} />
        </section>
      )}
    </>
  );
}
