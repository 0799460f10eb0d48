import { redirect } from "react-router";
import { PaidOrder } from "~/components/orders/PaidOrder";
import { PaymentOutcome } from "~/components/orders/PaymentOutcome";
import { metaT } from "~/i18n/i18n";
import { readForm } from "~/lib/forms/form-action.server";
import { paymentOutcome } from "~/lib/payment-outcome.server";
import { settlePayment } from "~/lib/settle-payment.server";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { signedPaymentFields } from "../../lib/validation/sandbox-pay";
import type { Route } from "./+types/payment-success";

/** The order just paid, named from the server's records (`?order=` only says which). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const asked = new URL(request.url).searchParams.get("order");
  return { order: await paymentOutcome(context, customer.userId, asked) };
}

/**
 * The provider's window hands its signed payment here (the checkout's scripts post it): the
 * server verifies and settles it, then shows this page or the error page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomerPage(request, context);
  const form = await readForm(request, context, signedPaymentFields);
  if (!form.ok) return redirect("/payment-error");
  return settlePayment(context, customer.userId, form.value);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.payment.success,
    description: t.payment.success,
    path: "/payment-success",
    noindex: true,
  });
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <PaymentOutcome paid next="orders">
      {order && <PaidOrder order={order} arrives />}
    </PaymentOutcome>
  );
}
