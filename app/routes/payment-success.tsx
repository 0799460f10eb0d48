import { PaymentOutcome } from "~/components/orders/PaymentOutcome";
import { en } from "~/messages/en";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/payment-success";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomerPage(request, context);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.payment.success,
    description: en.payment.success,
    path: "/payment-success",
    noindex: true,
  });
}

export default function PaymentSuccess() {
  return <PaymentOutcome paid next="orders" />;
}
