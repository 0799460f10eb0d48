import { PaymentOutcome } from "~/components/orders/PaymentOutcome";
import { en } from "~/messages/en";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/payment-error";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomerPage(request, context);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.payment.unsuccessful,
    description: en.payment.error,
    path: "/payment-error",
    noindex: true,
  });
}

export default function PaymentError() {
  return <PaymentOutcome paid={false} next="cart" />;
}
