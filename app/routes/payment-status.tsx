import { Link } from "react-router";
import { en } from "~/messages/en";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { Route } from "./+types/payment-status";

/**
 * Reports what the server knows of payment_request_id (the provider order id); the
 * payment_status in the address is never trusted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const q = new URL(request.url).searchParams;
  const requestId = q.get("payment_request_id") ?? "";
  if (!requestId) return { paid: false, message: "" };
  try {
    const order = await context.services.checkout.ownOrder(customer.userid, requestId.slice(0, 100));
    const paid = ["PAID", "SHIPPED", "DELIVERED"].includes(order.status);
    return { paid, message: paid ? "Payment successful. Thank you for your order!" : "" };
  } catch {
    return { paid: false, message: "" };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, {
    title: en.payment.unsuccessful,
    description: en.payment.unsuccessful,
    path: "/payment-status",
    noindex: true,
  });
}

export default function PaymentStatus({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page flex flex-col items-center py-16 text-center">
      {loaderData.paid ? (
        <>
          <h1 className="text-2xl font-bold text-brand-900">{en.payment.success}</h1>
          <p role="status" className="mt-3 font-semibold text-brand-700">
            {loaderData.message}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-stone-900">{en.payment.unsuccessful}</h1>
          <p role="alert" className="mt-3 text-lg font-semibold text-red-700">
            {en.payment.error}
          </p>
        </>
      )}
      <Link to="/order" className="btn-primary mt-8">
        {en.payment.viewOrders}
      </Link>
    </section>
  );
}
