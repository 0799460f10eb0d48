import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { Field, FormMessage } from "~/components/account/Field";
import { metaT, useT } from "~/i18n/i18n";
import { refusalOf } from "~/lib/domain-refusal.server";
import { readForm } from "~/lib/forms/form-action.server";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { settlePayment } from "~/lib/settle-payment.server";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { formatRupees } from "../../lib/money";
import { sandboxPayFields } from "../../lib/validation/sandbox-pay";
import { sandboxCheckout } from "../../server/modules/payments";
import type { Route } from "./+types/payment-sandbox.$providerOrderId";

/**
 * The customer's order waiting for this sandbox payment, or the not-found page (another
 * provider, someone else's order, none); an order no longer waiting goes to its status page.
 */
async function waitingOrder({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const customer = await requireCustomerPage(request, context);
  const id = params.providerOrderId;
  const { checkout, payments, orders } = context.services;
  if (checkout.provider.name !== "sandbox" || !/^order_\w{1,60}$/.test(id)) throw data(null, { status: 404 });
  const outcome = await payments.outcome(customer.userId, id).catch((error) => {
    if (refusalOf(error, context)?.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  if (outcome.status !== "PENDING_PAYMENT") {
    throw redirect(`/payment-status?payment_request_id=${encodeURIComponent(id)}`);
  }
  const order = await orders.find(customer.userId, outcome.orderId, context.lang);
  if (!order) throw data(null, { status: 404 });
  return { customer, id, order };
}

export async function loader(args: Route.LoaderArgs) {
  const { order } = await waitingOrder(args);
  return { amount: order.totalPaise };
}

/**
 * Pay or Fail: the sandbox plays the provider (a payment signed as Razorpay signs, or its
 * failure), then the shop settles the signed payment exactly as after the window with scripts.
 */
export async function action(args: Route.ActionArgs) {
  const { customer, id, order } = await waitingOrder(args);
  const { request, context } = args;
  const form = await readForm(request, context, sandboxPayFields);
  if (!form.ok) return form.answer;
  const { outcome, method } = form.value;
  const answer = sandboxCheckout(context.services.checkout.provider, id, outcome, method);
  if (!answer) throw data(null, { status: 404 });
  if (!answer.ok) return redirect(`/payment-error?order=${order.id}&why=failed`);
  const { ok: _ok, ...signed } = answer;
  return settlePayment(context, customer.userId, signed);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.checkout.sandboxTitle,
    description: t.checkout.sandboxNote,
    path: "/payment-sandbox",
    noindex: true,
  });
}

/**
 * The sandbox's test payment window as a whole page, for a phone whose scripts have not come:
 * UPI (with a UPI ID) or card, then Pay or Fail, each a plain POST. Clearly labelled; no money moves.
 */
export default function PaymentSandbox({ loaderData }: Route.ComponentProps) {
  const t = useT().checkout;
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const form = useShopForm(sandboxPayFields, answer);
  const busy = useNavigation().state !== "idle";
  const shopName = useRootData()?.business.name ?? "";
  const amount = formatRupees(loaderData.amount);
  const method = form.values.method ?? "upi";
  return (
    <div className="container-page flex justify-center py-8">
      <section
        aria-labelledby="sandbox-title"
        className="w-full max-w-sm overflow-hidden rounded-lg border border-stone-300 shadow-sm"
      >
        <div className="bg-accent-400 px-5 py-2 text-center text-sm font-bold text-stone-950">
          {t.sandboxBadge}
        </div>
        <Form method="post" {...form.props} className="space-y-3 p-5">
          <h1 id="sandbox-title" className="text-lg font-bold">
            {t.sandboxTitle}
          </h1>
          <p className="text-sm text-stone-700">{shopName}</p>
          <p className="text-2xl font-extrabold tabular-nums">{amount}</p>
          <p className="text-sm text-stone-700">{t.sandboxNote}</p>
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="mb-1 text-sm font-semibold">{t.sandboxHow}</legend>
            {(["upi", "card"] as const).map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-stone-300 p-2 font-semibold"
              >
                <input
                  type="radio"
                  name="method"
                  value={value}
                  defaultChecked={method === value}
                  className="h-4 w-4 accent-brand-800"
                />
                {value === "upi" ? t.sandboxUpi : t.sandboxCardTab}
              </label>
            ))}
          </fieldset>
          <Field
            id="vpa"
            label={t.upiId}
            defaultValue={form.values.vpa ?? "farmer@upi"}
            maxLength={320}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            error={form.errors.vpa}
          />
          <p className="rounded bg-stone-100 p-2 text-xs text-stone-700">{t.sandboxUpiNote}</p>
          <p className="rounded bg-stone-100 p-2 text-xs text-stone-700">{t.sandboxCard}</p>
          <FormMessage failure={form.failure} />
          <div className="flex flex-col gap-2 pt-1">
            <button type="submit" name="outcome" value="success" className="btn-primary" disabled={busy}>
              {busy ? t.processing : t.pay(amount)}
            </button>
            <button type="submit" name="outcome" value="failure" className="btn-outline" disabled={busy}>
              {t.fail}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
