import { useState } from "react";
import { useT } from "~/i18n/i18n";
import { formatRupees } from "../../../lib/money";
import { type CartTotals, payable } from "../../../lib/pricing";
import { PromoCodesDialog } from "./PromoCodesDialog";
import type { usePromoCode } from "./use-promo-code";

/**
 * The checkout's "Order Summary": price, discount, coupon savings with the promo box, the total
 * to pay and the savings (docs/storefront.md#checkout-and-payment), then Place Order.
 */
export function OrderSummary({
  totals,
  promo,
  promos,
  placing,
  onPlaceOrder,
}: {
  totals: CartTotals;
  promo: ReturnType<typeof usePromoCode>;
  promos: { code: string; description: string }[];
  placing: boolean;
  onPlaceOrder: () => void;
}) {
  const messages = useT();
  const t = messages.checkout;
  const [showCodes, setShowCodes] = useState(false);
  const promoDiscount = promo.applied?.discount ?? 0;
  const { total, savings } = payable(totals, promoDiscount);
  return (
    <aside aria-labelledby="order-summary" className="h-fit rounded-lg border border-stone-200 p-5">
      <h2 id="order-summary" className="text-lg font-bold text-brand-900">
        {t.orderSummary}
      </h2>
      <dl className="price mt-4 space-y-2">
        <div className="flex justify-between">
          <dt>{t.price}</dt>
          <dd>{formatRupees(totals.mrp)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t.discount}</dt>
          <dd className="text-brand-700">- {formatRupees(totals.discount)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>
            {t.couponSavings}{" "}
            <button
              type="button"
              className="text-sm font-semibold text-brand-800 underline"
              onClick={() => setShowCodes(true)}
            >
              {t.viewCoupon}
            </button>
          </dt>
          <dd data-testid="coupon-savings" className="text-brand-700">
            - {formatRupees(promoDiscount)}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex gap-2">
        <label htmlFor="coupon" className="sr-only">
          {t.couponLabel}
        </label>
        <input
          id="coupon"
          value={promo.code}
          maxLength={40}
          onChange={(e) => promo.setCode(e.target.value)}
          placeholder={t.couponLabel}
          className="h-11 min-w-0 flex-1 rounded-md border border-stone-300 px-3 uppercase"
        />
        <button type="button" className="btn-primary" disabled={!promo.code.trim()} onClick={promo.apply}>
          {t.apply}
        </button>
      </div>
      {promo.message && (
        <p
          role={promo.message.ok ? "status" : "alert"}
          className={`mt-2 text-sm font-semibold ${promo.message.ok ? "text-brand-700" : "text-red-700"}`}
        >
          {promo.message.text}
        </p>
      )}
      <p className="price mt-4 flex justify-between border-t border-stone-200 pt-3 text-lg font-bold">
        <span>{t.totalAmount}</span>
        <span data-testid="checkout-total">{formatRupees(total)}</span>
      </p>
      <p className="mt-2 font-semibold text-brand-700" data-testid="checkout-savings">
        {messages.cart.youSave(formatRupees(savings))}
      </p>
      <button type="button" className="btn-primary mt-5 w-full" disabled={placing} onClick={onPlaceOrder}>
        {placing ? t.processing : t.placeOrder}
      </button>
      {showCodes && (
        <PromoCodesDialog promos={promos} onPick={promo.setCode} onClose={() => setShowCodes(false)} />
      )}
    </aside>
  );
}
