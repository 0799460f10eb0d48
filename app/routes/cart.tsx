import { Link, useRevalidator } from "react-router";
import { useCartActions } from "~/components/account/use-cart-actions";
import { CartLineItem } from "~/components/cart/CartLineItem";
import { Breadcrumb } from "~/components/catalog/Breadcrumb";
import { PageHeading } from "~/components/layout/PageHeading";
import { metaT, useT } from "~/i18n/i18n";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { formatRupees } from "../../lib/money";
import { cartTotals, payable } from "../../lib/pricing";
import type { Route } from "./+types/cart";

/** The cart's lines priced from the catalogue now; the header's dropdown loads them from here too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  return { lines: await context.services.cart.list(customer.userId) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, { title: t.cart.title, description: t.cart.title, path: "/cart", noindex: true });
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lines } = loaderData;
  const revalidator = useRevalidator();
  const actions = useCartActions(() => revalidator.revalidate());
  // The same rule the server charges by (lib/pricing.ts).
  const totals = cartTotals(lines);
  const { total, savings } = payable(totals, 0);
  return (
    <>
      <PageHeading title={t.cart.title}>
        <Breadcrumb trail={[{ name: t.cart.title }]} />
      </PageHeading>
      <div className="container-page py-6">
        {lines.length === 0 ? (
          <div className="flex flex-col items-center py-10 text-center">
            <img src="/images/empty-cart.svg" alt="" width={240} height={180} />
            <p className="mt-4 text-lg font-semibold text-stone-800">{t.cart.empty}</p>
            <Link to="/" className="btn-primary mt-6">
              {t.cart.continueShopping}
            </Link>
          </div>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
              {lines.map((l) => (
                <CartLineItem key={l.id} line={l} actions={actions} />
              ))}
            </ul>
            <aside aria-labelledby="price-details" className="h-fit rounded-lg border border-stone-200 p-5">
              <h2 id="price-details" className="text-lg font-bold text-brand-900">
                {t.cart.priceDetails}
              </h2>
              <dl className="price mt-4 space-y-2">
                <div className="flex justify-between">
                  <dt>{t.cart.price}</dt>
                  <dd data-testid="cart-price">{formatRupees(totals.mrp)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt>{t.cart.discount}</dt>
                  <dd data-testid="cart-discount" className="text-brand-700">
                    - {formatRupees(totals.discount)}
                  </dd>
                </div>
                <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold">
                  <dt>{t.cart.totalAmount}</dt>
                  <dd data-testid="cart-total">{formatRupees(total)}</dd>
                </div>
              </dl>
              <p className="mt-3 font-semibold text-brand-700" data-testid="cart-savings">
                {t.cart.youSave(formatRupees(savings))}
              </p>
              <Link to="/checkout" className="btn-primary mt-5 w-full">
                {t.cart.checkout}
              </Link>
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
