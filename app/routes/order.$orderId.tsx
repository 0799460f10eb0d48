import type { ReactNode } from "react";
import { data, Link, useActionData, useSearchParams } from "react-router";
import { PageHeading } from "~/components/layout/PageHeading";
import { AddressTail } from "~/components/orders/AddressTail";
import { CancelOrder } from "~/components/orders/CancelOrder";
import { ConfirmCod } from "~/components/orders/ConfirmCod";
import { LinePicture } from "~/components/orders/LinePicture";
import { OrderPayments } from "~/components/orders/OrderPayments";
import { OrderTimeline, TrackParcelLink } from "~/components/orders/OrderTimeline";
import { PartRefunds } from "~/components/orders/PartRefunds";
import { PayNow } from "~/components/orders/PayNow";
import { formatDateTime, orderStatusText } from "~/components/orders/status";
import { orderTimeline } from "~/components/orders/timeline";
import { TitledSection } from "~/components/ui/TitledSection";
import { metaT, useLang, useT } from "~/i18n/i18n";
import { type FormAnswer, failureOf } from "~/lib/forms/form-answer";
import { orderPageAction } from "~/lib/order-page-actions.server";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { formatRupees } from "../../lib/money";
import { creditNoteFile } from "../../server/modules/invoices";
import { codConfirmMessages, orderDetailsMessages } from "../../server/modules/orders";
import { sayIn } from "../../server/pages";
import type { Route } from "./+types/order.$orderId";

