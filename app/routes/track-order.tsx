import { PageHeading } from "~/components/layout/PageHeading";
import { formatDateTime, orderStatusText } from "~/components/orders/status";
import { enPages } from "~/messages/en-pages";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { formatRupees } from "../../lib/money";
import { orderItemLabel } from "../../lib/order-items";
import type { Route } from "./+types/track-order";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  return { orders: await context.services.orders.list(customer.userId) };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: enPages.track.title,
    description: enPages.track.title,
    path: "/track-order",
    noindex: true,
  });
}

/** How far along the order is: placed → paid (and packed) → shipped → delivered; other statuses end the way. */
const reached: Partial<Record<string, number>> = {
  PENDING_PAYMENT: 0,
  PAID: 1,
  PACKED: 1,
  SHIPPED: 2,
  DELIVERED: 3,
};

export default function TrackOrder({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <>
      <PageHeading title={enPages.track.title} />
      <div className="container-page space-y-5 py-6">
        {orders.length === 0 && <p className="text-lg font-semibold">{enPages.track.empty}</p>}
        {orders.map((o) => {
          const step = reached[o.status];
          const why = enPages.track.why[o.status];
          return (
            <article
              key={o.id}
              className="rounded-lg border border-stone-200 p-4"
              aria-labelledby={`order-${o.id}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`order-${o.id}`} className="font-bold text-brand-900">
                  {enPages.track.order(o.id)}
                </h2>
                <span className="price font-semibold">{formatRupees(o.totalPaise)}</span>
              </div>
              <p className="text-sm text-stone-600">{formatDateTime(o.placedAt)}</p>
              <ul className="mt-1 text-sm break-words text-stone-800">
                {o.items.map((item) => (
                  <li key={item.id}>{orderItemLabel(item)}</li>
                ))}
              </ul>
              {step === undefined ? (
                <p className="mt-3 font-semibold text-red-700">
                  {why ? `${orderStatusText(o.status)}: ${why}` : orderStatusText(o.status)}
                </p>
              ) : (
                <>
                  <p className="mt-2 text-sm">
                    {enPages.orders.statusLabel}: <strong>{orderStatusText(o.status)}</strong>
                  </p>
                  <ol
                    className="mt-4 grid grid-cols-4 gap-1"
                    aria-label={`${enPages.track.order(o.id)} progress`}
                  >
                    {enPages.track.steps.map((label, i) => (
                      <li
                        key={label}
                        aria-current={i === step ? "step" : undefined}
                        className="flex flex-col items-center text-center text-xs"
                      >
                        <span
                          className={`flex h-8 w-8 items-center justify-center rounded-full font-bold ${i <= step ? "bg-brand-800 text-white" : "bg-stone-200 text-stone-600"}`}
                        >
                          {i <= step ? "✓" : i + 1}
                        </span>
                        <span
                          className={`mt-1 ${i <= step ? "font-semibold text-brand-900" : "text-stone-600"}`}
                        >
                          {label}
                        </span>
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </article>
          );
        })}
      </div>
    </>
  );
}
