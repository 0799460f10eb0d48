import { useT, useTranslateSentence } from "~/i18n/i18n";
import { CHECKOUT_FORM } from "~/lib/checkout/checkout-answers";
import type { CheckoutQuoteWire } from "../../../lib/checkout-quote";
import { formatRupeeString } from "../../../lib/money";

export type PaymentMethod = "ONLINE" | "COD";

/** A quote's rupee string ("30.00") in the page's money format. */
export const rupees = formatRupeeString;

/**
 * "How would you like to pay?": online (UPI first, as Indian customers pay) or cash on
 * delivery. Cash on delivery is offered where the server's quote says so, with its fee; where
 * not, the choice is disabled and says the server's reason (docs/storefront.md#checkout-and-payment).
 */
export function PaymentMethodChoice({
  method,
  onChoose,
  quote,
}: {
  method: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
  quote: CheckoutQuoteWire | null;
}) {
  const t = useT().checkout;
  const translate = useTranslateSentence();
  const codOffered = quote?.cod_available === true;
  const fee = quote?.cod_option_fee ?? null;
  const codNote = !quote
    ? t.codHint
    : codOffered
      ? fee && Number(fee) > 0
        ? `${t.codHint} ${t.codFeeHint(rupees(fee))}`
        : t.codHint
      : translate(quote.cod_message ?? quote.message ?? "");
  const options = [
    { value: "ONLINE" as const, title: t.payOnline, note: t.payOnlineHint, disabled: false },
    { value: "COD" as const, title: t.cod, note: codNote, disabled: !codOffered },
  ];
  return (
    <section aria-labelledby="pay-how">
      <h2 id="pay-how" className="text-xl font-bold text-brand-900">
        {t.payHow}
      </h2>
      <fieldset className="mt-4 min-w-0 space-y-3">
        <legend className="sr-only">{t.payHow}</legend>
        {options.map((o) => {
          const chosen = method === o.value;
          return (
            <label
              key={o.value}
              className={`flex gap-3 rounded-lg border p-4 ${
                o.disabled
                  ? "cursor-not-allowed border-stone-200 bg-stone-50"
                  : chosen
                    ? "cursor-pointer border-brand-800 bg-brand-50"
                    : "cursor-pointer border-stone-200"
              }`}
            >
              <input
                type="radio"
                name="payment_method"
                form={CHECKOUT_FORM}
                value={o.value}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-800"
                checked={chosen}
                disabled={o.disabled}
                aria-labelledby={`pay-${o.value}`}
                aria-describedby={`pay-${o.value}-note`}
                onChange={() => onChoose(o.value)}
              />
              <span className="min-w-0">
                <strong id={`pay-${o.value}`} className="block text-base text-stone-950">
                  {o.title}
                </strong>
                <span id={`pay-${o.value}-note`} className="block text-sm text-stone-700">
                  {o.note}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </section>
  );
}
