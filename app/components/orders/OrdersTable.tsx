import { Link } from "react-router";
import { useLang, useT } from "~/i18n/i18n";
import { formatRupees } from "../../../lib/money";
import { NothingYet } from "../ui/NothingYet";
import { RowsPager } from "../ui/RowsPager";
import { LinePicture } from "./LinePicture";
import { OrderCards } from "./OrderCards";
import type { OrderLineView } from "./order-lines";
import { formatDateTime, orderStatusText, paymentMethodText, paymentStatusText } from "./status";
import { type RowsPage, TableFrame } from "./TableFrame";

/**
 * My Order's table: one row per product of each order, with its rows-per-page pager; on a phone
 * the same rows as cards, one per order (./narrow.ts).
 */
export function OrdersTable({ base, ...page }: RowsPage<OrderLineView> & { base: string }) {
  const t = useT();
  const lang = useLang();
  if (page.total === 0) {
    return <NothingYet text={t.orders.empty} home={t.account.shopNow} />;
  }
  return (
    <>
      <TableFrame
        label={t.orders.title}
        columns={t.orders.columns}
        tableClass="min-w-[900px]"
        cards={<OrderCards rows={page.rows} />}
      >
        {page.rows.map((r) => (
          <tr key={r.item.id}>
            <td className="px-3 py-2">
              <LinePicture src={r.item.imageUrl} size={48} className="rounded bg-brand-50" />
            </td>
            <td className="px-3 py-2">
              <span className="font-semibold">{r.item.productName}</span>
              <br />
              <Link to={`/order/${r.orderId}`} className="text-sm font-semibold text-brand-800 underline">
                {t.track.order(r.orderId)}
              </Link>
            </td>
            <td className="px-3 py-2">{formatDateTime(r.placedAt, lang)}</td>
            <td className="px-3 py-2">{paymentMethodText(t, r.paymentMethod)}</td>
            <td className="px-3 py-2">{paymentStatusText(t, r.paymentStatus)}</td>
            <td className="px-3 py-2">{orderStatusText(t, r.status)}</td>
            <td className="px-3 py-2">{r.item.packLabel ?? `${r.item.packQty} ${r.item.unit}`}</td>
            <td className="px-3 py-2 tabular-nums">{r.item.qty}</td>
            <td className="px-3 py-2 tabular-nums">{formatRupees(r.item.lineTotalPaise)}</td>
          </tr>
        ))}
      </TableFrame>
      <RowsPager base={base} {...page} label={t.orders.orderPages} />
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-800 underline">
        {t.account.shopNow}
      </Link>
    </>
  );
}
