import type { ReactNode } from "react";
import { data, Link, useActionData } from "react-router";
import { AnswerMessage } from "~/components/admin/AnswerMessage";
import { when } from "~/components/admin/list-nav";
import { AddNote, OrderActions, orderSteps } from "~/components/admin/OrderActions";
import { OrderOrigin } from "~/components/admin/OrderOrigin";
import { PageHeader } from "~/components/admin/PageHeader";
import { RefundList } from "~/components/admin/RefundPart";
import { AddressTail } from "~/components/orders/AddressTail";
import { LinePicture } from "~/components/orders/LinePicture";
import { orderStatusText, paymentStatusText, transactionStatusText } from "~/components/orders/status";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { enPages } from "~/messages/en-pages";
import { formatRupeeString as rupees } from "../../../lib/money";
import { can } from "../../../lib/staff-roles";
import { creditNoteFile } from "../../../server/modules/invoices";
import { adminOrderView } from "../../../server/modules/orders";
import { orderAction } from "../../admin-order-action.server";
import { refundStep } from "../../admin-refund.server";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/order";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffPage(request, context, "orders");
  if (!/^\d{1,9}$/.test(params.orderId)) throw data(null, { status: 404 });
  const money = can(me.role, "payments");
  const id = Number(params.orderId);
  const order = await adminOrderView(context.services.adminOrders, id, me.role).catch(() => null);
  if (!order) throw data(null, { status: 404 });
  const docs = money ? await context.services.invoices.forOrder(id) : null;
  return {
    // A part refund's form or question, from the page's address (money: owners, managers).
    refund: money ? await refundStep(new URL(request.url), context, id) : null,
    order,
    // Just placed by staff (app/admin-staff-order.server.ts): how it is paid, for the sentence.
    placed: new URL(request.url).searchParams.get("placed"),
    seesMoney: money,
    invoice: docs?.invoice?.number ?? null,
    creditNotes: (docs?.creditNotes ?? []).map((n, i) => ({
      number: n.number,
      href: `/admin/invoices/${id}/${creditNoteFile(i + 1)}`,
    })),
  };
}

