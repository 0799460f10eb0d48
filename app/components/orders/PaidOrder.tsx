import { Link } from "react-router";
import { useLocale, useT } from "~/i18n/i18n";
import type { PaymentOutcomeData } from "~/lib/payment-outcome.server";
import { formatRupees } from "../../../lib/money";

const dayIn = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The order a payment page is about: its number and amount, its items, the day it arrives, its page. */
export function PaidOrder({ order, arrives }: { order: PaymentOutcomeData; arrives: boolean }) {
  const t = useT().payment;
  const locale = useLocale();
  return (
    <section
      aria-labelledby="paid-order"
      className="mx-auto mt-6 w-full max-w-md rounded-lg border border-stone-200 p-4 text-left"
    >
      <h2 id="paid-order" className="text-lg font-bold text-stone-900">
        {t.orderAmount(order.id, formatRupees(order.totalPaise))}
      </h2>
      <ul className="mt-2 divide-y divide-stone-100 text-stone-800">
        {order.items.map((i) => (
          <li key={i.id} className="flex justify-between gap-3 py-1.5">
            <span className="min-w-0 break-words">
              {i.name} · {i.pack}
            </span>
            <span className="shrink-0">× {i.qty}</span>
          </li>
        ))}
      </ul>
      {arrives && order.arrivesBy && (
        <p className="mt-3 font-semibold text-brand-800">{t.arrivesBy(dayIn(locale, order.arrivesBy))}</p>
      )}
      <Link to={`/order/${order.id}`} className="mt-3 inline-block font-semibold text-brand-800 underline">
        {t.seeOrder(order.id)}
      </Link>
    </section>
  );
}
