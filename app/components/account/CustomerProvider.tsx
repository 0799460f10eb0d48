import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { callApi } from "~/lib/api";
import { en } from "~/messages/en";
import type { AddRequest } from "../catalog/add-to-cart";
import { Icon } from "../ui/Icon";
import { useToast } from "../ui/Toaster";
import { AccountMenu } from "./AccountMenu";
import { type Customer, CustomerContext } from "./customer";
import { clearLogin } from "./storage";

// The dropdown's list is loaded when first opened: guests and first paint never pay for it.
const CartDropdown = lazy(() => import("./CartDropdown"));

export interface RootCustomer {
  userid: number;
  fullname: string;
  email: string;
  phonenumber: string;
  cartCount: number;
}

/**
 * Makes the signed-in customer (known to the server by the session cookie) available to the
 * page: adding to cart, the header's cart button and account menu. A guest gets null.
 */
export function CustomerProvider({
  customer,
  children,
}: {
  customer: RootCustomer | null;
  children: ReactNode;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState(0);

  // The cookie is the truth: keys left in storage from an ended session are cleared.
  useEffect(() => {
    if (!customer && localStorage.getItem("isLoggedIn") === "1") clearLogin();
  }, [customer]);

  const refresh = useCallback(() => {
    setVersion((v) => v + 1);
    revalidator.revalidate();
  }, [revalidator]);

  const addToCart = useCallback(
    async (req: AddRequest) => {
      const answer = await callApi("/api/cart/add/v1/", {
        product_id: req.productId,
        product_price_id: req.productPriceId,
        qty: req.qty,
      });
      if (answer.http === 401) {
        clearLogin();
        navigate(`/login/product/${req.productId}`);
        return false;
      }
      toast(answer.message, answer.status === 1 ? "success" : "error");
      if (answer.status === 1) refresh();
      return answer.status === 1;
    },
    [navigate, refresh, toast],
  );

  const value = useMemo<Customer | null>(() => {
    if (!customer) return null;
    const count = customer.cartCount;
    const cartButton = (
      <div className="relative">
        <button
          type="button"
          className="icon-btn relative"
          aria-label={en.account.cartCount(count)}
          aria-expanded={open}
          title={en.nav.cart}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name="cart" />
          {count > 0 && (
            <span className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-accent-500 px-1 text-center text-xs leading-5 font-bold text-stone-950">
              {count > 99 ? "99+" : count}
            </span>
          )}
        </button>
        {open && (
          <Suspense fallback={null}>
            <CartDropdown onClose={() => setOpen(false)} onChange={refresh} version={version} />
          </Suspense>
        )}
      </div>
    );
    return {
      userId: customer.userid,
      fullname: customer.fullname,
      addToCart,
      cartButton,
      accountMenu: <AccountMenu />,
    };
  }, [customer, open, addToCart, refresh, version]);

  return <CustomerContext.Provider value={value}>{children}</CustomerContext.Provider>;
}
