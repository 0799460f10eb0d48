import { useEffect, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { AddressPicker, useChosenAddress } from "~/components/checkout/AddressPicker";
import { GstInvoiceFields, useGstBuyer } from "~/components/checkout/GstInvoiceFields";
import { OrderSummary } from "~/components/checkout/OrderSummary";
import { type PaymentMethod, PaymentMethodChoice } from "~/components/checkout/PaymentMethodChoice";
import { SandboxPay } from "~/components/checkout/SandboxPay";
import { useCheckoutQuote } from "~/components/checkout/use-checkout-quote";
import { usePayment } from "~/components/checkout/use-payment";
import { type PromoResult, usePromoCode } from "~/components/checkout/use-promo-code";
import { PageHeading } from "~/components/layout/PageHeading";
import { useToast } from "~/components/ui/Toaster";
import { metaT, useT } from "~/i18n/i18n";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import { presentQuote, type QuoteInputs, quoteKey } from "../../lib/checkout-quote";
import { formatRupees } from "../../lib/money";
import { cartTotals } from "../../lib/pricing";
import { hasControlCharacters } from "../../lib/validation/fields";
import type { Route } from "./+types/checkout";

/** The server's quote for these inputs, as the API sends it, with what it was priced for. */
async function quoteFor(context: Route.LoaderArgs["context"], userId: number, inputs: QuoteInputs) {
  const quote = await context.services.delivery.quoteCheckout(userId, {
    pincode: inputs.pincode,
    promoCode: inputs.promoCode || undefined,
    cartLineIds: inputs.lines.map((l) => l.id),
    method: inputs.method,
  });
  return { key: quoteKey(inputs), quote: presentQuote(quote) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const { addresses, cart, promotions, checkout } = context.services;
  const [saved, lines, promos] = await Promise.all([
    addresses.list(customer.userId),
    cart.list(customer.userId),
    promotions.activeNow(),
  ]);
  // The first figures for the address the page chooses first (useChosenAddress), paying online.
  const first = saved.find((a) => a.isPrimary) ?? saved[0];
  const quote =
    first && lines.length > 0
      ? await quoteFor(context, customer.userId, {
          addressId: first.id,
          pincode: first.pincode,
          promoCode: "",
          method: "ONLINE",
          lines,
        })
      : null;
  return {
    addresses: saved,
    lines,
    promos: promos.map((p) => ({ code: p.code, description: p.description })),
    provider: checkout.provider.name,
    quote,
  };
}

/**
 * Applies a promo code to the customer's cart as the server holds it (no prices from the
 * browser), and answers the figures with it for the chosen address and way of paying.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<PromoResult> {
  const customer = await requireCustomerPage(request, context);
  const form = await request.formData();
  const code = String(form.get("promo_code") ?? "")
    .trim()
    .slice(0, 40);
  const addressId = Number(form.get("address_id"));
  const method = form.get("payment_method") === "COD" ? "COD" : "ONLINE";
  const { cart, promotions, addresses } = context.services;
  const [lines, promo, address] = await Promise.all([
    cart.list(customer.userId),
    // A code with control characters is no code the shop has (and must not reach the database).
    code && !hasControlCharacters(code) ? promotions.find(code) : Promise.resolve(undefined),
    Number.isSafeInteger(addressId) && addressId > 0
      ? addresses.get(customer.userId, addressId)
      : Promise.resolve(undefined),
  ]);
  const verdict = promotions.evaluate(promo, cartTotals(lines).final);
  const applied = verdict.ok && promo ? promo.code : "";
  const quote =
    address && lines.length > 0
      ? await quoteFor(context, customer.userId, {
          addressId,
          pincode: address.pincode,
          promoCode: applied,
          method,
          lines,
        })
      : null;
  return verdict.ok && promo
    ? { ...verdict, code: promo.code, quote }
    : { ok: false, message: verdict.message, quote };
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

/**
 * Checkout (docs/storefront.md#checkout-and-payment): an address, how to pay (online or cash on
 * delivery), the summary with a promo and the server's figures for all three, then the order.
 */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { addresses, lines, promos, provider } = loaderData;
  const toast = useToast();
  const shopName = useRootData()?.business.name ?? "";
  const totals = cartTotals(lines);
  const [chosenId, choose] = useChosenAddress(addresses);
  const [method, setMethod] = useState<PaymentMethod>("ONLINE");
  const promo = usePromoCode();
  const payment = usePayment({ provider, shopName });
  const gst = useGstBuyer();
  const chosen = addresses.find((a) => a.id === chosenId);
  const { quote, loading } = useCheckoutQuote(
    chosen && lines.length > 0
      ? {
          addressId: chosen.id,
          pincode: chosen.pincode,
          promoCode: promo.applied?.code ?? "",
          method,
          lines: lines.map((l) => ({ id: l.id, qty: l.qty })),
        }
      : null,
    [loaderData.quote, promo.quote],
  );
  // Cash on delivery that this address or cart no longer allows: back to paying online.
  const codRefused = method === "COD" && quote !== null && !loading && !quote.cod_available;
  useEffect(() => {
    if (codRefused) setMethod("ONLINE");
  }, [codRefused]);

  const placeOrder = () => {
    if (chosenId === undefined) return toast(t.checkout.selectAddress, "error");
    const buyer = gst.value();
    if (!buyer) return document.getElementById("buyer_gstin")?.focus();
    return payment.placeOrder({
      ...buyer,
      address_id: chosenId,
      promo_code: promo.applied?.code,
      cart_id: lines.map((l) => l.id),
      payment_method: method,
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
          <PaymentMethodChoice method={method} onChoose={setMethod} quote={quote} />
          <GstInvoiceFields gst={gst} />
        </div>
        <OrderSummary
          totals={totals}
          quote={quote}
          loading={loading}
          method={method}
          promo={promo}
          onApplyPromo={() => promo.apply({ addressId: chosenId, method })}
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
