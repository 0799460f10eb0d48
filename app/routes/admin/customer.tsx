import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { AnswerMessage, answerFor } from "~/components/admin/AnswerMessage";
import { Box } from "~/components/admin/Box";
import { ContactLinks } from "~/components/admin/ContactLinks";
import { Field } from "~/components/admin/fields";
import { counted, when } from "~/components/admin/list-nav";
import { PageHeader } from "~/components/admin/PageHeader";
import { AddressTail } from "~/components/orders/AddressTail";
import { orderStatusText, paymentStatusText } from "~/components/orders/status";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { enPages } from "~/messages/en-pages";
import { statusLabel } from "../../../lib/inbox-statuses";
import { formatRupeeString as rupees } from "../../../lib/money";
import { disableCustomerFields } from "../../../lib/validation/inbox";
import { customerMessages, customerPage } from "../../../server/modules/customers";
import { by } from "../../../server/modules/inbox";
import { postedIntent, readAdminForm, unknownIntent } from "../../admin-actions.server";
import { requireStaffPage } from "../../admin-session.server";
import type { Route } from "./+types/customer";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "customers");
  if (!/^\d{1,9}$/.test(params.customerId)) throw data(null, { status: 404 });
  const s = context.services;
  const customer = await customerPage(
    { customers: s.customersAdmin, enquiries: s.enquiries, messages: s.messages },
    Number(params.customerId),
  ).catch(() => null);
  if (!customer) throw data(null, { status: 404 });
  return { customer };
}

