import { PaymentOutcome } from "~/components/orders/PaymentOutcome";
import { metaT } from "~/i18n/i18n";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/payment-success";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomerPage(request, context);
  return null;
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

export default function PaymentSuccess() {
  return <PaymentOutcome paid next="orders" />;
}
