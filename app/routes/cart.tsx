import { Link, useRevalidator } from "react-router";
import { useCartActions } from "~/components/account/use-cart-actions";
import { Breadcrumb } from "~/components/catalog/Breadcrumb";
import { rupees } from "~/components/catalog/Price";
import { PageHeading } from "~/components/layout/PageHeading";
import { Icon } from "~/components/ui/Icon";
import { en } from "~/messages/en";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { toRupeeString } from "../../lib/money";
import { cartTotals, payable } from "../../lib/pricing";
import type { Route } from "./+types/cart";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const lines = await context.services.cart.list(customer.userid);
  // The sums shown come from the same rule the server charges by (lib/pricing.ts).
  const totals = cartTotals(
    lines.map((l) => ({
      qty: l.qty,
      unitMrp: Math.round(Number(l.per_mrp_price) * 100),
      unitDiscount: Math.round(Number(l.discount_price) * 100),
    })),
  );
  const { total, savings } = payable(totals, 0);
  return {
    lines,
    price: toRupeeString(totals.mrp),
    discount: toRupeeString(totals.discount),
    total: toRupeeString(total),
    savings: toRupeeString(savings),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo(matches, { title: en.cart.title, description: en.cart.title, path: "/cart", noindex: true });
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { lines, price, discount, total, savings } = loaderData;
  const revalidator = useRevalidator();
  const actions = useCartActions(() => revalidator.revalidate());
  return (
    <>
      <PageHeading title={en.cart.title}>
        <Breadcrumb trail={[{ name: en.cart.title }]} />
      </PageHeading>
      <div className="container-page py-6">
        {lines.length === 0 ? (
          <div className="flex flex-col items-center py-10 text-center">
            <img src="/images/empty-cart.svg" alt="" width={240} height={180} />
            <p className="mt-4 text-lg font-semibold text-stone-800">{en.cart.empty}</p>
            <Link to="/" className="btn-primary mt-6">
              {en.cart.continueShopping}
            </Link>
          </div>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
              {lines.map((l) => (
                <li key={l.cart_id} className="flex gap-4 p-4">
                  <Link
                    to={`/product-info/${l.product_id}`}
                    className="shrink-0"
                    tabIndex={-1}
                    aria-hidden="true"
                  >
                    <img
                      src={l.image}
                      alt=""
                      width={88}
                      height={88}
                      className="h-22 w-22 rounded bg-brand-50"
                    />
                  </Link>
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/product-info/${l.product_id}`}
                      className="font-semibold text-stone-950 hover:underline"
                    >
                      {l.product_name}
                    </Link>
                    <p className="text-sm text-stone-700">
                      {l.price_qty} {l.price_unit_name} · {rupees(l.final_per_price)}{" "}
                      {l.discount_price !== "0.00" && (
                        <s className="text-stone-500">{rupees(l.per_mrp_price)}</s>
                      )}
                    </p>
                    {l.in_stock !== "INSTOCK" && (
                      <p className="text-sm font-semibold text-red-700">{en.catalog.outOfStock}</p>
                    )}
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      <div className="flex items-center rounded-md border border-stone-300">
                        <button
                          type="button"
                          className="icon-btn"
                          aria-label={en.account.decrease(l.product_name)}
                          onClick={() => actions.minus(l)}
                        >
                          <Icon name="minus" size={18} />
                        </button>
                        <output
                          className="w-10 text-center font-bold tabular-nums"
                          aria-label={en.catalog.quantity}
                        >
                          {l.qty}
                        </output>
                        <button
                          type="button"
                          className="icon-btn"
                          aria-label={en.account.increase(l.product_name)}
                          onClick={() => actions.plus(l)}
                        >
                          <Icon name="plus" size={18} />
                        </button>
                      </div>
                      <button
                        type="button"
                        className="icon-btn text-red-700"
                        aria-label={en.account.removeItem(l.product_name)}
                        onClick={() => actions.remove(l)}
                      >
                        <Icon name="trash" />
                      </button>
                      <span className="price ml-auto font-bold">{rupees(l.final_total_price)}</span>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <aside aria-labelledby="price-details" className="h-fit rounded-lg border border-stone-200 p-5">
              <h2 id="price-details" className="text-lg font-bold text-brand-900">
                {en.cart.priceDetails}
              </h2>
              <dl className="price mt-4 space-y-2">
                <div className="flex justify-between">
                  <dt>{en.cart.price}</dt>
                  <dd data-testid="cart-price">{rupees(price)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt>{en.cart.discount}</dt>
                  <dd data-testid="cart-discount" className="text-brand-700">
                    - {rupees(discount)}
                  </dd>
                </div>
                <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold">
                  <dt>{en.cart.totalAmount}</dt>
                  <dd data-testid="cart-total">{rupees(total)}</dd>
                </div>
              </dl>
              <p className="mt-3 font-semibold text-brand-700" data-testid="cart-savings">
                {en.cart.youSave(savings)}
              </p>
              <Link to="/checkout" className="btn-primary mt-5 w-full">
                {en.cart.checkout}
              </Link>
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
