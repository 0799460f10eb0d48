import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { callApi } from "~/lib/api";
import { en } from "~/messages/en";
import type { CartLine } from "../../../lib/cart-types";
import { rupees } from "../catalog/Price";
import { Icon } from "../ui/Icon";
import { useToast } from "../ui/Toaster";
import { useCartActions } from "./use-cart-actions";

/**
 * The header's cart dropdown: each line with image, name, MRP, Net Weight, Qty, − / + and
 * delete; the Total in rupees; View Cart. Closes on its close button, Escape or a click outside.
 */
export default function CartDropdown({
  onClose,
  onChange,
  version,
}: {
  onClose: () => void;
  onChange: () => void;
  version: number;
}) {
  const [lines, setLines] = useState<CartLine[] | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const toast = useToast();
  const load = useCallback(async () => {
    const answer = await callApi<CartLine[]>("/api/cart/lists/v1/", { limit: "" });
    if (answer.status === 1) setLines(answer.data ?? []);
    else toast(answer.message, "error");
  }, [toast]);
  const actions = useCartActions(async () => {
    await load();
    onChange();
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload whenever the cart changed elsewhere
  useEffect(() => {
    void load();
  }, [load, version]);

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

  const total = (lines ?? []).reduce((sum, l) => sum + Math.round(Number(l.final_total_price) * 100), 0);
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={en.nav.cart}
      className="fixed inset-x-2 top-16 z-40 max-h-[75vh] overflow-y-auto rounded-lg border border-stone-200 bg-white p-3 shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-1 sm:w-96"
    >
      <div className="flex items-center justify-between">
        <h2 className="font-bold text-brand-900">{en.nav.cart}</h2>
        <button type="button" className="icon-btn" aria-label={en.account.closeCart} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
      {lines === null ? (
        <p className="py-6 text-center text-sm text-stone-600">{en.pages.loading}</p>
      ) : lines.length === 0 ? (
        <p className="py-6 text-center font-semibold text-stone-700">{en.account.cartEmpty}</p>
      ) : (
        <>
          <ul className="divide-y divide-stone-100">
            {lines.map((l) => (
              <li key={l.cart_id} className="flex gap-3 py-3">
                <img src={l.image} alt="" width={56} height={56} className="h-14 w-14 rounded bg-brand-50" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-stone-900">{l.product_name}</p>
                  <p className="text-stone-700">
                    {en.catalog.mrp}: {rupees(l.per_mrp_price)} · {en.account.netWeight}: {l.price_qty}{" "}
                    {l.price_unit_name}
                  </p>
                  <div className="mt-1 flex items-center gap-1">
                    <span className="mr-1">{en.account.qty}:</span>
                    <button
                      type="button"
                      className="icon-btn h-9 min-h-9 w-9 min-w-9 border border-stone-300"
                      aria-label={en.account.decrease(l.product_name)}
                      onClick={() => actions.minus(l)}
                    >
                      <Icon name="minus" size={16} />
                    </button>
                    <output className="w-8 text-center font-bold tabular-nums">{l.qty}</output>
                    <button
                      type="button"
                      className="icon-btn h-9 min-h-9 w-9 min-w-9 border border-stone-300"
                      aria-label={en.account.increase(l.product_name)}
                      onClick={() => actions.plus(l)}
                    >
                      <Icon name="plus" size={16} />
                    </button>
                    <button
                      type="button"
                      className="icon-btn ml-auto text-red-700"
                      aria-label={en.account.removeItem(l.product_name)}
                      onClick={() => actions.remove(l)}
                    >
                      <Icon name="trash" size={18} />
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <p className="price mt-2 flex justify-between border-t border-stone-200 pt-3 font-bold">
            <span>{en.account.total}</span>
            <span data-testid="cart-dropdown-total">{rupees((total / 100).toFixed(2))}</span>
          </p>
          <Link to="/cart" className="btn-primary mt-3 w-full" onClick={onClose}>
            {en.account.viewCart}
          </Link>
        </>
      )}
    </div>
  );
}
