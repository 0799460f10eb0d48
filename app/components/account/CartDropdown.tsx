import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { CartLineItem } from "~/components/cart/CartLineItem";
import { useCartForm } from "~/components/cart/cart-form";
import { useT } from "~/i18n/i18n";
import type { loader as cartLoader } from "~/routes/cart";
import { formatRupees } from "../../../lib/money";
import { cartTotals } from "../../../lib/pricing";
import { Icon } from "../ui/Icon";

/**
 * The header's cart dropdown: each line with image, name, MRP, Net Weight, Qty, − / + and
 * delete; the Total in rupees; View Cart. Closes on its close button, Escape or a click outside.
 * Its lines come from the cart page's loader, so they are the same domain values the page shows;
 * its buttons post to the cart page's action, after which React Router reloads them and the badge.
 */
export default function CartDropdown({ onClose }: { onClose: () => void }) {
  const t = useT();
  const fetcher = useFetcher<typeof cartLoader>();
  const panel = useRef<HTMLDivElement>(null);
  const cart = useCartForm(["increased", "decreased"]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once when opened; revalidations reload it
  useEffect(() => {
    void fetcher.load("/cart");
  }, []);

  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (!panel.current?.parentElement?.contains(e.target as Node)) onClose();
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [onClose]);

  const lines = fetcher.data?.lines ?? null;
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={t.nav.cart}
      className="fixed inset-x-2 top-16 z-40 max-h-[75vh] overflow-y-auto rounded-lg border border-stone-200 bg-white p-3 shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-1 sm:w-96"
    >
      <div className="flex items-center justify-between">
        <h2 className="font-bold text-brand-900">{t.nav.cart}</h2>
        <button type="button" className="icon-btn" aria-label={t.account.closeCart} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
      {lines === null ? (
        <p className="py-6 text-center text-sm text-stone-600">{t.pages.loading}</p>
      ) : lines.length === 0 ? (
        <p className="py-6 text-center font-semibold text-stone-700">{t.account.cartEmpty}</p>
      ) : (
        <>
          <ul className="divide-y divide-stone-100">
            {lines.map((l) => (
              <CartLineItem key={l.id} line={l} cart={cart} compact />
            ))}
          </ul>
          <p className="price mt-2 flex justify-between border-t border-stone-200 pt-3 font-bold">
            <span>{t.account.total}</span>
            <span data-testid="cart-dropdown-total">{formatRupees(cartTotals(lines).final)}</span>
          </p>
          <Link to="/cart" className="btn-primary mt-3 w-full" onClick={onClose}>
            {t.account.viewCart}
          </Link>
        </>
      )}
    </div>
  );
}
