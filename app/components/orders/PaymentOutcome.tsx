import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/i18n";

/**
 * The page a customer lands on after paying (or failing to): the outcome in a heading, an
 * optional line about the order, and the one way on. Shared by /payment-success,
 * /payment-error and /payment-status.
 */
export function PaymentOutcome({
  paid,
  notes = [],
  next,
  children,
}: {
  paid: boolean;
  /** Lines about the order ("Order #12: Awaiting payment"), when the page knows it. */
  notes?: string[];
  next: "orders" | "cart";
  /** The order the page is about, and its ways on (Try again, cash on delivery). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="container-page flex flex-col items-center py-16 text-center">
      {paid ? (
        <>
          <span
            className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-800 text-3xl text-white"
            aria-hidden="true"
          >
            ✓
          </span>
          <h1 className="mt-4 text-2xl font-bold text-brand-900">{t.payment.success}</h1>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-stone-900">{t.payment.unsuccessful}</h1>
          <p role="alert" className="mt-3 text-lg font-semibold text-red-700">
            {t.payment.error}
          </p>
        </>
      )}
      {notes.length > 0 && (
        <div
          role="status"
          className={`mt-3 space-y-1 font-semibold ${paid ? "text-brand-700" : "text-stone-800"}`}
        >
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      )}
      {children}
      {next === "orders" ? (
        <Link to="/order" className={`${!paid && children ? "btn-outline" : "btn-primary"} mt-8`}>
          {t.payment.viewOrders}
        </Link>
      ) : (
        <Link to="/cart" className={`${!paid && children ? "btn-outline" : "btn-primary"} mt-8`}>
          {t.payment.backToCart}
        </Link>
      )}
    </section>
  );
}
