import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { callApi } from "~/lib/api";
import { useToast } from "../ui/Toaster";
import { type AddRequest, type Customer, CustomerContext } from "./customer";
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

  // The cookie is the truth: keys left in storage from an ended session are cleared.
  useEffect(() => {
    if (!customer && localStorage.getItem("isLoggedIn") === "1") clearLogin();
  }, [customer]);

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
      // The badge and any open cart list reload with the page's data.
      if (answer.status === 1) void revalidator.revalidate();
      return answer.status === 1;
    },
    [navigate, revalidator, toast],
  );

  const value = useMemo<Customer | null>(
    () =>
      customer && {
        userId: customer.userId,
        fullName: customer.fullName,
        cartCount: customer.cartCount,
        addToCart,
      },
    [customer, addToCart],
  );

  return <CustomerContext.Provider value={value}>{children}</CustomerContext.Provider>;
}