/** One order of the signed-in customer; anyone else's (or none) is the not-found page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  if (!/^\d{1,9}$/.test(params.orderId)) throw data(null, { status: 404 });
  const order = await context.services.orders.find(customer.userId, Number(params.orderId), context.lang);
  if (!order) throw data(null, { status: 404 });
  const docs = await context.services.invoices.forOrder(order.id);
  // The tax invoice and credit note, served by the server as pages and PDFs (/invoice/…).
  const documents = [
    ...(docs?.invoice ? [{ number: docs.invoice.number, href: `/invoice/${order.id}`, credit: false }] : []),
    ...(docs?.creditNotes ?? []).map((n, i) => ({
      number: n.number,
      href: `/invoice/${order.id}/${creditNoteFile(i + 1)}`,
      credit: true,
    })),
  ];
  // A cancellation made without scripts came back here to say it.
  const url = new URL(request.url);
  const asked = url.searchParams.get("cancelled");
  const said = asked === "unpaid" ? orderDetailsMessages.cancelledUnpaid : orderDetailsMessages.cancelled;
  const confirmed = url.searchParams.has("confirmed") && order.status === "CONFIRMED";
  const notice =
    asked !== null && order.status === "CANCELLED"
      ? sayIn(context.lang, said)
      : confirmed
        ? sayIn(context.lang, codConfirmMessages.confirmed)
        : null;
  return { order, documents, notice, provider: context.services.checkout.provider.name };
}

/** Cancel and Pay now (app/lib/order-page-actions.server.ts). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const customer = await requireCustomerPage(request, context);
  if (!/^\d{1,9}$/.test(params.orderId)) throw data(null, { status: 404 });
  return orderPageAction(context, customer.userId, Number(params.orderId), request);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches);
  const title = loaderData ? t.orderPage.title(loaderData.order.id) : t.orders.title;
  return seo(matches, { title, description: title, path: "/order", noindex: true });
}

/** One titled box of the page. */
const Box = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <TitledSection id={id} title={title} size="lg" className="rounded-lg border border-stone-200 p-4">
    {children}
  </TitledSection>
);

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order: o, documents, notice, provider } = loaderData;
  const shopName = useRootData()?.business.name ?? "";
  const [params] = useSearchParams();
  // Just placed from the checkout (cash on delivery lands here, not on a payment page).
  const placed = params.has("placed");
  // A cancel answers a FormAnswer; Pay now without scripts answers why it could not open.
  const answer = useActionData<typeof action>() as
    | (Partial<FormAnswer> & { failure?: string; needsScripts?: boolean; codeError?: string; done?: string })
    | undefined;
  const messages = useT();
  const failure =
    (answer?.codeError ? undefined : answer?.failure) ??
    (answer?.needsScripts ? messages.orderPage.payNeedsScripts : undefined) ??
    (answer?.result ? failureOf(answer as FormAnswer) : undefined);
  const lang = useLang();
  const t = messages.orderPage;
  const a = o.address;
  const totals: [string, string][] = [[t.itemsAtMrp, formatRupees(o.subtotalMrpPaise)]];
  if (o.discountPaise > 0) totals.push([t.discount, `−${formatRupees(o.discountPaise)}`]);
  if (o.promoDiscountPaise > 0)
    totals.push([t.promo(o.promoCode ?? ""), `−${formatRupees(o.promoDiscountPaise)}`]);
  totals.push([
    messages.checkout.deliveryCharge,
    o.deliveryChargePaise > 0 ? formatRupees(o.deliveryChargePaise) : messages.checkout.free,
  ]);
  if (o.codFeePaise > 0) totals.push([messages.checkout.codFee, formatRupees(o.codFeePaise)]);
  // Cash on delivery still to be paid at the door (not once delivered, returned or cancelled).
  const cashDue =
    o.paymentStatus === "COD_DUE" &&
    ["AWAITING_CONFIRMATION", "CONFIRMED", "PACKED", "SHIPPED"].includes(o.status);
  return (
    <>
      <PageHeading title={t.title(o.id)} />
      <div className="container-page py-6">
        {o.payBy && o.allowedActions.includes("pay") && (
          <section
            aria-labelledby="awaiting-payment"
            className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-600 bg-amber-50 p-4"
          >
            <p id="awaiting-payment" className="font-semibold text-stone-900">
              {t.awaitingPayment(formatDateTime(new Date(o.payBy), lang))}
            </p>
            <PayNow orderId={o.id} provider={provider} shopName={shopName} />
          </section>
        )}
        {o.codConfirm && o.allowedActions.includes("confirm") && (
          <ConfirmCod orderId={o.id} {...o.codConfirm} error={answer?.codeError} />
        )}
        {(placed || cashDue) && (
          <div role="status" className="mb-5 rounded-lg border border-brand-800 bg-brand-50 p-4">
            {placed && <p className="text-lg font-bold text-brand-900">{t.placedTitle}</p>}
            {cashDue && (
              <p className="font-semibold text-stone-900" data-testid="cod-to-pay">
                {messages.checkout.payOnDelivery(formatRupees(o.totalPaise))}
              </p>
            )}
          </div>
        )}
        {answer?.done && (
          <p role="status" className="mb-5 rounded-lg border border-brand-800 bg-brand-50 p-4 font-semibold">
            {answer.done}
          </p>
        )}
        {notice && (
          <p role="status" className="mb-5 rounded-lg border border-brand-800 bg-brand-50 p-4 font-semibold">
            {notice}
          </p>
        )}
        {failure && (
          <p role="alert" className="mb-5 rounded-lg bg-red-50 p-4 font-semibold text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-stone-700">{t.placed(formatDateTime(o.placedAt, lang))}</p>
            <p className="mt-1">
              {messages.orders.statusLabel}: <strong>{orderStatusText(messages, o.status)}</strong>
            </p>
          </div>
          {o.allowedActions.includes("cancel") && (
            <CancelOrder
              orderId={o.id}
              cashOnDelivery={o.paymentStatus === "COD_DUE"}
              unpaid={o.status === "PENDING_PAYMENT"}
              partRefunded={o.refunds.length > 0}
              askInPage={params.get("confirm") === "cancel"}
            />
          )}
        </div>
        <div className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
          <div className="min-w-0 space-y-5">
            <Box id="order-items" title={t.items}>
              <ul className="divide-y divide-stone-200">
                {o.items.map((i) => (
                  <li key={i.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
                    <LinePicture
                      src={i.imageUrl}
                      size={64}
                      className="h-16 w-16 shrink-0 rounded bg-brand-50 object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/product-info/${i.productId}`}
                        className="font-semibold [overflow-wrap:anywhere] hover:underline"
                      >
                        {i.productName}
                      </Link>
                      <p className="text-sm text-stone-600">
                        {i.packLabel ?? `${i.packQty} ${i.unit}`} × {i.qty} · {formatRupees(i.unitFinalPaise)}
                      </p>
                      {/* Received: the product's review form (docs/decisions/0045-ratings-and-reviews.md). */}
                      {o.status === "DELIVERED" && (
                        <Link
                          to={`/product-info/${i.productId}#review`}
                          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
                        >
                          {messages.reviews.rateThis}
                        </Link>
                      )}
                    </div>
                    <p className="price shrink-0 font-semibold tabular-nums">
                      {formatRupees(i.lineTotalPaise)}
                    </p>
                  </li>
                ))}
              </ul>
            </Box>
            <Box id="order-amounts" title={t.amounts}>
              <dl className="space-y-1">
                {totals.map(([label, amount]) => (
                  <div key={label} className="flex justify-between gap-3">
                    <dt>{label}</dt>
                    <dd className="tabular-nums">{amount}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-3 border-t border-stone-200 pt-1 font-bold">
                  <dt>{t.total}</dt>
                  <dd className="price tabular-nums" data-testid="order-total">
                    {formatRupees(o.totalPaise)}
                  </dd>
                </div>
              </dl>
              {documents.length > 0 && (
                <ul className="mt-3 space-y-1 border-t border-stone-200 pt-3">
                  {documents.map((d) => (
                    // Plain links: the server makes these pages, not the app's router.
                    <li key={d.href} className="flex flex-wrap gap-x-3 [overflow-wrap:anywhere]">
                      <a href={d.href} className="font-semibold text-brand-800 underline">
                        {d.credit ? t.creditNote(d.number) : t.invoice(d.number)}
                      </a>
                      <a
                        href={`${d.href}.pdf`}
                        aria-label={`${d.credit ? t.creditNote(d.number) : t.invoice(d.number)} ${t.pdf}`}
                        className="text-brand-800 underline"
                      >
                        {t.pdf}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </Box>
            {o.refunds.length > 0 && (
              <Box id="order-refunds" title={t.refunds}>
                <PartRefunds refunds={o.refunds} />
              </Box>
            )}
            <Box id="order-payments" title={t.payments}>
              <OrderPayments payments={o.payments} />
            </Box>
          </div>
          {/* On a phone the status comes first: it is what a customer opens the page for. */}
          <div className="order-first min-w-0 space-y-5 lg:order-none">
            <Box id="order-timeline" title={t.timeline}>
              <OrderTimeline steps={orderTimeline(messages, o)} label={messages.track.progress(o.id)} />
            </Box>
            {o.shipment && (
              <Box id="order-shipment" title={t.shipment}>
                <dl className="space-y-1 break-words">
                  <div>
                    <dt className="text-sm text-stone-600">{t.courier}</dt>
                    <dd className="font-semibold">{o.shipment.courierName}</dd>
                  </div>
                  <div>
                    <dt className="text-sm text-stone-600">{t.awb}</dt>
                    <dd className="font-semibold">{o.shipment.awbNumber}</dd>
                  </div>
                </dl>
                <p className="mt-2">
                  <TrackParcelLink url={o.shipment.trackingUrl} />
                </p>
              </Box>
            )}
            <Box id="order-delivery" title={t.delivery}>
              <address className="break-words not-italic">
                <strong>{a.fullName}</strong>
                <br />
                {a.address1}
                {a.address2 && (
                  <>
                    <br />
                    {a.address2}
                  </>
                )}
                <AddressTail a={a} />
              </address>
            </Box>
          </div>
        </div>
        <Link to="/order" className="mt-6 inline-block font-semibold text-brand-800 underline">
          {t.backToOrders}
        </Link>
      </div>
    </>
  );
}
