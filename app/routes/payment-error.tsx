import { Link } from "react-router";
import { PaidOrder } from "~/components/orders/PaidOrder";
import { PaymentOutcome } from "~/components/orders/PaymentOutcome";
import { PayNow } from "~/components/orders/PayNow";
import { metaT, useT } from "~/i18n/i18n";
import { failureOfParam, paymentOutcome } from "~/lib/payment-outcome.server";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/payment-error";

/**
 * The payment did not go through: the spec's heading, then in words whether money was taken
 * (or is being refunded) and why, the order it was for, and the ways on: Try again (the same
 * order, while its packs are held) and cash on delivery where the shop takes it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const search = new URL(request.url).searchParams;
  return {
    order: await paymentOutcome(context, customer.userId, search.get("order")),
    why: failureOfParam(search.get("why")),
    provider: context.services.checkout.provider.name,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.payment.unsuccessful,
    description: t.payment.error,
    path: "/payment-error",
    noindex: true,
  });
}

export default function PaymentError({ loaderData }: Route.ComponentProps) {
  const { order, why, provider } = loaderData;
  const t = useT().payment;
  const shopName = useRootData()?.business.name ?? "";
  return (
    <PaymentOutcome paid={false} next="cart" notes={[t.why[why]]}>
      {order && <PaidOrder order={order} arrives={false} />}
      {order && (order.retry || order.cod) && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {order.retry && (
            <PayNow orderId={order.id} provider={provider} shopName={shopName} label={t.tryAgain} />
          )}
          {order.cod && (
            <Link to="/checkout?method=COD" className="btn-outline">
              {t.payCash}
            </Link>
          )}
        </div>
      )}
    </PaymentOutcome>
  );
}
