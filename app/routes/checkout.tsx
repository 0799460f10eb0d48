import { useEffect, useState } from "react";
import { data, type ShouldRevalidateFunctionArgs, useActionData, useSearchParams } from "react-router";
import { AddressPicker, type AddressView, useChosenAddress } from "~/components/checkout/AddressPicker";
import { GstInvoiceFields, useGstBuyer } from "~/components/checkout/GstInvoiceFields";
import { OrderSummary } from "~/components/checkout/OrderSummary";
import { type PaymentMethod, PaymentMethodChoice } from "~/components/checkout/PaymentMethodChoice";
import { SandboxPayOpen } from "~/components/checkout/SandboxPay";
import { useCheckoutQuote } from "~/components/checkout/use-checkout-quote";
import { usePayment } from "~/components/checkout/use-payment";
import { usePromoCode } from "~/components/checkout/use-promo-code";
import { PageHeading } from "~/components/layout/PageHeading";
import { NothingYet } from "~/components/ui/NothingYet";
import { useToast } from "~/components/ui/Toaster";
import { metaT, useT } from "~/i18n/i18n";
import {
  addressDoneSentence,
  changeAddress,
  newAddressDefaults,
  saveAddress,
} from "~/lib/checkout/checkout-address.server";
import { type CheckoutAnswer, isAddressAnswer, isOrderAnswer } from "~/lib/checkout/checkout-answers";
import { orderFormAction, quoteFor } from "~/lib/checkout/checkout-order.server";
import { SCRIPTS_FIELD } from "~/lib/forms/use-shop-form";
import { useRootData } from "~/root";
import { seo } from "~/seo";
import { requireCustomerPage } from "~/session.server";
import type { SavedAddress } from "../../lib/address-types";
import { cartTotals } from "../../lib/pricing";
import { promoDescription } from "../../server/modules/promotions";
import { sayIn } from "../../server/pages";
import type { Route } from "./+types/checkout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomerPage(request, context);
  const { addresses, cart, promotions, checkout } = context.services;
  const [saved, lines, promos] = await Promise.all([
    addresses.list(customer.userId),
    cart.list(customer.userId, undefined, context.lang),
    promotions.activeNow(),
  ]);
  // The first figures for the address the page chooses first (useChosenAddress), paying online
  // unless cash on delivery was asked for (the payment error page's "Pay cash on delivery").
  const first = saved.find((a) => a.isPrimary) ?? saved[0];
  const method: PaymentMethod = new URL(request.url).searchParams.get("method") === "COD" ? "COD" : "ONLINE";
  const quote =
    first && lines.length > 0
      ? await quoteFor(context, customer.userId, {
          addressId: first.id,
          pincode: first.pincode,
          state: first.state,
          promoCode: "",
          method,
          lines,
        })
      : null;
  return {
    addresses: saved,
    // A new address starts filled from the account (name, phone, email).
    newAddress: newAddressDefaults(customer),
    lines,
    promos: promos.map((p) => ({ code: p.code, description: promoDescription(p, context.lang) })),
    provider: checkout.provider.name,
    quote,
    // One key per drawing of the page: Place Order sent twice (a double tap, a retry on a bad
    // link) is one order (docs/decisions/0033-one-order-per-checkout.md).
    checkoutKey: crypto.randomUUID(),
    method,
    // A change of address made without scripts came back here to say it.
    notice: addressDoneSentence(context, new URL(request.url).searchParams.get("done")),
  };
}

/**
 * The checkout's forms, with scripts or without (docs/decisions/0028-forms-without-scripts.md):
 * the address forms (add, edit, make default, delete) and the main form (apply or remove a
 * promo code, place the order), told apart by `intent`. Each calls the services the API calls.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomerPage(request, context);
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const intent = form?.get("intent");
  if (intent === "add" || intent === "update") return saveAddress(request, context, customer.userId, intent);
  if (!form) {
    const failure = sayIn(context.lang, "The form could not be read.");
    return data({ intent: "add", result: { status: "error", error: { "": [failure] } } }, { status: 400 });
  }
  if (intent === "primary" || intent === "remove") {
    return changeAddress(request, context, customer.userId, intent);
  }
  return orderFormAction(context, customer.userId, form);
}

/** The promo box and Place Order change nothing the page shows (placing goes on elsewhere). */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  return intent === "promo" || intent === "unpromo" || intent === "place" ? false : defaultShouldRevalidate;
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

