import { Link } from "react-router";
import { useLang, useT } from "~/i18n/i18n";
import { formatRupees } from "../../../lib/money";
import { LinePicture } from "./LinePicture";
import { PHONE_ONLY } from "./narrow";
import type { OrderLineView } from "./order-lines";
import { formatDateTime, orderStatusText, paymentMethodText, paymentStatusText } from "./status";

/** The page's rows gathered by order, in their order (an order's lines come together). */
function byOrder(rows: OrderLineView[]) {
  const orders: { first: OrderLineView; lines: OrderLineView[] }[] = [];
  for (const r of rows) {
    const last = orders.at(-1);
    if (last && last.first.orderId === r.orderId) last.lines.push(r);
    else orders.push({ first: r, lines: [r] });
  }
  return orders;
}

/**
 * My Order on a phone: a card per order with its number, date, status and total on top, then
 * its products (picture, name, pack × quantity, line total), the same rows as the table's.
 */
export function OrderCards({ rows }: { rows: OrderLineView[] }) {
  const t = useT();
  const lang = useLang();
  const [, , , method, payment, status] = t.orders.columns;
  return (
    <ul className={`${PHONE_ONLY} space-y-3`} aria-label={t.orders.title}>
      {byOrder(rows).map(({ first: o, lines }) => (
        <li key={o.orderId} className="rounded-lg border border-stone-200 bg-white p-3">
          <article aria-labelledby={`order-card-${o.orderId}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h2 id={`order-card-${o.orderId}`} className="font-bold">
                <Link to={`/order/${o.orderId}`} className="text-brand-800 underline">
                  {t.track.order(o.orderId)}
                </Link>
              </h2>
              <span className="text-sm text-stone-700">{formatDateTime(o.placedAt, lang)}</span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-700">{status}</dt>
              <dd className="font-semibold" data-testid="order-card-status">
                {orderStatusText(t, o.status)}
              </dd>
              <dt className="text-stone-700">{payment}</dt>
              <dd>
                {paymentStatusText(t, o.paymentStatus)} ·{" "}
                <span title={method}>{paymentMethodText(t, o.paymentMethod)}</span>
              </dd>
              <dt className="text-stone-700">{t.orders.orderTotal}</dt>
              <dd className="font-semibold tabular-nums" data-testid="order-card-total">
                {formatRupees(o.orderTotalPaise)}
              </dd>
            </dl>
            <ul className="mt-2 divide-y divide-stone-100 border-t border-stone-100">
              {lines.map(({ item }) => (
                <li key={item.id} className="flex items-center gap-3 py-2">
                  <LinePicture src={item.imageUrl} size={40} className="shrink-0 rounded bg-brand-50" />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-semibold [overflow-wrap:anywhere]">{item.productName}</p>
                    <p className="text-stone-700">
                      {item.packLabel ?? `${item.packQty} ${item.unit}`} × {item.qty}
                    </p>
                  </div>
                  <span className="text-sm tabular-nums">{formatRupees(item.lineTotalPaise)}</span>
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}
