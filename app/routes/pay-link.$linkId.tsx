import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { FormMessage } from "~/components/account/Field";
import { SandboxUpiField, SandboxWindow, sandboxMeta } from "~/components/checkout/SandboxWindow";
import { useT } from "~/i18n/i18n";
import { readForm } from "~/lib/forms/form-action.server";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { useRootData } from "~/root";
import { formatRupees } from "../../lib/money";
import { sandboxPayFields } from "../../lib/validation/sandbox-pay";
import { LINK_ID, sandboxLinkPaid } from "../../server/modules/payments";
import type { Route } from "./+types/pay-link.$linkId";

/**
 * The sandbox's window for a payment link staff sent (docs/decisions/0038-orders-taken-by-staff.md):
 * what Razorpay's hosted link page is in live mode. No sign-in (the customer opens it from a
 * text message); paying sends the signed `payment_link.paid` webhook Razorpay would send, which
 * the shop receives and settles as any payment. Only in sandbox mode; 404 otherwise.
 */
async function linkOrder({ context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const { checkout, staffOrders } = context.services;
  if (checkout.provider.name !== "sandbox" || !LINK_ID.test(params.linkId)) throw data(null, { status: 404 });
  const order = await staffOrders.linkOrder(params.linkId);
  if (!order) throw data(null, { status: 404 });
  return order;
}

export async function loader(args: Route.LoaderArgs) {
  const o = await linkOrder(args);
  return {
    orderId: o.id,
    amount: o.totalPaise,
    state:
      o.status === "PENDING_PAYMENT"
        ? "open"
        : o.status === "EXPIRED" || o.status === "CANCELLED"
          ? "closed"
          : "paid",
  };
}

export async function action(args: Route.ActionArgs) {
  const o = await linkOrder(args);
  const { request, context, params } = args;
  const form = await readForm(request, context, sandboxPayFields);
  if (!form.ok) return form.answer;
  if (o.status !== "PENDING_PAYMENT" || form.value.outcome !== "success") return redirect(request.url);
  const { payments, checkout } = context.services;
  const event = sandboxLinkPaid(checkout.provider, {
    id: params.linkId,
    referenceId: `order_${o.id}`,
    amountPaise: o.totalPaise,
  });
  if (!event) throw data(null, { status: 404 });
  await payments.receiveWebhook(event.raw, event.signature);
  return redirect(new URL(request.url).pathname);
}

export function meta({ matches }: Route.MetaArgs) {
  return sandboxMeta(matches, "/pay-link");
}

/** The test window of a payment link: UPI or card, then Pay; or what the link has become. */
export default function PayLink({ loaderData }: Route.ComponentProps) {
  const t = useT().checkout;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const form = useShopForm(sandboxPayFields, answer);
  const busy = useNavigation().state !== "idle";
  const amount = formatRupees(loaderData.amount);
  const order = String(loaderData.orderId);
  return (
    <SandboxWindow
      titleId="link-title"
      title={t.linkFor(order)}
      shopName={useRootData()?.business.name ?? ""}
      amount={amount}
    >
      {loaderData.state === "paid" && (
        <p role="status" className="rounded bg-green-50 p-3 font-semibold text-green-900">
          {t.linkPaid(order)}
        </p>
      )}
      {loaderData.state === "closed" && (
        <p role="status" className="rounded bg-stone-100 p-3">
          {t.linkClosed}
        </p>
      )}
      {loaderData.state === "open" && (
        <Form method="post" {...form.props} className="space-y-3">
          <p className="text-sm text-stone-700">{t.sandboxNote}</p>
          <input type="hidden" name="method" value="upi" />
          <SandboxUpiField value={form.values.vpa} error={form.errors.vpa} />
          <FormMessage failure={form.failure} />
          <button type="submit" name="outcome" value="success" className="btn-primary w-full" disabled={busy}>
            {busy ? t.processing : t.pay(amount)}
          </button>
        </Form>
      )}
    </SandboxWindow>
  );
}
