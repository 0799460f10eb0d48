import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { callApi } from "~/lib/api";
import type { AddRequest } from "../catalog/add-to-cart";
import { useToast } from "../ui/Toaster";
import { type Customer, CustomerContext } from "./customer";
import { clearLogin } from "./storage";

/** What the root loader knows of the signed-in customer. */
export interface RootCustomer {
  userId: number;
  fullName: string;
  cartCount: number;
}

/**
 * Makes the signed-in customer (known to the server by the session cookie) available to the
 * page: adding to cart, the header's cart badge and account menu. A guest gets null.
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
  const [cartVersion, setCartVersion] = useState(0);

  // The cookie is the truth: keys left in storage from an ended session are cleared.
  useEffect(() => {
    if (!customer && localStorage.getItem("isLoggedIn") === "1") clearLogin();
  }, [customer]);

  const cartChanged = useCallback(() => {
    setCartVersion((v) => v + 1);
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
      if (answer.status === 1) cartChanged();
      return answer.status === 1;
    },
    [navigate, cartChanged, toast],
  );

  const value = useMemo<Customer | null>(
    () =>
      customer && {
        userId: customer.userId,
        fullName: customer.fullName,
        cartCount: customer.cartCount,
        cartVersion,
        addToCart,
        cartChanged,
      },
    [customer, cartVersion, addToCart, cartChanged],
  );

  return <CustomerContext.Provider value={value}>{children}</CustomerContext.Provider>;
}