/** `?address=new`, `?address=edit&id=3` or `?address=delete&id=3`: the form or question in the page. */
function addressView(params: URLSearchParams, addresses: SavedAddress[]): AddressView {
  const mode = params.get("address");
  if (mode === "new") return { mode };
  const address = addresses.find((a) => String(a.id) === params.get("id"));
  return (mode === "edit" || mode === "delete") && address ? { mode, address } : null;
}

/**
 * Checkout (docs/storefront.md#checkout-and-payment): an address, how to pay (online or cash on
 * delivery), the summary with a promo and the server's figures for all three, then the order.
 */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { addresses, lines, promos, provider, checkoutKey } = loaderData;
  const answer = useActionData<typeof action>() as CheckoutAnswer | undefined;
  const orderAnswer = isOrderAnswer(answer) ? answer : undefined;
  const echo = orderAnswer?.echo;
  const view = addressView(useSearchParams()[0], addresses);
  const toast = useToast();
  const shopName = useRootData()?.business.name ?? "";
  const totals = cartTotals(lines);
  const [chosenId, choose] = useChosenAddress(addresses, echo?.addressId);
  const [method, setMethod] = useState<PaymentMethod>(echo?.method ?? loaderData.method);
  const promo = usePromoCode(orderAnswer);
  const payment = usePayment({ provider, shopName });
  const gst = useGstBuyer(echo, orderAnswer?.fields?.buyer_gstin);
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
    [loaderData.quote, orderAnswer?.quote, promo.quote, payment.quote],
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
    const fields = new FormData();
    fields.set("intent", "place");
    fields.set(SCRIPTS_FIELD, "1");
    fields.set("address_id", String(chosenId));
    fields.set("payment_method", method);
    fields.set("applied_promo", promo.applied?.code ?? "");
    fields.set("idempotency_key", checkoutKey);
    for (const l of lines) fields.append("cart_id", String(l.id));
    if (buyer.buyer_gstin) fields.set("buyer_gstin", buyer.buyer_gstin);
    if (buyer.buyer_legal_name) fields.set("buyer_legal_name", buyer.buyer_legal_name);
    // The total on the screen: the server places nothing at another figure.
    if (quote) fields.set("shown_total", quote.total_amount);
    payment.placeOrder(fields);
  };

  if (lines.length === 0) {
    return (
      <>
        <PageHeading title={t.pages.checkout} />
        <NothingYet className="container-page" text={t.checkout.emptyCart} home={t.cart.continueShopping} />
      </>
    );
  }

  const picker = (
    <AddressPicker
      addresses={addresses}
      chosenId={chosenId}
      onChoose={choose}
      view={view}
      answer={isAddressAnswer(answer) ? answer : undefined}
      notice={loaderData.notice}
      newAddress={loaderData.newAddress}
    />
  );
  // The address form or question in the page stands alone (a phone's whole screen).
  if (view) {
    return (
      <>
        <PageHeading title={t.pages.checkout} />
        <div className="container-page max-w-lg py-6">{picker}</div>
      </>
    );
  }

  const where = { addressId: chosenId, method };
  return (
    <>
      <PageHeading title={t.pages.checkout} />
      <div className="container-page grid gap-8 py-6 lg:grid-cols-[1fr_380px] [&>*]:min-w-0">
        <div className="space-y-6">
          {picker}
          <PaymentMethodChoice method={method} onChoose={setMethod} quote={quote} />
          <GstInvoiceFields gst={gst} />
        </div>
        <OrderSummary
          totals={totals}
          quote={quote}
          loading={loading}
          method={method}
          promo={promo}
          onApplyPromo={() => promo.apply(where)}
          onRemovePromo={() => promo.remove(where)}
          promos={promos}
          placing={payment.placing}
          onPlaceOrder={placeOrder}
          lineIds={lines.map((l) => l.id)}
          checkoutKey={checkoutKey}
          answer={orderAnswer}
        />
      </div>
      <SandboxPayOpen payment={payment} shopName={shopName} />
    </>
  );
}