/** Every step of the order (pack, ship, …, a note): app/admin-order-action.server.ts. */
export const action = (args: Route.ActionArgs) => orderAction(args);

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="mb-2 text-lg font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/** One order for staff: lines, delivery, shipment, money (managers, owners), history, notes, actions. */
export default function AdminOrderPage({ loaderData }: Route.ComponentProps) {
  const { order: o, invoice, creditNotes, refund } = loaderData;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const d = o.delivery;
  const cod = o.payment_method === "COD";
  const payment =
    o.payment_status === "COD_DUE"
      ? "cash on delivery, not collected yet"
      : `${cod ? "cash on delivery, " : ""}payment ${paymentStatusText(enPages, o.payment_status).toLowerCase()}`;
  return (
    <>
      <PageHeader
        title={`Order #${o.order_id}`}
        description={`${orderStatusText(enPages, o.order_status)} · ${payment} · placed ${when(o.placed_at)}`}
        actions={
          <>
            <Link to={`/admin/orders/slips?ids=${o.order_id}`} className="btn-outline">
              Packing slip
            </Link>
            {/* The server makes the invoice's page: plain links, not the app's router. */}
            {invoice && (
              <a href={`/admin/invoices/${o.order_id}`} className="btn-outline" title={invoice}>
                Tax invoice
              </a>
            )}
            {creditNotes.map((n, i) => (
              <a key={n.href} href={n.href} className="btn-outline" title={n.number}>
                Credit note{creditNotes.length > 1 ? ` ${i + 1}` : ""}
              </a>
            ))}
            <Link to="/admin/orders" className="btn-outline">
              All orders
            </Link>
          </>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-5">
          <Box title="Next step">
            <AnswerMessage answer={answer} />
            <OrderActions order={{ ...o, total: o.amounts?.total }} answer={answer} refund={refund} />
            {!orderSteps(o).any && (
              <p className="text-stone-700">
                Nothing to do: the order is {orderStatusText(enPages, o.order_status).toLowerCase()}.
              </p>
            )}
          </Box>
          <Box title="Lines">
            <ul className="divide-y divide-stone-100">
              {o.lines.map((l) => (
                <li key={l.id} className="flex gap-3 py-2">
                  <LinePicture
                    src={l.image}
                    size={48}
                    className="h-12 w-12 rounded bg-stone-100 object-cover"
                  />
                  <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                    <p className="font-semibold">{l.product_name}</p>
                    <p className="text-sm text-stone-700">
                      {l.pack} × {l.qty}
                      {l.unit_price && ` · ${rupees(l.unit_price)} each (MRP ${rupees(l.unit_mrp ?? "0")})`}
                    </p>
                  </div>
                  {l.line_total && <p className="font-semibold tabular-nums">{rupees(l.line_total)}</p>}
                </li>
              ))}
            </ul>
            {o.amounts && (
              <dl className="mt-2 space-y-1 border-t border-stone-200 pt-2 text-sm">
                <div className="flex justify-between">
                  <dt>Items at MRP</dt>
                  <dd>{rupees(o.amounts.items_mrp)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt>Discount</dt>
                  <dd>−{rupees(o.amounts.discount)}</dd>
                </div>
                {o.amounts.promo_code && (
                  <div className="flex justify-between">
                    <dt>Promo {o.amounts.promo_code}</dt>
                    <dd>−{rupees(o.amounts.promo_discount)}</dd>
                  </div>
                )}
                <div className="flex justify-between">
                  <dt>Delivery charge</dt>
                  <dd>
                    {Number(o.amounts.delivery_charge) > 0 ? rupees(o.amounts.delivery_charge) : "Free"}
                  </dd>
                </div>
                {Number(o.amounts.cod_fee) > 0 && (
                  <div className="flex justify-between">
                    <dt>Cash on delivery fee</dt>
                    <dd>{rupees(o.amounts.cod_fee)}</dd>
                  </div>
                )}
                <div className="flex justify-between font-bold">
                  <dt>Total</dt>
                  <dd>{rupees(o.amounts.total)}</dd>
                </div>
              </dl>
            )}
          </Box>
          {o.payments && (
            <Box title="Payments and refunds">
              {o.payments.length === 0 && <p>No payment yet.</p>}
              <ul className="space-y-2 text-sm [overflow-wrap:anywhere]">
                {o.payments.map((p) => (
                  <li key={p.id}>
                    <strong>{transactionStatusText(enPages, p.status)}</strong> {rupees(p.amount)}
                    {p.method === "COD" && " in cash on delivery"} · {when(p.at)}
                    {p.payment_id && <> · payment {p.payment_id}</>}
                    {p.refund_id && <> · refund {p.refund_id}</>}
                    {p.refunded_at && <> · refunded {when(p.refunded_at)}</>}
                  </li>
                ))}
              </ul>
              {o.refunds && <RefundList refunds={o.refunds} />}
              {o.refundable !== undefined && Number(o.refundable) > 0 && !cod && (
                <p className="mt-2 text-sm">Can still be refunded: {rupees(o.refundable)}</p>
              )}
              {o.provider && !cod && (
                <p className="mt-2 text-sm text-stone-700">
                  Provider {o.provider.name}, order {o.provider.order_id ?? "—"}
                </p>
              )}
            </Box>
          )}
          <Box title="History">
            <ol className="space-y-1 text-sm">
              {o.events.map((e) => (
                <li key={`${e.at}-${e.to}`}>
                  <strong>{orderStatusText(enPages, e.to)}</strong> · {when(e.at)} · {e.actor_kind}
                  {e.actor_id !== null && ` #${e.actor_id}`}
                  {e.note && <span className="text-stone-700"> · {e.note}</span>}
                </li>
              ))}
            </ol>
          </Box>
        </div>
        <div className="min-w-0 space-y-5">
          <OrderOrigin
            channel={o.channel}
            placedBy={o.placed_by}
            paymentLink={o.payment_link}
            placed={loaderData.placed}
          />
          <Box title="Deliver to">
            <address className="not-italic [overflow-wrap:anywhere]">
              <strong>{d.fullname}</strong>
              <br />
              {d.address1}
              {d.address2 && <>, {d.address2}</>}
              <AddressTail a={d} />
            </address>
          </Box>
          {o.shipment && (
            <Box title="Shipment">
              <p>
                {o.shipment.courier} · AWB <strong>{o.shipment.awb}</strong>
              </p>
              {o.shipment.tracking_url && (
                <a
                  href={o.shipment.tracking_url}
                  className="text-brand-800 underline"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Tracking page
                </a>
              )}
            </Box>
          )}
          {o.customer && (
            <Box title="Customer">
              <p className="[overflow-wrap:anywhere]">
                {o.customer.fullname}
                <br />
                {o.customer.email ?? "— (no email: signed up by phone)"}
                <br />
                {o.customer.phone}
              </p>
            </Box>
          )}
          <Box title="Staff notes">
            {o.notes.length === 0 && <p className="text-sm text-stone-700">No notes.</p>}
            <ul className="space-y-2 text-sm">
              {o.notes.map((n) => (
                <li key={n.id} className="[overflow-wrap:anywhere]">
                  {n.body}{" "}
                  <span className="text-stone-600">
                    — {n.staff_name}, {when(n.at)}
                  </span>
                </li>
              ))}
            </ul>
            <AddNote orderId={o.order_id} answer={answer} />
          </Box>
        </div>
      </div>
    </>
  );
}
