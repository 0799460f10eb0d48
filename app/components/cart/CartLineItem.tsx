import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/Icon";
import { useLang, useT } from "~/i18n/i18n";
import type { CartLine } from "../../../lib/cart-types";
import { formatRupees } from "../../../lib/money";
import { lineTotals } from "../../../lib/pricing";
import { notCoveredText, offSaleText } from "../catalog/off-sale";
import { CART_ACTION, CartFields, type CartForm } from "./cart-form";
import { QuantityStepper } from "./QuantityStepper";

/** With scripts, − at 1 asks nothing (as before); a plain POST gets the service's "Minimum quantity is 1". */
const stopAtOne = (qty: number) => (e: FormEvent<HTMLFormElement>) => {
  const by = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  if (by?.value === "less" && qty <= 1) e.preventDefault();
};

/**
 * One cart line: picture, name, pack and price, − / + and delete. The cart page shows the unit
 * price (MRP struck through when discounted), the stock warning and the line's total; the
 * header's dropdown (`compact`) shows the MRP and the net weight in less room. Its buttons
 * post the line's form to the cart's action (`cart`, the list's one fetcher).
 */
export function CartLineItem({
  line: l,
  cart,
  compact = false,
}: {
  line: CartLine;
  cart: CartForm;
  compact?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const { fetcher, busy, scripts } = cart;
  const stepper = <QuantityStepper name={l.productName} qty={l.qty} busy={busy} compact={compact} />;
  const remove = (
    <button
      type="submit"
      name="intent"
      value="remove"
      disabled={busy}
      className="icon-btn text-red-700"
      aria-label={t.account.removeItem(l.productName)}
    >
      <Icon name="trash" size={compact ? 18 : undefined} />
    </button>
  );
  // The line's form in either layout: its fields, then the buttons and figures of that layout.
  const lineForm = (className: string, children: ReactNode) => (
    <fetcher.Form method="post" action={CART_ACTION} onSubmit={stopAtOne(l.qty)} className={className}>
      <CartFields
        fields={{ line: l.id, productId: l.productId, productPriceId: l.productPriceId }}
        scripts={scripts}
      />
      {children}
    </fetcher.Form>
  );

  const totals = lineTotals(l);
  if (compact) {
    // The price paid and the line's total, so the lines add up to the dropdown's total; the MRP
    // beside it, struck through, as the spec lists it.
    return (
      <li className="flex gap-3 py-3">
        <img src={l.image} alt="" width={56} height={56} className="h-14 w-14 rounded bg-brand-50" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold text-stone-900">{l.productName}</p>
          <p className="text-stone-700">
            <span className="font-semibold text-stone-900">{formatRupees(totals.unitFinal)}</span> ·{" "}
            {t.catalog.mrp}:{" "}
            {l.unitDiscount !== 0 ? <s>{formatRupees(l.unitMrp)}</s> : formatRupees(l.unitMrp)} ·{" "}
            {t.account.netWeight}: {l.packLabel}
          </p>
          {lineForm(
            "mt-1 flex items-center gap-1",
            <>
              <span className="mr-1">{t.account.qty}:</span>
              {stepper}
              <span className="price ml-auto font-bold" data-testid="cart-line-total">
                {formatRupees(totals.totalFinal)}
              </span>
              {remove}
            </>,
          )}
        </div>
      </li>
    );
  }

  const href = `/product-info/${l.productId}`;
  return (
    <li className="flex gap-4 p-4">
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img src={l.image} alt="" width={88} height={88} className="h-22 w-22 rounded bg-brand-50" />
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={href} className="font-semibold text-stone-950 hover:underline">
          {l.productName}
        </Link>
        <p className="text-sm text-stone-700">
          {l.packLabel} · {formatRupees(totals.unitFinal)}{" "}
          {l.unitDiscount !== 0 && <s className="text-stone-500">{formatRupees(l.unitMrp)}</s>}
        </p>
        {l.offSale ? (
          <p className="text-sm font-semibold text-red-700">{offSaleText(t, l.offSale)}</p>
        ) : (
          l.stock !== "in_stock" && (
            <p className="text-sm font-semibold text-red-700">{t.catalog.outOfStock}</p>
          )
        )}
        {l.notCovered && (
          <p className="text-sm font-semibold text-red-700">{notCoveredText(t, lang, l.notCovered)}</p>
        )}
        {lineForm(
          "mt-2 flex flex-wrap items-center gap-2",
          <>
            {stepper}
            {remove}
            <span className="price ml-auto font-bold">{formatRupees(totals.totalFinal)}</span>
          </>,
        )}
      </div>
    </li>
  );
}
