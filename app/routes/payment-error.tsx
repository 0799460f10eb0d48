import { Link } from "react-router";
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
  return (
    <section className="container-page flex flex-col items-center py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{en.payment.unsuccessful}</h1>
      <p role="alert" className="mt-3 text-lg font-semibold text-red-700">
        {en.payment.error}
      </p>
      <Link to="/cart" className="btn-primary mt-8">
        {en.payment.backToCart}
      </Link>
    </section>
  );
}
