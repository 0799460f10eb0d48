import { Link } from "react-router";
import { rupees } from "~/components/catalog/Price";
import { PageHeading } from "~/components/layout/PageHeading";
import { en } from "~/messages/en";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/order";

const SIZES = [5, 10, 25] as const;

/** The customer's orders, one row per product, 5 / 10 / 25 / All rows a page (default 5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const rows = await context.services.orders.orderRows(customer.userid);
  const q = new URL(request.url).searchParams;
  const size =
    q.get("rows") === "all" ? rows.length || 1 : (SIZES.find((s) => String(s) === q.get("rows")) ?? 5);
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(Math.max(1, Number(q.get("page")) || 1), pageCount);
  return {
    rows: rows.slice((page - 1) * size, page * size),
    total: rows.length,
    page,
    pageCount,
    size,
    rowsParam: q.get("rows") ?? "5",
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.orders.title,
    description: en.orders.title,
    path: "/order",
    noindex: true,
  });
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, size, rowsParam } = loaderData;
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  const href = (p: number, r = rowsParam) => `/order?rows=${r}&page=${p}`;
  return (
    <>
      <PageHeading title={en.orders.title} />
      <div className="container-page py-6">
        {total === 0 ? (
          <div className="py-10 text-center">
            <p className="text-lg font-semibold">{en.orders.empty}</p>
            <Link to="/" className="btn-primary mt-6">
              {en.account.shopNow}
            </Link>
          </div>
        ) : (
          <>
            <div className="overflow-x-auto rounded-lg border border-stone-200">
              <table className="w-full min-w-[900px] text-left text-sm">
                <thead className="bg-brand-50 text-brand-900">
                  <tr>
                    {en.orders.columns.map((c) => (
                      <th key={c} scope="col" className="px-3 py-2 font-semibold">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {rows.map((r, i) => (
                    <tr key={`${r.order_id}-${i}`}>
                      <td className="px-3 py-2">
                        <img
                          src={r.image || "/images/products/placeholder.svg"}
                          alt=""
                          width={48}
                          height={48}
                          className="rounded bg-brand-50"
                        />
                      </td>
                      <td className="px-3 py-2 font-semibold">{r.product_name}</td>
                      <td className="px-3 py-2">{dateTime(r.order_date)}</td>
                      <td className="px-3 py-2">{r.order_method}</td>
                      <td className="px-3 py-2">{r.pay_status}</td>
                      <td className="px-3 py-2">{r.order_status}</td>
                      <td className="px-3 py-2">
                        {r.price_qty} {r.price_unit_name}
                      </td>
                      <td className="px-3 py-2 tabular-nums">{r.qty}</td>
                      <td className="px-3 py-2 tabular-nums">{rupees(r.final_total_price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav aria-label="Order pages" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
              <span>{en.orders.rowsPerPage}:</span>
              {[...SIZES.map(String), "all"].map((r) => (
                <Link
                  key={r}
                  to={href(1, r)}
                  aria-current={rowsParam === r ? "true" : undefined}
                  className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-2 ${rowsParam === r ? "border-brand-800 bg-brand-800 text-white" : "border-stone-300"}`}
                >
                  {r === "all" ? en.orders.all : r}
                </Link>
              ))}
              <span className="ml-auto tabular-nums" data-testid="order-range">
                {en.orders.showing(from, to, total)}
              </span>
              {page > 1 && (
                <Link to={href(page - 1)} className="btn-outline px-3">
                  {en.orders.previous}
                </Link>
              )}
              {page < pageCount && (
                <Link to={href(page + 1)} className="btn-outline px-3">
                  {en.orders.next}
                </Link>
              )}
            </nav>
            <Link to="/" className="mt-6 inline-block font-semibold text-brand-800 underline">
              {en.account.shopNow}
            </Link>
          </>
        )}
      </div>
    </>
  );
}
