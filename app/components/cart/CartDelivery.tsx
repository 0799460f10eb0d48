import { Form, Link } from "react-router";
import { useLocale, useT } from "~/i18n/i18n";
import type { FreeDeliveryNudge } from "../../../lib/delivery";
import { deliveryDayLabel } from "../../../lib/india-time";
import { formatRupees } from "../../../lib/money";
import { PincodeField } from "../catalog/PincodeField";

/** The cart's delivery as its loader priced it (app/routes/cart.tsx). */
export interface CartDeliveryView {
  pincode: string | null;
  /** Typed on this page (remembered) or the default address's. */
  from?: "typed" | "address";
  /** A pincode typed now and refused, with its sentence. */
  typed?: string;
  error?: string;
  /** The default address's pincode, to go back to after typing another. */
  addressPincode: string | null;
  charge: { served: true; paise: number; deliverBy: string } | { served: false; message: string } | null;
  nudge: FreeDeliveryNudge;
}

/** The delivery charge's row of the price details: the amount, "Free", or a dash until a pincode is known. */
export function DeliveryChargeRow({ delivery }: { delivery: CartDeliveryView }) {
  const t = useT().cart;
  const charge = delivery.charge;
  return (
    <div className="flex justify-between">
      <dt>{t.deliveryCharge}</dt>
      <dd data-testid="cart-delivery">
        {charge?.served ? (charge.paise > 0 ? formatRupees(charge.paise) : t.free) : "—"}
      </dd>
    </div>
  );
}

/**
 * Where the cart is priced for and the pincode form: a GET form, so it works before the
 * scripts arrive and changes nothing but the page's own pincode (docs/storefront.md, "Cart").
 * A pincode not delivered to, or typed wrong, gets its sentence; a cart close to free delivery
 * hears how much more it takes.
 */
export function CartDelivery({ delivery }: { delivery: CartDeliveryView }) {
  const t = useT().cart;
  const locale = useLocale();
  const { charge, nudge } = delivery;
  const where =
    delivery.pincode && charge?.served
      ? (delivery.from === "address" ? t.deliveryToAddress : t.deliveryTo)(
          delivery.pincode,
          deliveryDayLabel(charge.deliverBy, locale),
        )
      : null;
  const refusal = delivery.error ?? (charge && !charge.served ? charge.message : null);
  return (
    <section aria-labelledby="cart-delivery-title" className="mt-4 border-t border-stone-200 pt-4">
      <h3 id="cart-delivery-title" className="text-sm font-semibold text-stone-900">
        {t.deliveryTitle}
      </h3>
      <div id="cart-delivery-status" role="status" className="mt-1 text-sm">
        {refusal ? (
          <p className="font-semibold text-red-700" data-testid="cart-delivery-refusal">
            {refusal}
          </p>
        ) : where ? (
          <p className="text-stone-800">{where}</p>
        ) : (
          <p className="text-stone-700">{t.askPincode}</p>
        )}
        {nudge && (
          <p className="mt-1 font-semibold text-accent-700" data-testid="cart-free-delivery">
            {nudge.weightPaise > 0
              ? t.moreForLess(formatRupees(nudge.shortPaise), formatRupees(nudge.weightPaise))
              : t.moreForFree(formatRupees(nudge.shortPaise))}
          </p>
        )}
      </div>
      <Form method="get" action="/cart" preventScrollReset replace className="mt-2 flex items-end gap-2">
        <PincodeField
          id="cart-pincode"
          label={t.pincode}
          invalid={Boolean(delivery.error)}
          describedBy="cart-delivery-status"
          // A new value per answer: the field shows the pincode the page is priced for.
          key={`${delivery.pincode}-${delivery.typed}`}
          defaultValue={delivery.typed ?? (delivery.from === "typed" ? (delivery.pincode ?? "") : "")}
        />
        <button type="submit" className="btn-outline shrink-0">
          {t.check}
        </button>
      </Form>
      {delivery.from === "typed" &&
        delivery.addressPincode &&
        delivery.addressPincode !== delivery.pincode && (
          <Link
            to="/cart?pincode="
            replace
            preventScrollReset
            className="mt-2 inline-block text-sm font-semibold text-brand-800 underline"
          >
            {t.addressPincode(delivery.addressPincode)}
          </Link>
        )}
    </section>
  );
}
