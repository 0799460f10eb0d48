import { Link } from "react-router";
import { en } from "~/messages/en";
import { enPages } from "~/messages/en-pages";
import { rupees } from "../catalog/Price";
import { type pageRows, RowsPager } from "../ui/RowsPager";

export interface OrderRow {
  order_id: number;
  image: string;
  product_name: string;
  order_date: string;
  order_method: string;
  pay_status: string;
  order_status: string;
  price_qty: string;
  price_unit_name: string;
  qty: number;
  final_total_price: string;
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });

/** The order table of spec section 2 (one row per product), with its rows-per-page pager. */
export function OrdersTable({
  rows,
  total,
  page,
  pageCount,
  size,
  rowsParam,
  base,
}: ReturnType<typeof pageRows<OrderRow>> & { base: string }) {
  return (
    <>
      {total === 0 ? (
        <div className="py-10 text-center">
          <p className="text-lg font-semibold">{enPages.orders.empty}</p>
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
                  {enPages.orders.columns.map((c) => (
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
          <RowsPager
            base={base}
            total={total}
            page={page}
            pageCount={pageCount}
            size={size}
            rowsParam={rowsParam}
            label="Order pages"
          />
          <Link to="/" className="mt-6 inline-block font-semibold text-brand-800 underline">
            {en.account.shopNow}
          </Link>
        </>
      )}
    </>
  );
}