/**
 * Disabling (its sessions end, sign-in refused) and enabling the account: the services the
 * admin API's /customers/disable and /enable call, audited with the member.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireStaffPage(request, context, "customers");
  if (!/^\d{1,9}$/.test(params.customerId)) throw data(null, { status: 404 });
  const id = Number(params.customerId);
  const { customersAdmin } = context.services;
  const intent = await postedIntent(request);
  if (intent === "disable") {
    const form = await readAdminForm(request, context, disableCustomerFields);
    if (!form.ok) return form.answer;
    return form.run(async (v) => {
      const done = await customersAdmin.disable(id, by(me), v.reason);
      return form.done(customerMessages.disabled(done), { intent }, { reset: true });
    });
  }
  if (intent === "enable") {
    const form = await readAdminForm(request, context, z.object({}));
    if (!form.ok) return form.answer;
    return form.run(async () => {
      const done = await customersAdmin.enable(id, by(me));
      return form.done(customerMessages.enabled(done), { intent });
    });
  }
  return unknownIntent();
}

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-800 underline";

/** One customer: account (disable, enable), orders, saved addresses, bulk enquiries, contact messages. */
export default function CustomerPage({ loaderData }: Route.ComponentProps) {
  const { customer: c } = loaderData;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const disable = useShopForm(disableCustomerFields, answerFor(answer, "disable"), "disable-form");
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHeader
        title={c.fullname}
        description={`Customer #${c.customer_id} · joined ${when(c.joined_at)} · ${c.disabled_at ? `disabled ${when(c.disabled_at)}` : "active"}`}
        link={{ to: "/admin/customers", label: "All customers" }}
      />
      <div className="mb-4 empty:hidden">
        <AnswerMessage answer={answer} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_360px]">
        {/* The account and its actions first on a phone; beside the lists on a wide screen. */}
        <div className="min-w-0 space-y-5 lg:order-2">
          <Box title="Account">
            <ContactLinks email={c.email} phone={c.phone} />
            {c.disabled_at ? (
              <div className="mt-3 space-y-3">
                <p role="status" className="rounded-md bg-red-50 p-3 font-semibold text-red-800">
                  Disabled since {when(c.disabled_at)}: the customer cannot sign in.
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="enable" />
                  <button type="submit" className="btn-primary" disabled={busy}>
                    {busy ? "Working…" : "Enable the account"}
                  </button>
                </Form>
              </div>
            ) : (
              <details className="mt-3 rounded-lg border border-red-200 p-3">
                <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-red-800">
                  Disable this account…
                </summary>
                <p className="my-2 text-sm text-stone-700">
                  The customer is signed out everywhere at once and cannot sign in until the account is
                  enabled again. Orders, addresses and enquiries are kept.
                </p>
                <Form method="post" {...disable.props} className="space-y-3">
                  <input type="hidden" name="intent" value="disable" />
                  <Field
                    id="reason"
                    label="Reason (for the audit log)"
                    maxLength={500}
                    defaultValue={disable.values.reason}
                    error={disable.errors.reason}
                  />
                  <button type="submit" className="btn-primary" disabled={busy}>
                    {busy ? "Working…" : "Disable the account"}
                  </button>
                </Form>
              </details>
            )}
          </Box>
          <Box title="Saved addresses">
            {c.addresses.length === 0 && <p className="text-stone-700">No saved addresses.</p>}
            <ul className="space-y-3">
              {c.addresses.map((a) => (
                <li key={a.id}>
                  <address className="not-italic [overflow-wrap:anywhere]">
                    <strong>{a.fullname}</strong>
                    {a.is_primary === "1" && <span className="text-sm text-stone-700"> (primary)</span>}
                    <br />
                    {a.address1}
                    {a.address2 && `, ${a.address2}`}
                    <AddressTail a={a} />
                  </address>
                </li>
              ))}
            </ul>
          </Box>
        </div>
        <div className="min-w-0 space-y-5 lg:order-1">
          <Box title={`Orders (${c.orders})`}>
            {c.recent_orders.length === 0 && <p className="text-stone-700">No orders yet.</p>}
            <ul className="divide-y divide-stone-100">
              {c.recent_orders.map((o) => (
                <li key={o.order_id} className="flex flex-wrap items-center justify-between gap-x-4 py-1">
                  <Link to={`/admin/orders/${o.order_id}`} className={linkClass}>
                    Order #{o.order_id}
                  </Link>
                  <span className="text-sm text-stone-700">
                    {when(o.placed_at)} · {orderStatusText(enPages, o.order_status)} · payment{" "}
                    {paymentStatusText(enPages, o.payment_status).toLowerCase()}
                  </span>
                  <strong className="tabular-nums">{rupees(o.total)}</strong>
                </li>
              ))}
            </ul>
            {c.orders > c.recent_orders.length && (
              <Link to={`/admin/orders?q=${encodeURIComponent(c.email ?? c.phone)}`} className={linkClass}>
                All {c.orders} orders
              </Link>
            )}
          </Box>
          <Box title="Bulk enquiries">
            {c.enquiries.length === 0 && <p className="text-stone-700">No bulk enquiries.</p>}
            <ul className="divide-y divide-stone-100">
              {c.enquiries.map((e) => (
                <li key={e.enquiry_id} className="flex flex-wrap items-center justify-between gap-x-4 py-1">
                  <Link to={`/admin/enquiries/${e.enquiry_id}`} className={linkClass}>
                    Enquiry #{e.enquiry_id}
                  </Link>
                  <span className="text-sm text-stone-700">
                    {when(e.received_at)} · {statusLabel(e.status)} ·{" "}
                    {counted(e.items, "product", "products")}
                  </span>
                </li>
              ))}
            </ul>
          </Box>
          <Box title="Contact messages">
            {c.messages.length === 0 && <p className="text-stone-700">No messages from this email.</p>}
            <ul className="divide-y divide-stone-100">
              {c.messages.map((m) => (
                <li key={m.message_id} className="py-1">
                  <Link to={`/admin/messages/${m.message_id}`} className={linkClass}>
                    Message #{m.message_id}
                  </Link>{" "}
                  <span className="text-sm text-stone-700">
                    {when(m.received_at)} · {statusLabel(m.status)}
                  </span>
                  <p className="line-clamp-2 text-sm [overflow-wrap:anywhere]">{m.message}</p>
                </li>
              ))}
            </ul>
          </Box>
        </div>
      </div>
    </>
  );
}
