import { Link } from "react-router";
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
  return (
    <section className="container-page flex flex-col items-center py-16 text-center">
      <span
        className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-800 text-3xl text-white"
        aria-hidden="true"
      >
        ✓
      </span>
      <h1 className="mt-4 text-2xl font-bold text-brand-900">{en.payment.success}</h1>
      <Link to="/order" className="btn-primary mt-8">
        {en.payment.viewOrders}
      </Link>
    </section>
  );
}
