import { data, Link, useActionData } from "react-router";
import { CartDelivery, type CartDeliveryView, DeliveryChargeRow } from "~/components/cart/CartDelivery";
import { CartLineItem } from "~/components/cart/CartLineItem";
import { refusalOf, useCartForm } from "~/components/cart/cart-form";
import { Breadcrumb } from "~/components/catalog/Breadcrumb";
import { PageHeading } from "~/components/layout/PageHeading";
import { metaT, useT } from "~/i18n/i18n";
import { cartAction, noticeSentence } from "~/lib/cart-action.server";
import { cartPincode } from "~/lib/cart-pincode.server";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { formatRupees } from "../../lib/money";
import { cartTotals, payable } from "../../lib/pricing";
import { sayIn } from "../../server/pages";
import type { Route } from "./+types/cart";

/**
 * The cart's lines priced from the catalogue now; the header's dropdown loads them from here
 * too. `?done=` names what a form posted without scripts just did, said at the top. The
 * delivery line is the checkout's own pricing (delivery.quoteCart) for the default address's
 * pincode or one typed here (`?pincode=`, remembered: app/lib/cart-pincode.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const { cart, addresses, delivery } = context.services;
  const notice = noticeSentence(new URL(request.url).searchParams.get("done"));
  const [lines, saved] = await Promise.all([
    cart.list(customer.userId, undefined, context.lang),
    addresses.list(customer.userId),
  ]);
  // The address the checkout chooses first (its loader): the default, else the first saved.
  const first = saved.find((a) => a.isPrimary) ?? saved[0];
  const { chosen, setCookie } = cartPincode(request, context, first?.pincode);
  const priced =
    chosen.pincode && lines.length > 0 ? await delivery.quoteCart(customer.userId, chosen.pincode) : null;
  const charges = priced?.quote.charges;
  const body = {
    lines,
    notice: notice ? sayIn(context.lang, notice) : undefined,
    delivery: {
      ...chosen,
      addressPincode: first?.pincode ?? null,
      charge: !charges
        ? null
        : charges.ok
          ? { served: true as const, paise: charges.deliveryPaise, deliverBy: priced.quote.deliverBy ?? "" }
          : { served: false as const, message: sayIn(context.lang, charges.message) },
      nudge: priced?.nudge ?? null,
    },
  };
  return setCookie ? data(body, { headers: { "Set-Cookie": setCookie } }) : body;
}

/** Every cart form of the shop posts here: add, one more, one less, remove. */
export const action = ({ request, context }: Route.ActionArgs) => cartAction(request, context);

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, { title: t.cart.title, description: t.cart.title, path: "/cart", noindex: true });
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lines, notice } = loaderData;
  const delivery: CartDeliveryView = loaderData.delivery;
  // A refusal of a form posted without scripts; with them, the lines' fetcher toasts it.
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const refusal = answer && refusalOf(answer);
  const cart = useCartForm(["increased", "decreased"]);
  // The same rule the server charges by (lib/pricing.ts).
  const totals = cartTotals(lines);
  const { total, savings } = payable(totals, 0);
  // The total with delivery once the server priced it for a pincode it serves.
  const deliveryPaise = delivery.charge?.served ? delivery.charge.paise : 0;
  return (
    <>
      <PageHeading title={t.cart.title}>
        <Breadcrumb trail={[{ name: t.cart.title }]} />
      </PageHeading>
      <div className="container-page py-6">
        {refusal ? (
          <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 font-semibold text-red-800">
            {refusal}
          </p>
        ) : (
          // Said once: after a change made here with scripts, the toast speaks instead.
          notice &&
          !cart.fetcher.data && (
            <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 font-semibold text-brand-800">
              {notice}
            </p>
          )
        )}
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
                <CartLineItem key={l.id} line={l} cart={cart} />
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
                <DeliveryChargeRow delivery={delivery} />
                <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold">
                  <dt>{t.cart.totalAmount}</dt>
                  <dd data-testid="cart-total">{formatRupees(total + deliveryPaise)}</dd>
                </div>
              </dl>
              <p className="mt-3 font-semibold text-brand-700" data-testid="cart-savings">
                {t.cart.youSave(formatRupees(savings))}
              </p>
              <CartDelivery delivery={delivery} />
              <Link to="/checkout" className="btn-primary mt-5 w-full">
                {t.cart.checkout}
              </Link>
              <Link to="/" className="btn-outline mt-3 w-full">
                {t.cart.continueShopping}
              </Link>
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
