import { useState } from "react";
import { useLocale, useT, useTranslateSentence } from "~/i18n/i18n";
import { CHECKOUT_FORM, type OrderFormAnswer } from "~/lib/checkout/checkout-answers";
import { useScriptsRunning } from "~/lib/forms/use-shop-form";
import type { CheckoutQuoteWire } from "../../../lib/checkout-quote";
import { deliveryDayLabel as deliveryDay } from "../../../lib/india-time";
import { formatRupees } from "../../../lib/money";
import { type CartTotals, payable } from "../../../lib/pricing";
import { type PaymentMethod, rupees } from "./PaymentMethodChoice";
import { PromoCodesDialog } from "./PromoCodesDialog";
import type { usePromoCode } from "./use-promo-code";

/**
 * The checkout's "Order Summary" (docs/storefront.md#checkout-and-payment): price, discount,
 * coupon savings with the promo box, the delivery charge and the cash on delivery fee on their
 * own lines, the total and the savings, all from the server's quote; then Place Order, refused
 * with the server's reason while the order cannot be placed as asked (a pincode not served).
 * Before an address is chosen the cart's own figures stand in.
 */
export function OrderSummary({
  totals,
  quote,
  loading,
  method,
  promo,
  onApplyPromo,
  onRemovePromo,
  promos,
  placing,
  onPlaceOrder,
  lineIds,
  checkoutKey,
  answer,
}: {
  totals: CartTotals;
  quote: CheckoutQuoteWire | null;
  loading: boolean;
  method: PaymentMethod;
  promo: ReturnType<typeof usePromoCode>;
  onApplyPromo: () => void;
  onRemovePromo: () => void;
  promos: { code: string; description: string }[];
  placing: boolean;
  onPlaceOrder: () => void;
  /** The cart lines the order is for. */
  lineIds: number[];
  /** The checkout's one-time key: Place Order posted twice is one order. */
  checkoutKey: string;
  /** A plain POST's answer (no scripts yet): its sentences are shown here. */
  answer: OrderFormAnswer | undefined;
}) {
  const messages = useT();
  const t = messages.checkout;
  const locale = useLocale();
  const translate = useTranslateSentence();
  const [showCodes, setShowCodes] = useState(false);
  const scripts = useScriptsRunning();
  const promoDiscount = promo.applied?.discount ?? 0;
  const own = payable(totals, promoDiscount);
  const paise = (s: string) => Math.round(Number(s) * 100);
  const figures = quote
    ? {
        mrp: paise(quote.price),
        discount: paise(quote.discount),
        coupon: paise(quote.coupon_savings),
        total: paise(quote.total_amount),
      }
    : { mrp: totals.mrp, discount: totals.discount, coupon: promoDiscount, total: own.total };
  const refusal = quote?.message ? translate(quote.message) : null;
  const delivery = !quote
    ? t.addressForDelivery
    : !quote.served
      ? "—"
      : Number(quote.delivery_charge) > 0
        ? rupees(quote.delivery_charge)
        : t.free;
  return (
    <aside
      aria-labelledby="order-summary"
      aria-busy={loading}
      className="h-fit rounded-lg border border-stone-200 p-5"
    >
      <form
        id={CHECKOUT_FORM}
        method="post"
        action="/checkout"
        onSubmit={(e) => {
          // With scripts each button does its part through a fetcher; before them, a plain POST.
          e.preventDefault();
          const intent = (e.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
          if (intent === "unpromo") onRemovePromo();
          else if (intent === "place") onPlaceOrder();
          else onApplyPromo();
        }}
      >
        {lineIds.map((id) => (
          <input key={id} type="hidden" name="cart_id" value={id} />
        ))}
        <input type="hidden" name="applied_promo" value={promo.applied?.code ?? ""} />
        <input type="hidden" name="idempotency_key" value={checkoutKey} />
        {quote && <input type="hidden" name="shown_total" value={quote.total_amount} />}
        <h2 id="order-summary" className="text-lg font-bold text-brand-900">
          {t.orderSummary}
        </h2>
        <dl className="price mt-4 space-y-2">
          <div className="flex justify-between gap-3">
            <dt>{t.price}</dt>
            <dd>{formatRupees(figures.mrp)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>{t.discount}</dt>
            <dd className="text-brand-700">- {formatRupees(figures.discount)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>
              {t.couponSavings}{" "}
              {scripts && (
                <button
                  type="button"
                  className="text-sm font-semibold text-brand-800 underline"
                  onClick={() => setShowCodes(true)}
                >
                  {t.viewCoupon}
                </button>
              )}
            </dt>
            <dd data-testid="coupon-savings" className="text-brand-700">
              - {formatRupees(figures.coupon)}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>{t.deliveryCharge}</dt>
            <dd
              data-testid="delivery-charge"
              className={quote ? "text-right" : "text-right text-sm text-stone-700"}
            >
              {delivery}
            </dd>
          </div>
          {quote && method === "COD" && Number(quote.cod_fee) > 0 && (
            <div className="flex justify-between gap-3">
              <dt>{t.codFee}</dt>
              <dd data-testid="cod-fee">{rupees(quote.cod_fee)}</dd>
            </div>
          )}
        </dl>
        {!scripts && <CodesInPage promos={promos} />}
        <div className="mt-4 flex gap-2">
          <label htmlFor="coupon" className="sr-only">
            {t.couponLabel}
          </label>
          <input
            id="coupon"
            name="promo_code"
            value={promo.code}
            maxLength={40}
            onChange={(e) => promo.setCode(e.target.value)}
            placeholder={t.couponLabel}
            className="h-11 min-w-0 flex-1 rounded-md border border-stone-300 px-3 uppercase"
          />
          <button
            type="submit"
            name="intent"
            value="promo"
            className="btn-primary"
            disabled={scripts && (!promo.code.trim() || promo.checking)}
          >
            {t.apply}
          </button>
        </div>
        {promo.message && (
          <p
            role={promo.message.ok ? "status" : "alert"}
            className={`mt-2 text-sm font-semibold ${promo.message.ok ? "text-brand-700" : "text-red-700"}`}
          >
            {translate(promo.message.text)}
          </p>
        )}
        {promo.applied && (
          <p className="mt-2 flex items-center justify-between gap-3 text-sm">
            <span>{t.promoApplied(promo.applied.code)}</span>
            <button
              type="submit"
              name="intent"
              value="unpromo"
              className="min-h-11 font-semibold text-brand-800 underline"
              disabled={scripts && promo.checking}
            >
              {t.removePromo}
            </button>
          </p>
        )}
        <p className="price mt-4 flex justify-between border-t border-stone-200 pt-3 text-lg font-bold">
          <span>{t.totalAmount}</span>
          <span data-testid="checkout-total">{formatRupees(figures.total)}</span>
        </p>
        {quote?.deliver_by && !refusal && (
          <p className="mt-1 text-sm text-stone-700" data-testid="deliver-by">
            {t.deliverBy(deliveryDay(quote.deliver_by, locale))}
          </p>
        )}
        {method === "COD" && quote && !refusal && (
          <p className="mt-2 font-semibold text-stone-900" data-testid="cod-to-pay">
            {t.payOnDelivery(formatRupees(figures.total))}
          </p>
        )}
        <p className="mt-2 font-semibold text-brand-700" data-testid="checkout-savings">
          {messages.cart.youSave(formatRupees(figures.discount + figures.coupon))}
        </p>
        <AnswerMessages answer={answer} total={formatRupees(figures.total)} />
        {refusal && (
          <p
            id="order-refused"
            role="alert"
            className="mt-3 rounded-md bg-red-50 p-3 font-semibold text-red-800"
          >
            {refusal}
          </p>
        )}
        <button
          type="submit"
          name="intent"
          value="place"
          className="btn-primary mt-5 w-full"
          disabled={scripts && (placing || loading || refusal !== null)}
          aria-describedby={refusal ? "order-refused" : undefined}
        >
          {placing ? t.processing : t.placeOrder}
        </button>
      </form>
      {showCodes && (
        <PromoCodesDialog promos={promos} onPick={promo.setCode} onClose={() => setShowCodes(false)} />
      )}
    </aside>
  );
}

/** The promo codes valid now, in the page while the scripts (and the dialog) have not come. */
function CodesInPage({ promos }: { promos: { code: string; description: string }[] }) {
  const t = useT().checkout;
  if (promos.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-800 underline">{t.viewCoupon}</summary>
      <ul className="mt-2 space-y-2">
        {promos.map((p) => (
          <li key={p.code} className="rounded border border-dashed border-accent-600 p-2">
            <strong className="block font-mono">{p.code}</strong>
            {p.description}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What a plain POST of Place Order answered: why nothing was placed, or the new total to check. */
function AnswerMessages({ answer, total }: { answer: OrderFormAnswer | undefined; total: string }) {
  const t = useT().checkout;
  if (!answer || answer.intent !== "place") return null;
  const text = answer.totalChanged
    ? t.totalChanged(total)
    : answer.needsScripts
      ? t.needsScripts
      : answer.failure;
  if (!text) return null;
  return (
    <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 font-semibold text-red-800">
      {text}
    </p>
  );
}
