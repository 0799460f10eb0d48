import { PaymentOutcome } from "~/components/orders/PaymentOutcome";
import { orderStatusText } from "~/components/orders/status";
import { metaT, useT } from "~/i18n/i18n";
import { refusalOf } from "~/lib/domain-refusal.server";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/payment-status";

/**
 * Reports what the server knows of payment_request_id (the provider order id); the
 * payment_status in the address is never trusted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const requestId = new URL(request.url).searchParams.get("payment_request_id") ?? "";
  if (!requestId) return { outcome: null };
  try {
    return { outcome: await context.services.payments.outcome(customer.userId, requestId.slice(0, 100)) };
  } catch (error) {
    // Someone else's order or none at all: the same answer as no payment.
    if (refusalOf(error, context)?.status === 404) return { outcome: null };
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.payment.unsuccessful,
    description: t.payment.unsuccessful,
    path: "/payment-status",
    noindex: true,
  });
}

export default function PaymentStatus({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { outcome } = loaderData;
  if (!outcome) return <PaymentOutcome paid={false} next="orders" />;
  const status = t.orders.orderStatusOf(outcome.orderId, orderStatusText(t, outcome.status));
  return (
    <PaymentOutcome
      paid={outcome.paid}
      notes={outcome.paid ? [t.orders.paidThanks, status] : [status]}
      next="orders"
    />
  );
}
