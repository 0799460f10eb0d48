import { data, Form, Link, useNavigation } from "react-router";
import { PageHeading } from "~/components/layout/PageHeading";
import { metaT, useT } from "~/i18n/i18n";
import { seo } from "~/seo";
import { formatRupees } from "../../lib/money";
import { isPaid } from "../../server/modules/orders";
import { DomainError } from "../../server/pages";
import type { Route } from "./+types/cod.$token";

/**
 * The confirm link of a cash on delivery order's SMS (docs/decisions/0037-cod-confirmation.md):
 * the long random token alone names the order (no sign-in: a farmer opens it from the SMS).
 * Opening it only shows the order (a link checker or a preview must never confirm); its
 * "Confirm order" button is a POST. An unknown token is the page's "not valid" sentence.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await context.services.codConfirmation.linkOrder(params.token);
  if (!order) return data({ order: null }, { status: 404 });
  const state =
    order.status === "AWAITING_CONFIRMATION" ? "waiting" : isPaid(order.status) ? "confirmed" : "closed";
  return {
    order: {
      id: order.id,
      totalPaise: order.totalPaise,
      state,
      lines: order.lines.map((l) => ({
        id: l.id,
        name: l.productName,
        pack: `${Number(l.priceQty)} ${l.unit}`,
        qty: l.qty,
      })),
    },
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    await context.services.codConfirmation.withLink(params.token);
  } catch (error) {
    // Not valid, or no longer waiting: the page (read again) says which.
    if (!(error instanceof DomainError)) throw error;
  }
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.orderPage.codConfirm,
    description: t.orderPage.codConfirm,
    path: "/order",
    noindex: true,
  });
}

export default function CodLink({ loaderData }: Route.ComponentProps) {
  const t = useT().orderPage;
  const busy = useNavigation().state !== "idle";
  const o = loaderData.order;
  return (
    <>
      <PageHeading title={o ? t.codLinkTitle(o.id) : t.codConfirm} />
      <div className="container-page max-w-xl py-6">
        {!o ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-800">
            {t.codLinkMissing}
          </p>
        ) : (
          <>
            <ul className="mb-4 divide-y divide-stone-200 rounded-lg border border-stone-200 px-4">
              {o.lines.map((l) => (
                <li key={l.id} className="py-2 [overflow-wrap:anywhere]">
                  {l.name} · {l.pack} × {l.qty}
                </li>
              ))}
            </ul>
            {o.state === "waiting" ? (
              <Form method="post" className="space-y-4 rounded-lg border border-amber-600 bg-amber-50 p-4">
                <p className="text-stone-900">{t.codLinkIntro(formatRupees(o.totalPaise))}</p>
                <button type="submit" className="btn-primary" disabled={busy}>
                  {t.codConfirm}
                </button>
              </Form>
            ) : (
              <p role="status" className="rounded-lg border border-brand-800 bg-brand-50 p-4 font-semibold">
                {o.state === "confirmed" ? t.codLinkDone : t.codLinkClosed}
              </p>
            )}
          </>
        )}
        <Link to="/order" className="mt-6 inline-block font-semibold text-brand-800 underline">
          {t.codLinkOrders}
        </Link>
      </div>
    </>
  );
}
