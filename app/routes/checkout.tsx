import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { AddressPicker, useChosenAddress } from "~/components/checkout/AddressPicker";
import { GstInvoiceFields, useGstBuyer } from "~/components/checkout/GstInvoiceFields";
import { OrderSummary } from "~/components/checkout/OrderSummary";
import { SandboxPay } from "~/components/checkout/SandboxPay";
import { usePayment } from "~/components/checkout/use-payment";
import { type PromoResult, usePromoCode } from "~/components/checkout/use-promo-code";
import { PageHeading } from "~/components/layout/PageHeading";
import { useToast } from "~/components/ui/Toaster";
import { metaT, useT } from "~/i18n/i18n";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { formatRupees } from "../../lib/money";
import { cartTotals } from "../../lib/pricing";
import { hasControlCharacters } from "../../lib/validation/fields";
import type { Route } from "./+types/checkout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const { addresses, cart, promotions, checkout } = context.services;
  const [saved, lines, promos] = await Promise.all([
    addresses.list(customer.userId),
    cart.list(customer.userId),
    promotions.activeNow(),
  ]);
  return {
    addresses: saved,
    lines,
    promos: promos.map((p) => ({ code: p.code, description: p.description })),
    provider: checkout.provider.name,
  };
}

/** Applies a promo code to the customer's cart as the server holds it (no prices from the browser). */
export async function action({ request, context }: Route.ActionArgs): Promise<PromoResult> {
  const customer = await requireCustomerPage(request, context);
  const form = await request.formData();
  const code = String(form.get("promo_code") ?? "")
    .trim()
    .slice(0, 40);
  const { cart, promotions } = context.services;
  const [lines, promo] = await Promise.all([
    cart.list(customer.userId),
    // A code with control characters is no code the shop has (and must not reach the database).
    code && !hasControlCharacters(code) ? promotions.find(code) : Promise.resolve(undefined),
  ]);
  const verdict = promotions.evaluate(promo, cartTotals(lines).final);
  return verdict.ok && promo ? { ...verdict, code: promo.code } : { ok: false, message: verdict.message };
}

/** Applying a promo changes nothing stored: the page's data need not be read again. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "promo" ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return seo(matches, {
    title: t.pages.checkout,
    description: t.pages.checkout,
    path: "/checkout",
    noindex: true,
  });
}

/** Checkout (docs/storefront.md#checkout-and-payment): an address, the summary with a promo, payment. */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { addresses, lines, promos, provider } = loaderData;
  const toast = useToast();
  const shopName = useRootData()?.business.name ?? "";
  const totals = cartTotals(lines);
  const [chosenId, choose] = useChosenAddress(addresses);
  const promo = usePromoCode();
  const payment = usePayment({ provider, shopName });
  const gst = useGstBuyer();

  const placeOrder = () => {
    if (chosenId === undefined) return toast(t.checkout.selectAddress, "error");
    const buyer = gst.value();
    if (!buyer) return document.getElementById("buyer_gstin")?.focus();
    return payment.placeOrder({
      ...buyer,
      address_id: chosenId,
      promo_code: promo.applied?.code,
      cart_id: lines.map((l) => l.id),
    });
  };

  if (lines.length === 0) {
    return (
      <>
        <PageHeading title={t.pages.checkout} />
        <div className="container-page py-10 text-center">
          <p className="text-lg font-semibold">{t.checkout.emptyCart}</p>
          <Link to="/" className="btn-primary mt-6">
            {t.cart.continueShopping}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeading title={t.pages.checkout} />
      <div className="container-page grid gap-8 py-6 lg:grid-cols-[1fr_380px] [&>*]:min-w-0">
        <div className="space-y-6">
          <AddressPicker addresses={addresses} chosenId={chosenId} onChoose={choose} />
          <GstInvoiceFields gst={gst} />
        </div>
        <OrderSummary
          totals={totals}
          promo={promo}
          promos={promos}
          placing={payment.placing}
          onPlaceOrder={placeOrder}
        />
      </div>
      {payment.sandboxOrder && (
        <SandboxPay
          orderId={payment.sandboxOrder.id}
          amountLabel={formatRupees(payment.sandboxOrder.amount)}
          shopName={shopName}
          onDone={payment.finish}
        />
      )}
    </>
  );
}
