import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/i18n";
import { useScriptsRunning } from "~/lib/forms/scripts-running";
import { Icon } from "../ui/Icon";
import { useCustomer } from "./customer";

// The dropdown's list is loaded when first opened: guests and first paint never pay for it.
const CartDropdown = lazy(() => import("./CartDropdown"));

/**
 * The header's cart icon with its badge; opens the cart dropdown. For a signed-in customer.
 * Until the page's scripts run it is a link to the cart page, which works without them.
 */
export function CartButton() {
  const t = useT();
  const customer = useCustomer();
  const [open, setOpen] = useState(false);
  const scripts = useScriptsRunning();
  if (!customer) return null;
  const count = customer.cartCount;
  const icon = (
    <>
      <Icon name="cart" />
      {count > 0 && (
        <span className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-accent-500 px-1 text-center text-xs leading-5 font-bold text-stone-950">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </>
  );
  if (!scripts)
    return (
      <Link
        to="/cart"
        className="icon-btn relative"
        aria-label={t.account.cartCount(count)}
        title={t.nav.cart}
      >
        {icon}
      </Link>
    );
  return (
    <div className="relative">
      <button
        type="button"
        className="icon-btn relative"
        aria-label={t.account.cartCount(count)}
        aria-expanded={open}
        title={t.nav.cart}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartDropdown onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
