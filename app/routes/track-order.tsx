import { Link } from "react-router";
import { PageHeading } from "~/components/layout/PageHeading";
import { OrderTimeline, TrackParcelLink } from "~/components/orders/OrderTimeline";
import { formatDateTime, orderStatusText } from "~/components/orders/status";
import { orderTimeline } from "~/components/orders/timeline";
import { metaT, useLang, useT } from "~/i18n/i18n";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { formatRupees } from "../../lib/money";
import { orderItemLabel } from "../../lib/order-items";
import type { Route } from "./+types/track-order";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  return { orders: await context.services.orders.list(customer.userId, context.lang) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.track.title,
    description: t.track.title,
    path: "/track-order",
    noindex: true,
  });
}

export default function TrackOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { orders } = loaderData;
  return (
    <>
      <PageHeading title={t.track.title} />
      <div className="container-page grid gap-5 py-6 lg:grid-cols-2">
        {orders.length === 0 && <p className="text-lg font-semibold">{t.track.empty}</p>}
        {orders.map((o) => {
          const why = t.track.why[o.status];
          return (
            <article
              key={o.id}
              className="rounded-lg border border-stone-200 p-4"
              aria-labelledby={`order-${o.id}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`order-${o.id}`} className="font-bold text-brand-900">
                  <Link to={`/order/${o.id}`} className="underline-offset-2 hover:underline">
                    {t.track.order(o.id)}
                  </Link>
                </h2>
                <span className="price font-semibold">{formatRupees(o.totalPaise)}</span>
              </div>
              <p className="text-sm text-stone-600">{formatDateTime(o.placedAt, lang)}</p>
              <ul className="mt-1 text-sm break-words text-stone-800">
                {o.items.map((item) => (
                  <li key={item.id}>{orderItemLabel(item)}</li>
                ))}
              </ul>
              <p className="mt-2 text-sm">
                {t.orders.statusLabel}: <strong>{orderStatusText(t, o.status)}</strong>
                {why && <span className="text-red-700">: {why}</span>}
              </p>
              <OrderTimeline steps={orderTimeline(t, o)} label={t.track.progress(o.id)} />
              <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
                <TrackParcelLink url={o.shipment?.trackingUrl ?? null} />
                <Link to={`/order/${o.id}`} className="font-semibold text-brand-800 underline">
                  {t.track.viewOrder}
                  <span className="sr-only"> {t.track.order(o.id)}</span>
                </Link>
              </p>
            </article>
          );
        })}
      </div>
    </>
  );
}
